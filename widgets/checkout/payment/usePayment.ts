import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { currencyForCountry } from '../../../core/currency';
import type { Store } from '../../../core/store';
import { useStore } from '../../shared/state/use-store';
import { klarnaOrderAmount, klarnaWidgetHeight } from '../../shared/vendors/klarna/klarna-amount';
import type { PaymentMethod, PayButtonState, StoreCreditEffect } from './payment.logic';
import {
  initialPaymentState,
  payButton,
  paymentPlan,
  paymentReducer,
  type CardError,
  type PaymentEvent,
  type PaymentState,
} from './payment.machine';
import {
  createPaymentSession,
  klarnaCategoryOf,
  type PaymentSession,
  type PaymentSessionInputs,
} from './payment-session';
import type { PaymentStepProps } from './props';
import { consumeStripeReturn } from './stripe-return-handoff';
import { readVerification } from './stripe-pending';
import { redirectTarget } from './redirect.logic';
import type { BankVerification } from './stripe.logic';
import { useCardElement, type CardElementState } from './useCardElement';
import { useKlarnaPayments } from './useKlarnaPayments';

// The payment step's hook: the machine (payment.machine.ts) in a store, its session
// (payment-session.ts: the attempt guard and the pay flows behind its one pay action), and the
// effects around them, each a small hook of its own below.

export { offeredMethods, type CardError } from './payment.machine';

export interface UsePayment {
  readonly methods: PaymentMethod[];
  readonly method: PaymentMethod | null;
  readonly choose: (method: PaymentMethod) => void;
  readonly creditOffered: boolean;
  readonly creditOn: boolean;
  readonly setCreditOn: (on: boolean) => void;
  readonly credit: StoreCreditEffect;
  readonly card: CardElementState;
  readonly cardContainer: RefObject<HTMLDivElement | null>;
  readonly klarnaContainer: RefObject<HTMLDivElement | null>;
  /** Klarna's widget height in px (spec/checkout.md §9: 15 from an order amount of 40000, else 40). */
  readonly klarnaHeight: number;
  readonly button: PayButtonState;
  readonly error: CardError | null;
  /** 'Please complete your shipping address before processing your order.' */
  readonly notice: string | null;
  readonly retryCard: () => void;
  readonly pay: () => void;
  /** The order waits for its bank account's verification: where to verify, instead of paying. */
  readonly verification: BankVerification | null;
  /** The order is placed; its bank payment is processing (the browser is leaving). */
  readonly processing: boolean;
}

/**
 * The hook behind {@link PaymentStep}.
 *
 * @example const payment = usePayment(props); <button onClick={payment.pay} disabled={payment.button.disabled}>
 */
export function usePayment(props: PaymentStepProps): UsePayment {
  const [state, store] = useStore(paymentReducer, () =>
    initialPaymentState(
      props.initialMethod,
      readVerification(props.orderId, (url) => redirectTarget(url, location.origin)),
    ),
  );
  const cardContainer = useRef<HTMLDivElement | null>(null);
  const klarnaContainer = useRef<HTMLDivElement | null>(null);
  // Klarna withdrawn (it could not load, or said `show_form: false`) is no longer offered.
  const offered = paymentPlan(state, props);
  const klarna = useKlarnaPayments(
    offered.method === 'klarna',
    props.klarna?.client_token,
    klarnaCategoryOf(props),
    klarnaContainer,
  );
  // What the session's callbacks read when they run: this render's props and Klarna.
  const latest = useRef<PaymentSessionInputs>({ props, klarna });
  latest.current = { props, klarna };
  const plan =
    klarna.phase === 'withdrawn' ? paymentPlan(state, { ...props, klarna: null }) : offered;
  const stillHere = useStillHere();
  const [session] = useState(() =>
    createPaymentSession({
      store,
      latest: () => latest.current,
      cardContainer: () => cardContainer.current,
      stillHere,
    }),
  );
  useCardElement(store, plan.cardWanted, props.publishableKey, session.cardInputs);
  useAttemptsHandedOver(store, props.onAttempts);
  useDeclineTimer(store, state.error);
  useBackForwardRestore(session);
  useStripeReturnAdopted(store, session);

  const pay = () =>
    session.attempt((keyFor) =>
      session.flows.pay({
        method: plan.method,
        showPaymentSection: plan.credit.showPaymentSection,
        creditActive: plan.credit.applied,
        amount: plan.amount,
        keyFor,
      }),
    );

  return {
    methods: plan.methods,
    method: plan.method,
    choose: (method) => store.dispatch({ type: 'methodChosen', method }),
    creditOffered: plan.creditOffered,
    creditOn: state.creditOn,
    setCreditOn: (on) => store.dispatch({ type: 'creditSwitched', on }),
    credit: plan.credit,
    card: state.card,
    cardContainer,
    klarnaContainer,
    klarnaHeight: klarnaWidgetHeight(
      props.klarna?.order?.order_amount ??
        klarnaOrderAmount(props.total, currencyForCountry(props.country)),
    ),
    // Until Klarna has shown its widget there is nothing to authorize.
    button:
      plan.method === 'klarna' && klarna.phase !== 'shown'
        ? { disabled: true, label: null }
        : payButton(plan, state, state.card),
    error: state.error,
    notice: state.notice,
    retryCard: session.retryCard,
    pay,
    verification: state.verification,
    processing: state.processing,
  };
}

/**
 * The shell reads whether a payment runs from this step's store itself (its continue buttons
 * must not reset meanwhile): handed over at the commit, taken back when the step leaves.
 */
function useAttemptsHandedOver(
  store: Store<PaymentState, PaymentEvent>,
  onAttempts: PaymentStepProps['onAttempts'],
): void {
  useLayoutEffect(() => {
    if (!onAttempts) return;
    onAttempts(store);
    return () => onAttempts(null);
  }, [store, onAttempts]);
}

/** The provider's decline message is shown for its display time only (spec/checkout.md §4). */
function useDeclineTimer(store: Store<PaymentState, PaymentEvent>, error: CardError | null): void {
  useEffect(() => {
    if (error?.displayMs == null) return;
    const timer = setTimeout(
      () => store.dispatch({ type: 'errorExpired', error }),
      error.displayMs,
    );
    return () => clearTimeout(timer);
  }, [error, store]);
}

/**
 * Back from a provider with the browser's back button (page restored from the back/forward
 * cache): the redirect that ended the page's attempt did not happen after all.
 */
function useBackForwardRestore(session: PaymentSession): void {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) session.restored();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [session]);
}

/**
 * Back from a redirect-based method and not paid (stripe-return.ts settled it as the page
 * loaded, then the shell opened this step): its outcome is this step's first attempt.
 */
function useStripeReturnAdopted(
  store: Store<PaymentState, PaymentEvent>,
  session: PaymentSession,
): void {
  useEffect(() => {
    const settling = consumeStripeReturn();
    if (!settling) return;
    store.dispatch({ type: 'methodChosen', method: 'stripe' });
    session.attempt(async () => session.flows.adopt(await settling));
  }, [session, store]);
}

/** False once the component has left the page. */
function useStillHere(): () => boolean {
  const here = useRef(false);
  // At the commit, not after the paint: React may run passive effects after a provider's reply
  // to a press made right after the first render has come back.
  useLayoutEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback(() => here.current, []);
}
