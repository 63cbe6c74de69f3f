import { trustedScriptUrl } from '../../../core/trusted-types';

/** Stripe.js as @stripe/stripe-js 10 loads it (its release train). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/**
 * Adds Stripe.js's script tag when neither window.Stripe nor the tag is there yet: /pure would
 * add it with a plain string src, which a page enforcing Trusted Types refuses. /pure then
 * finds this tag (same URL) and waits for it. Any failure leaves /pure's own injection to try.
 * Loaded by stripe-loader only when needed, so pages that already have Stripe.js (and the
 * checkout page's size budget) do not carry it.
 *
 * @example addStripeScript(document)
 */
export function addStripeScript(doc: Document): void {
  if ('Stripe' in (doc.defaultView ?? {})) return;
  if (doc.querySelector('script[src^="https://js.stripe.com/"]')) return;
  try {
    const script = doc.createElement('script');
    script.src = trustedScriptUrl(STRIPE_JS_URL) as string;
    doc.head.append(script);
  } catch {
    // Refused or no head: /pure's own injection is the fallback.
  }
}
