import {
  canUseStoreCredit,
  isPaymentMethod,
  payButtonState,
  storeCreditEffect,
  type PaymentMethod,
  type PayButtonState,
  type StoreCreditEffect,
} from './payment.logic';
import type { PaymentStepProps } from './props';
import type { ElementsLike, PaymentElementLike, StripeLike } from './stripe-like';
import type { BankVerification } from './stripe.logic';

// The payment step as a pure machine: the method chosen, the store credit switch, the card's
// Payment Element being set up, the attempt running, and what the shopper is told. The pay flows
// (pay-flows.ts), the card's setup (card-setup.ts) and the hook's effects send it events;
// `paymentPlan` derives what the step shows and what a press pays with.

/** A mounted element and what confirming needs. */
export interface MountedCard {
  readonly stripe: StripeLike;
  readonly elements: ElementsLike;
  readonly clientSecret: string;
}

/** What the step's element reports. */
export interface CardElementState {
  readonly phase: 'idle' | 'loading' | 'ready' | 'failed';
  readonly complete: boolean;
  readonly type: string | null;
}

/** The card's Payment Element: its phase, and once mounted, what confirming needs. */
export interface CardSetup extends CardElementState {
  /** Bumped by a retry: a refused or failed setup is tried again only when asked. */
  readonly round: number;
  readonly mounted: MountedCard | null;
  /** The mounted element, destroyed when the step goes. */
  readonly element: PaymentElementLike | null;
}

/** A message in the card-error live region, and whether it clears itself. */
export interface CardError {
  readonly text: string;
  /** Cleared after this many ms (the provider's decline message); null stays. */
  readonly displayMs: number | null;
}

export interface PaymentState {
  readonly chosen: PaymentMethod | null;
  readonly creditOn: boolean;
  /** An attempt is running: the button is busy until it ends (or the browser leaves). */
  readonly running: boolean;
  readonly error: CardError | null;
  /** 'Please complete your shipping address before processing your order.' */
  readonly notice: string | null;
  readonly card: CardSetup;
  /**
   * The order is placed and waits for its bank account's verification (microdeposits): the
   * step shows where to verify it instead of a way to pay.
   */
  readonly verification: BankVerification | null;
  /** The order is placed with a bank payment still processing: the shopper is told as it leaves. */
  readonly processing: boolean;
}

export type PaymentEvent =
  /** The card is wanted and its setup starts: load Stripe.js, ask for the intent, mount. */
  | { type: 'card-setup-started' }
  | { type: 'element-mounted'; mounted: MountedCard; element: PaymentElementLike }
  /** The element's `change` event: the pay button follows whether the card is complete. */
  | { type: 'element-changed'; complete: boolean; method: string | null }
  /** Stripe.js did not load, the intent was refused, or the element could not be made or load. */
  | { type: 'element-failed' }
  /** The shopper asked to try the card again. */
  | { type: 'card-retried' }
  /** The step left the page: its element is destroyed; set up again if it comes back. */
  | { type: 'step-left' }
  | { type: 'methodChosen'; method: PaymentMethod }
  | { type: 'creditSwitched'; on: boolean }
  | { type: 'attemptStarted' }
  /** Failed or unknown: the button is back (paid: the browser is leaving, it stays busy). */
  | { type: 'attemptEnded' }
  | { type: 'failed'; error: CardError }
  /** The decline message's display time is over: cleared unless a newer one replaced it. */
  | { type: 'errorExpired'; error: CardError }
  | { type: 'addressMissing'; message: string }
  /** The completion is posted for a bank account Stripe verifies with microdeposits. */
  | { type: 'verification-awaited'; verification: BankVerification }
  /** The completion is posted for a payment Stripe is still processing (a bank debit). */
  | { type: 'processing-placed' }
  /** Back from a provider through the back/forward cache: the redirect did not happen. */
  | { type: 'restored' };

/**
 * The step as it opens: an order already waiting for its bank account's verification (kept in
 * the tab, stripe-pending.ts) opens on that, never on a second payment.
 *
 * @example initialPaymentState('klarna').chosen // 'klarna'
 */
export function initialPaymentState(
  initialMethod?: PaymentMethod,
  verification: BankVerification | null = null,
): PaymentState {
  return {
    chosen: initialMethod ?? null,
    creditOn: false,
    running: false,
    error: null,
    notice: null,
    card: { phase: 'idle', complete: false, type: null, round: 0, mounted: null, element: null },
    verification,
    processing: false,
  };
}

const withCard = (state: PaymentState, card: Partial<CardSetup>): PaymentState => ({
  ...state,
  card: { ...state.card, ...card },
});

/** @example paymentReducer(state, { type: 'attemptStarted' }).running // true */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'methodChosen':
      return { ...state, chosen: event.method };
    case 'creditSwitched':
      return { ...state, creditOn: event.on };
    case 'attemptStarted':
      return { ...state, running: true, error: null, notice: null };
    case 'attemptEnded':
    case 'restored':
      return { ...state, running: false };
    case 'failed':
      return { ...state, error: event.error };
    case 'errorExpired':
      return state.error === event.error ? { ...state, error: null } : state;
    case 'addressMissing':
      return { ...state, notice: event.message };
    case 'verification-awaited':
      return { ...state, verification: event.verification, running: false, error: null };
    case 'processing-placed':
      return { ...state, processing: true, error: null };
    case 'card-setup-started':
      return withCard(state, { phase: 'loading' });
    case 'element-mounted':
      return withCard(state, { phase: 'ready', mounted: event.mounted, element: event.element });
    case 'element-changed':
      return withCard(state, { complete: event.complete, type: event.method ?? state.card.type });
    case 'element-failed':
      return withCard(state, { phase: 'failed', mounted: null, element: null });
    case 'card-retried':
      return withCard(state, { round: state.card.round + 1 });
    case 'step-left':
      return withCard(state, { phase: 'idle', mounted: null, element: null });
  }
}

/** The methods the step offers, in the settings' order, with what each needs present. */
export function offeredMethods(
  props: Pick<PaymentStepProps, 'methods' | 'publishableKey' | 'klarna' | 'onReviewOrder'>,
): PaymentMethod[] {
  return props.methods.filter(isPaymentMethod).filter((method) => {
    switch (method) {
      case 'stripe':
        return props.publishableKey !== null && props.publishableKey !== '';
      case 'klarna':
        return props.klarna !== null;
      case 'other':
        return props.onReviewOrder !== undefined;
      case 'credit':
        // Store credit is the toggle, not a method of its own.
        return false;
      default:
        return true;
    }
  });
}

/** What the step offers and what a press pays with. */
export interface PaymentPlan {
  readonly methods: PaymentMethod[];
  /** The chosen method while it is offered, else the first one offered. */
  readonly method: PaymentMethod | null;
  readonly creditOffered: boolean;
  readonly credit: StoreCreditEffect;
  /** What the card is charged: the total, less the store credit applied. */
  readonly amount: number;
  /** The card's Payment Element is wanted (the card method, with something left to pay). */
  readonly cardWanted: boolean;
}

type PlanInputs = Pick<
  PaymentStepProps,
  'methods' | 'publishableKey' | 'klarna' | 'onReviewOrder' | 'storeCredit' | 'country' | 'total'
>;

/** @example paymentPlan(initialPaymentState('stripe'), props).cardWanted // true with a key */
export function paymentPlan(state: PaymentState, props: PlanInputs): PaymentPlan {
  const methods = offeredMethods(props);
  const method =
    state.chosen && methods.includes(state.chosen) ? state.chosen : (methods[0] ?? null);
  const creditOffered = props.methods.includes('credit') && canUseStoreCredit(props.storeCredit);
  const credit = storeCreditEffect(
    creditOffered ? props.storeCredit : null,
    state.creditOn,
    props.country,
  );
  return {
    methods,
    method,
    creditOffered,
    credit,
    amount: credit.amountToCharge ?? props.total,
    // An order waiting for its bank's verification is placed: no new intent, no element.
    cardWanted: method === 'stripe' && credit.showPaymentSection && state.verification === null,
  };
}

/**
 * The pay button: waiting for a complete card while the card pays, disabled with nothing to pay
 * with (no usable method, and credit does not cover the order), busy while an attempt runs.
 *
 * @example payButton(plan, initialPaymentState(), { phase: 'ready', complete: true, type: 'card' }).disabled // false
 */
export function payButton(
  plan: PaymentPlan,
  state: PaymentState,
  card: Pick<CardElementState, 'phase' | 'complete' | 'type'>,
): PayButtonState {
  if (plan.method === null && plan.credit.showPaymentSection)
    return { disabled: true, label: null };
  return payButtonState(
    plan.cardWanted
      ? {
          elementComplete: card.phase === 'ready' && card.complete,
          elementType: card.type,
          attemptRunning: state.running,
        }
      : { elementComplete: true, elementType: null, attemptRunning: state.running },
  );
}
