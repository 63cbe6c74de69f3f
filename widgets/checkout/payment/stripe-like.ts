import type { PageLanguageTag } from '../../../core/i18n/language-tag';
import type { ConfirmResult, ProviderBillingDetails, ProviderError } from './stripe.logic';
import type { StripeAppearance } from './stripe-appearance';

// The slice of Stripe.js the payment step uses, as plain interfaces. The view depends on
// these, not on '@stripe/stripe-js' itself: the real object is adapted in stripe-loader.ts
// (the lazily loaded chunk), and tests and stories inject a fake without any network.

/** The Payment Element's `change` event, as far as the pay button needs it. */
export interface PaymentElementChange {
  readonly complete: boolean;
  readonly value?: { readonly type?: string } | null;
}

/** A created Payment Element. */
export interface PaymentElementLike {
  mount(container: HTMLElement): void;
  on(event: 'change', handler: (change: PaymentElementChange) => void): void;
  /** The element could not load (docs/vendors/stripe.md "Payment Element"). */
  on(event: 'loaderror', handler: (event: { readonly error?: ProviderError }) => void): void;
  destroy(): void;
}

/** The options the step creates its element with (spec/checkout.md §9). */
export interface PaymentElementOptions {
  readonly layout: 'accordion';
  readonly paymentMethodOrder: readonly string[];
}

/** An Elements group bound to one intent's client secret. */
export interface ElementsLike {
  create(type: 'payment', options: PaymentElementOptions): PaymentElementLike;
}

/** confirmPayment's options: never a full-page redirect unless the method needs one. */
export interface ConfirmOptions {
  readonly elements: ElementsLike;
  readonly redirect: 'if_required';
  readonly confirmParams: {
    readonly return_url: string;
    readonly payment_method_data?: { readonly billing_details: ProviderBillingDetails };
  };
}

/** The Stripe instance. */
export interface StripeLike {
  elements(options: {
    readonly clientSecret: string;
    readonly appearance: StripeAppearance;
    /** The page's language, not the browser's (docs/vendors/stripe.md "Language"). */
    readonly locale: PageLanguageTag;
  }): ElementsLike;
  confirmPayment(options: ConfirmOptions): Promise<ConfirmResult>;
  /** The intent behind a client secret: `{paymentIntent}` or `{error}` (the return from a redirect). */
  retrievePaymentIntent(clientSecret: string): Promise<ConfirmResult>;
}

/**
 * Resolves the Stripe instance for a publishable key. Stripe.js that cannot load rejects (the
 * real loader's error carries a `kind`, see stripe-ready.ts); null means it never became ready.
 *
 * @example const stripe = await loadStripeLike('pk_test_…');
 */
export type LoadStripeLike = (publishableKey: string) => Promise<StripeLike | null>;
