import { useEffect } from 'react';
import type { StepIndex } from '../steps.logic';

// The shell's part of the way back from a redirect-based card method (docs/vendors/stripe.md
// "The way back"): Stripe.js sends the shopper to confirmPayment's return_url — the checkout —
// with its parameters. This is the checkout's first chunk, with little room: all it does is hand
// its step action to stripe-return.ts, which comes with the later steps' chunk (loaded right
// after the first render anyway), looks for the parameters, takes them off the address, settles
// the return and, unless the order is paid, opens the payment step.

/**
 * @example useStripeReturn(checkout.selectStep); // the checkout's own (stable) action
 */
export function useStripeReturn(selectStep: (step: StepIndex) => void): void {
  useEffect(() => {
    // A chunk that cannot load is the later steps' failure, reported there (use-later-steps.ts).
    import('./stripe-return').then(
      (module) => module.startStripeReturn(selectStep),
      () => {},
    );
  }, [selectStep]);
}
