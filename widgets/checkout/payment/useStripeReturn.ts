import { useEffect } from 'react';
import type { StepIndex } from '../steps.logic';

// The shell's part of the way back from a redirect-based card method (docs/vendors/stripe.md
// "The way back"): Stripe.js sends the shopper to confirmPayment's return_url — the checkout —
// with its parameters (payment_intent, payment_intent_client_secret, redirect_status; the
// pattern below matches all three). This is the checkout's first chunk, with little room: when
// the address carries one, it fetches stripe-return.ts, which takes them off the address,
// settles the return and, unless the order is paid, opens the payment step. Any other checkout
// loads none of that.
const STRIPE_RETURN = /[?&](payment_intent|redirect_status)/;

/**
 * @example useStripeReturn(checkout.selectStep); // the checkout's own (stable) action
 */
export function useStripeReturn(selectStep: (step: StepIndex) => void): void {
  useEffect(() => {
    if (!STRIPE_RETURN.test(location.search)) return;
    // A chunk that cannot load is the later steps' failure, reported there (useLaterSteps.ts).
    import('./stripe-return').then(
      (module) => module.startStripeReturn(selectStep),
      () => {},
    );
  }, [selectStep]);
}
