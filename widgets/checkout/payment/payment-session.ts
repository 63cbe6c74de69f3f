import type { Store } from '../../../core/store';
import { KLARNA_DEFAULT_CATEGORY } from './bnpl.logic';
import { createPayAttemptGuard, type PayAttemptOutcome } from './pay-attempt.logic';
import { unknownStripeError } from './stripe.logic';
import type { CardSetupInputs } from './card-setup';
import { createPayFlows, type PayFlows } from './pay-flows';
import {
  paymentPlan,
  type CardError,
  type PaymentEvent,
  type PaymentState,
} from './payment.machine';
import type { PaymentStepProps } from './props';
import type { KlarnaPayments } from './useKlarnaPayments';

// One payment step's session: the attempt guard, the pay flows (pay-flows.ts) and the card's
// setup inputs, made once per step over its store. Every press goes through the guard: a double
// click or Enter twice gets null from begin() and does nothing, so there is exactly one
// confirmation and one completion post per attempt.

/** What the session reads as it runs: the step's props and Klarna's state of the last render. */
export interface PaymentSessionInputs {
  readonly props: PaymentStepProps;
  readonly klarna: KlarnaPayments;
}

export interface PaymentSessionDeps {
  readonly store: Store<PaymentState, PaymentEvent>;
  latest(): PaymentSessionInputs;
  /** The card's container in the step's DOM, once rendered. */
  cardContainer(): HTMLDivElement | null;
  /** False once the step has left the page. */
  stillHere(): boolean;
}

export interface PaymentSession {
  readonly flows: PayFlows;
  /** Read when the card's setup resumes (card-setup.ts): the latest props and plan. */
  cardInputs(): CardSetupInputs;
  retryCard(): void;
  /** Runs one attempt behind the guard: the button is busy until it ends (or the page leaves). */
  attempt(run: (keyFor: (signature: string) => string) => Promise<PayAttemptOutcome>): void;
  /** Back from a provider through the back/forward cache: the redirect did not happen after all. */
  restored(): void;
}

const newKey = () => crypto.randomUUID();

/** The Klarna category the session pays with: the first one offered, else Klarna's default. */
export function klarnaCategoryOf(props: Pick<PaymentStepProps, 'klarna'>): string {
  return props.klarna?.payment_method_categories?.[0]?.identifier ?? KLARNA_DEFAULT_CATEGORY;
}

/**
 * @example const session = createPaymentSession({ store, latest: () => ({ props, klarna }), cardContainer: () => div, stillHere: () => true }); session.attempt((keyFor) => session.flows.pay({ …, keyFor }))
 */
export function createPaymentSession(deps: PaymentSessionDeps): PaymentSession {
  const { store, latest } = deps;
  const props = () => latest().props;
  let guard = createPayAttemptGuard(newKey);
  const fail = (error: CardError) => store.dispatch({ type: 'failed', error });
  const missingAddress = (message: string) => {
    store.dispatch({ type: 'addressMissing', message });
    props().onMissingAddress(message);
  };
  const retryCard = () => store.dispatch({ type: 'card-retried' });

  const flows = createPayFlows({
    props,
    fail,
    awaitVerification: (verification) =>
      store.dispatch({ type: 'verification-awaited', verification }),
    announceProcessing: () => store.dispatch({ type: 'processing-placed' }),
    missingAddress,
    stillHere: deps.stillHere,
    card: () => ({ mounted: store.getState().card.mounted, reload: retryCard }),
    klarnaClient: () => latest().klarna.client(),
    withdrawKlarna: () => latest().klarna.withdraw(),
    klarnaCategory: () => klarnaCategoryOf(props()),
  });

  return {
    flows,
    retryCard,
    cardInputs() {
      const now = props();
      const { credit, amount } = paymentPlan(store.getState(), now);
      return {
        orderId: now.orderId,
        basePath: now.basePath,
        creditActive: credit.applied,
        amount,
        container: deps.cardContainer(),
        loadStripe: now.loadStripe,
        onRefused: (action) => {
          if (action?.kind === 'missing-billing-address') missingAddress(action.message);
          else if (action?.kind !== 'paid-by-store-credit')
            fail({ text: unknownStripeError(), displayMs: null });
        },
      };
    },
    attempt(run) {
      // The order is placed and waits for the bank: nothing may pay for it again.
      if (store.getState().verification) return;
      const started = guard.begin();
      if (!started) return;
      const ownGuard = guard;
      store.dispatch({ type: 'attemptStarted' });
      void run(started.keyFor).then((outcome) => {
        ownGuard.finish(started, outcome);
        // Paid: the browser is leaving; the button stays busy until it has.
        if (outcome !== 'paid') store.dispatch({ type: 'attemptEnded' });
      });
    },
    restored() {
      guard = createPayAttemptGuard(newKey);
      store.dispatch({ type: 'restored' });
    },
  };
}
