import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { ProblemKind } from '../../../core/problem';
import type { ProviderError } from './stripe.logic';
import type {
  ElementsLike,
  LoadStripeLike,
  PaymentElementChange,
  PaymentElementLike,
  StripeLike,
} from './stripe-like';

// The only module that touches '@stripe/stripe-js'. It is imported dynamically when the
// payment step opens, so its code (and Stripe's own script, which /pure loads on the first
// loadStripe call rather than on import) never weighs on pages that do not pay. The calling
// conventions are Stripe's (docs/vendors/stripe.md).

type OnChange = (change: PaymentElementChange) => void;
type OnLoadError = (event: { readonly error?: ProviderError }) => void;

function adaptElement(element: StripePaymentElement): PaymentElementLike {
  return {
    mount: (container) => element.mount(container),
    on: (event: 'change' | 'loaderror', handler: OnChange | OnLoadError) => {
      if (event === 'loaderror') {
        element.on('loaderror', (payload) => (handler as OnLoadError)(payload));
        return;
      }
      element.on('change', (change) =>
        (handler as OnChange)({
          complete: change.complete,
          // Optional chaining: a change without a value must not throw in Stripe's handler.
          value: { type: change.value?.type },
        }),
      );
    },
    destroy: () => element.destroy(),
  };
}

function adaptStripe(stripe: Stripe): StripeLike {
  // confirmPayment needs the real Elements object behind the adapted one.
  const real = new WeakMap<ElementsLike, StripeElements>();
  return {
    elements({ clientSecret, appearance, locale }) {
      const elements = stripe.elements({ clientSecret, appearance, locale });
      const adapted: ElementsLike = {
        create: (_type, options) =>
          adaptElement(
            elements.create('payment', {
              layout: options.layout,
              paymentMethodOrder: [...options.paymentMethodOrder],
            }),
          ),
      };
      real.set(adapted, elements);
      return adapted;
    },
    async confirmPayment({ elements, confirmParams }) {
      const target = real.get(elements);
      if (!target) return { error: { message: '' } };
      const details = confirmParams.payment_method_data?.billing_details;
      return stripe.confirmPayment({
        elements: target,
        redirect: 'if_required',
        confirmParams: {
          return_url: confirmParams.return_url,
          ...(details
            ? {
                payment_method_data: {
                  billing_details: { ...details, address: { ...details.address } },
                },
              }
            : {}),
        },
      });
    },
    retrievePaymentIntent: (clientSecret) => stripe.retrievePaymentIntent(clientSecret),
  };
}

/**
 * What went wrong, from /pure's rejection: its script failed ('Failed to load Stripe.js': a 404,
 * the network, a refused tag), it ran without defining `Stripe` ('Stripe.js not available': it
 * threw), or `Stripe(publishableKey)` itself threw (the global is there).
 */
function loadFailure(error: unknown, stripeDefined: boolean): Error & { kind: ProblemKind } {
  const text = error instanceof Error ? error.message : '';
  const kind: ProblemKind = stripeDefined
    ? 'call-failed'
    : /not available/i.test(text)
      ? 'not-ready'
      : 'script-failed';
  return Object.assign(new Error(text || 'Stripe.js could not be loaded', { cause: error }), {
    kind,
  });
}

/**
 * Loads Stripe.js through '@stripe/stripe-js/pure' (which resolves an existing `window.Stripe`,
 * else injects Stripe's script once) and adapts it to the step's {@link StripeLike}. A failed
 * load rejects with what went wrong (stripe-ready.ts logs it once); /pure resets its cached
 * promise so that a later call retries.
 *
 * @example const stripe = await loadStripeLike(settings.stripe.publishableKey);
 */
export const loadStripeLike: LoadStripeLike = async (publishableKey) => {
  // A Trusted Types-safe Stripe.js tag, added only where the page has none (it checks).
  const placed = (await import('./stripe-script')).addStripeScript(document);
  try {
    const stripe = await loadStripe(publishableKey);
    return stripe ? adaptStripe(stripe) : null;
  } catch (error) {
    // A policy that blocked the tag is reported by then, and its line is the one (docs/csp.md).
    await placed;
    throw loadFailure(error, 'Stripe' in window);
  }
};
