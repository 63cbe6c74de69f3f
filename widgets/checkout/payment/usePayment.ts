import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { currencyForCountry } from '../../../core/currency';
import { useStore } from '../../shared/use-store';
import { KLARNA_DEFAULT_CATEGORY } from '../bnpl.logic';
import { klarnaOrderAmount, klarnaWidgetHeight } from '../../shared/klarna/klarna-amount';
import { createPayAttemptGuard, type PayAttemptOutcome } from '../pay-attempt.logic';
import type { PaymentMethod, PayButtonState, StoreCreditEffect } from '../payment.logic';
import { unknownStripeError } from '../stripe.logic';
import { createPayFlows } from './pay-flows';
import {
  initialPaymentState,
  payButton,
  paymentPlan,
  paymentReducer,
  type CardError,
} from './payment.machine';
import type { PaymentStepProps } from './props';
import { consumeStripeReturn } from './stripe-return-handoff';
import type { CardSetupInputs } from './card-setup';
import { useCardElement, type CardElementState } from './useCardElement';
import { useKlarnaPayments } from './useKlarnaPayments';

// The payment step's hook: the machine (payment.machine.ts) in a store, the pay flows
// (pay-flows.ts) behind its one pay action, and the effects around them. Every press goes through
// the attempt guard: a double click or Enter twice gets null from begin() and does nothing, so
// there is exactly one confirmation and one completion post per attempt.

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
}

const newKey = () => crypto.randomUUID();

/**
 * The hook behind {@link PaymentStep}.
 *
 * @example const payment = usePayment(props); <button onClick={payment.pay} disabled={payment.button.disabled}>
 */
export function usePayment(props: PaymentStepProps): UsePayment {
  const [state, store] = useStore(paymentReducer, () => initialPaymentState(props.initialMethod));
  const cardContainer = useRef<HTMLDivElement | null>(null);
  const klarnaContainer = useRef<HTMLDivElement | null>(null);
  const guard = useRef(createPayAttemptGuard(newKey));
  const latest = useRef(props);
  latest.current = props;
  const klarnaCategory =
    props.klarna?.payment_method_categories?.[0]?.identifier ?? KLARNA_DEFAULT_CATEGORY;

  const [missingAddress] = useState(() => (message: string) => {
    store.dispatch({ type: 'addressMissing', message });
    latest.current.onMissingAddress(message);
  });
  const [fail] = useState(() => (error: CardError) => store.dispatch({ type: 'failed', error }));

  // Klarna withdrawn (it could not load, or said `show_form: false`) is no longer offered.
  const offered = paymentPlan(state, props);
  const klarna = useKlarnaPayments(
    offered.method === 'klarna',
    props.klarna?.client_token,
    klarnaCategory,
    klarnaContainer,
  );
  const latestKlarna = useRef(klarna);
  latestKlarna.current = klarna;
  const plan =
    klarna.phase === 'withdrawn' ? paymentPlan(state, { ...props, klarna: null }) : offered;
  // Read when the card's setup resumes (card-setup.ts): the latest props and plan.
  const [cardInputs] = useState(() => (): CardSetupInputs => {
    const now = latest.current;
    const { credit, amount } = paymentPlan(store.getState(), now);
    return {
      orderId: now.orderId,
      basePath: now.basePath,
      creditActive: credit.applied,
      amount,
      container: cardContainer.current,
      loadStripe: now.loadStripe,
      onRefused: (action) => {
        if (action?.kind === 'missing-billing-address') missingAddress(action.message);
        else if (action?.kind !== 'paid-by-store-credit')
          fail({ text: unknownStripeError(), displayMs: null });
      },
    };
  });
  useCardElement(store, plan.cardWanted, props.publishableKey, cardInputs);
  const retryCard = () => store.dispatch({ type: 'card-retried' });

  const stillHere = useStillHere();
  const [flows] = useState(() =>
    createPayFlows({
      props: () => latest.current,
      fail,
      missingAddress,
      stillHere,
      card: () => ({
        mounted: store.getState().card.mounted,
        reload: retryCard,
      }),
      klarnaClient: () => latestKlarna.current.client(),
      withdrawKlarna: () => latestKlarna.current.withdraw(),
      klarnaCategory: () =>
        latest.current.klarna?.payment_method_categories?.[0]?.identifier ??
        KLARNA_DEFAULT_CATEGORY,
    }),
  );

  // The provider's decline message is shown for its display time only (spec/checkout.md §4).
  const { error } = state;
  useEffect(() => {
    if (error?.displayMs == null) return;
    const timer = setTimeout(
      () => store.dispatch({ type: 'errorExpired', error }),
      error.displayMs,
    );
    return () => clearTimeout(timer);
  }, [error, store]);

  // Back from a provider with the browser's back button (page restored from the
  // back/forward cache): the redirect that ended the page's attempt did not happen after all.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      guard.current = createPayAttemptGuard(newKey);
      store.dispatch({ type: 'restored' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [store]);

  // The shell's continue buttons follow the attempt (they must not reset while a payment runs).
  const { running } = state;
  const told = useRef(false);
  useEffect(() => {
    if (told.current === running) return;
    told.current = running;
    latest.current.onBusyChange(running);
  }, [running]);

  /** Runs one attempt behind the guard: the button is busy until it ends (or the page leaves). */
  const [attempt] = useState(
    () => (run: (keyFor: (signature: string) => string) => Promise<PayAttemptOutcome>) => {
      const started = guard.current.begin();
      if (!started) return;
      const ownGuard = guard.current;
      store.dispatch({ type: 'attemptStarted' });
      void run(started.keyFor).then((outcome) => {
        ownGuard.finish(started, outcome);
        // Paid: the browser is leaving; the button stays busy until it has.
        if (outcome !== 'paid') store.dispatch({ type: 'attemptEnded' });
      });
    },
  );

  // Back from a redirect-based method and not paid (stripe-return.ts settled it as the page
  // loaded, then the shell opened this step): its outcome is this step's first attempt.
  useEffect(() => {
    const settling = consumeStripeReturn();
    if (!settling) return;
    store.dispatch({ type: 'methodChosen', method: 'stripe' });
    attempt(async () => flows.adopt(await settling));
  }, [attempt, flows, store]);

  const pay = () =>
    attempt((keyFor) =>
      flows.pay({
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
    error,
    notice: state.notice,
    retryCard,
    pay,
  };
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
  const [ask] = useState(() => () => here.current);
  return ask;
}
