import { logOnce, logVendorProblem } from '../../../core/log';
import type { Store } from '../../../core/store';
import { PAYMENT_ELEMENT_LAYOUT, PAYMENT_METHOD_ORDER, interpretStripeReply } from './stripe.logic';
import { pageLanguageTag } from '../../../core/i18n/language-tag';
import { getSettings } from '../../../core/settings/settings';
import { requestIntent } from './payment-api';
import type { PaymentEvent, PaymentState } from './payment.machine';
import { rgbColour } from './rgb-colour';
import { appearanceFrom } from './stripe-appearance';
import type { ElementsLike, LoadStripeLike, PaymentElementLike } from './stripe-like';
import { readyStripe } from './stripe-ready';

// The card's setup, as the payment machine's events (payment.machine.ts): load Stripe.js (lazily:
// the stripe chunk is imported only here), ask the server for the order's intent under the run's
// AbortSignal (core/request-runner.ts: aborted when the step goes), mount the element into a
// light-DOM div, and report its `change` events for the pay button. The card data stays inside
// Stripe's iframe (docs/spec/checkout.md §9).

/** What the setup reads when it resumes: the latest props and plan, and the container. */
export interface CardSetupInputs {
  readonly orderId: string;
  readonly basePath: string;
  readonly creditActive: boolean;
  readonly amount: number;
  readonly container: HTMLDivElement | null;
  readonly loadStripe?: LoadStripeLike;
  /** The intent reply was not a client secret: the caller shows why. */
  readonly onRefused: (reply: ReturnType<typeof interpretStripeReply> | null) => void;
}

/** A call into Stripe.js that threw or reported an error: logged once, naming Stripe. */
function stripeCallFailed(message: string): void {
  logVendorProblem({
    area: 'checkout',
    vendor: 'stripe',
    kind: 'call-failed',
    level: 'error',
    message,
  });
}

/**
 * One setup of the Payment Element; its end is an 'element-mounted' or 'element-failed' event.
 * Once started it runs to its end even if another method is chosen meanwhile (the element is
 * mounted hidden, ready for when the card is chosen again); only `signal` (the step left) stops it.
 *
 * @example store.dispatch({ type: 'card-setup-started' }); void runner.latest((signal) => setUpCard(store, signal, key, now));
 */
export async function setUpCard(
  store: Store<PaymentState, PaymentEvent>,
  signal: AbortSignal,
  publishableKey: string,
  now: () => CardSetupInputs,
): Promise<void> {
  const failed = (reply: ReturnType<typeof interpretStripeReply> | null = null) => {
    store.dispatch({ type: 'element-failed' });
    now().onRefused(reply);
  };
  const first = now();
  // Logged there, once: a 404, a script that threw, one that never became ready.
  const stripe = await readyStripe(first.loadStripe, publishableKey);
  if (signal.aborted) return;
  if (!stripe) return failed();
  const asked = now();
  const reply = await requestIntent(
    first.orderId,
    { creditActive: asked.creditActive, amount: asked.amount },
    { basePath: first.basePath, signal },
  );
  if (signal.aborted) return;
  const action = reply.ok ? interpretStripeReply(reply.data) : null;
  const container = now().container;
  if (!action || action.kind !== 'confirm' || !container) {
    if (!reply.ok) logOnce('error', 'checkout:intent', 'Erroneous request.', reply.error);
    return failed(action);
  }
  let elements: ElementsLike;
  let payment: PaymentElementLike;
  let broken = false;
  try {
    const { locale, country } = getSettings();
    elements = stripe.elements({
      clientSecret: action.clientSecret,
      appearance: appearanceFrom(getComputedStyle(container), rgbColour),
      locale: pageLanguageTag(locale, country),
    });
    payment = elements.create('payment', {
      layout: PAYMENT_ELEMENT_LAYOUT,
      paymentMethodOrder: PAYMENT_METHOD_ORDER,
    });
    payment.on('change', (change) =>
      store.dispatch({
        type: 'element-changed',
        complete: change.complete,
        method: change.value?.type ?? null,
      }),
    );
    // Stripe's own signal that the element cannot load (docs/vendors/stripe.md).
    payment.on('loaderror', () => {
      stripeCallFailed("Stripe's Payment Element could not load");
      broken = true;
      // Not (or no longer) the step's element: mounting handles it, or the step has gone.
      if (store.getState().card.element !== payment) return;
      payment.destroy();
      failed();
    });
    payment.mount(container);
  } catch {
    stripeCallFailed("Stripe's Payment Element could not be created");
    return failed();
  }
  if (broken) {
    payment.destroy();
    return failed();
  }
  store.dispatch({
    type: 'element-mounted',
    mounted: { stripe, elements, clientSecret: action.clientSecret },
    element: payment,
  });
}
