import type { ConfirmResult } from './stripe.logic';
import type {
  ConfirmOptions,
  PaymentElementChange,
  PaymentElementOptions,
  StripeLike,
} from './stripe-like';

// A Stripe stand-in for component tests and stories (never shipped: only tests and stories
// import it). It records what the step asks of Stripe and lets the test play the shopper:
// `change()` is what the Payment Element reports while the card is typed, `confirmWith` what
// confirmPayment answers.

/** The fake and its controls. */
export interface FakeStripe {
  readonly stripe: StripeLike;
  /** Client secrets `elements()` was called with. */
  readonly secrets: string[];
  /** The `locale` each `elements()` call asked for. */
  readonly locales: string[];
  /** Options each element was created with. */
  readonly created: PaymentElementOptions[];
  /** Every confirmPayment call. */
  readonly confirms: ConfirmOptions[];
  /** Containers the element was mounted into. */
  readonly mountedInto: HTMLElement[];
  /** Plays the element's `change` event. */
  change(complete: boolean, type?: string): void;
  /** Plays the element's `loaderror` event. */
  loadError(error?: { type?: string; message?: string }): void;
  /** What the next confirmPayment calls answer. */
  confirmWith: (options: ConfirmOptions) => Promise<ConfirmResult>;
  /** Client secrets retrievePaymentIntent was called with. */
  readonly retrieved: string[];
  /** What retrievePaymentIntent answers. */
  retrieveWith: (clientSecret: string) => Promise<ConfirmResult>;
}

/**
 * @example const fake = createFakeStripe(); render(<PaymentStep loadStripe={async () => fake.stripe} … />); fake.change(true);
 */
export function createFakeStripe(): FakeStripe {
  type OnChange = (change: PaymentElementChange) => void;
  type OnLoadError = (event: { error?: { type?: string; message?: string } }) => void;
  const handlers: OnChange[] = [];
  const loadErrors: OnLoadError[] = [];
  const fake: FakeStripe = {
    secrets: [],
    locales: [],
    created: [],
    confirms: [],
    mountedInto: [],
    retrieved: [],
    change(complete, type = 'card') {
      for (const handler of handlers) handler({ complete, value: { type } });
    },
    loadError(error = { type: 'invalid_request_error' }) {
      for (const handler of loadErrors) handler({ error });
    },
    confirmWith: async () => ({
      paymentIntent: { id: 'pi_fake', status: 'succeeded', payment_method: 'pm_fake' },
    }),
    retrieveWith: async () => ({
      paymentIntent: {
        id: 'pi_fake',
        status: 'succeeded',
        amount: 129900,
        currency: 'usd',
        payment_method: 'pm_fake',
      },
    }),
    stripe: {
      elements({ clientSecret, locale }) {
        fake.secrets.push(clientSecret);
        fake.locales.push(locale);
        return {
          create(_type, options) {
            fake.created.push(options);
            return {
              mount(container) {
                fake.mountedInto.push(container);
                // Stands where Stripe's iframe goes; it holds no input of ours.
                const frame = document.createElement('div');
                frame.className = 'fake-stripe-frame';
                frame.textContent = 'Card number · Expiration date · Security code (fake Stripe)';
                container.append(frame);
              },
              on(event: 'change' | 'loaderror', handler: OnChange | OnLoadError) {
                if (event === 'loaderror') loadErrors.push(handler as OnLoadError);
                else handlers.push(handler as OnChange);
              },
              destroy() {
                handlers.length = 0;
                loadErrors.length = 0;
              },
            };
          },
        };
      },
      confirmPayment(options) {
        fake.confirms.push(options);
        return fake.confirmWith(options);
      },
      retrievePaymentIntent(clientSecret) {
        fake.retrieved.push(clientSecret);
        return fake.retrieveWith(clientSecret);
      },
    },
  };
  return fake;
}
