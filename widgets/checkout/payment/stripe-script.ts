import { requestScript } from '../../../core/vendor-script';

/** Stripe.js as @stripe/stripe-js 10 loads it (its release train). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/**
 * Adds Stripe.js's script tag when neither window.Stripe nor a tag of Stripe's is there yet:
 * /pure would add it with a plain string src, which a page enforcing Trusted Types refuses. /pure
 * then finds this tag (same URL) and waits for it. Through core/vendor-script, so a page policy
 * that blocks it is reported as that (docs/csp.md): the promise settles once it has been, and
 * the loader waits for it before telling its own failure. Any failure leaves /pure's own
 * injection to try. Loaded by stripe-loader only when needed, so pages that already have
 * Stripe.js (and the checkout page's size budget) do not carry it.
 *
 * @example await addStripeScript(document)
 */
export function addStripeScript(doc: Document): Promise<boolean> {
  if ('Stripe' in (doc.defaultView ?? {})) return Promise.resolve(true);
  if (doc.querySelector('script[src^="https://js.stripe.com/"]')) return Promise.resolve(true);
  return requestScript({ src: STRIPE_JS_URL, name: 'stripe' }, doc);
}
