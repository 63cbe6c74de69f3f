import type { Country } from '../../../core/country';
import type { KlarnaSession } from './payment-api';
import type { PaymentMethod, StoreCredit } from './payment.logic';
import type { Referral } from '../referral';
import type { PaymentFormType } from './stripe.logic';
import type { LoadStripeLike } from './stripe-like';
import type { PaymentAttempts } from '../payment-running';

/**
 * Props of the checkout's payment step (step 4 of `<rove-checkout>`; spec/checkout.md §4, issue 5).
 * The shell renders it once the order validation succeeded and keeps it mounted while the
 * step is open; everything else (settings JSON, stepper) stays in the shell.
 *
 * @example
 * <PaymentStep orderId={settings.orderId} country="US" basePath="/" total={totals.total}
 *   methods={settings.paymentMethods} storeCredit={settings.storeCredit}
 *   klarna={settings.klarna} publishableKey={settings.stripe?.publishableKey ?? null}
 *   onMissingAddress={() => reopen(STEP.address)}
 *   onAttempts={checkout.attachPayment} onReviewOrder={submitReviewOrder} />
 */
export interface PaymentStepProps {
  /** `checkout.orderId`: every payment call is per order. */
  readonly orderId: string;
  /** The shop's country (currency of 'Amount to be charged', provider rules). */
  readonly country: Country;
  /** The settings' base path ('/'), as for every other call. */
  readonly basePath: string;
  /** `checkout.totals.total`, in whole units of the order's currency. */
  readonly total: number;
  /**
   * `checkout.paymentMethods`: only these are offered. 'stripe' = card (Payment Element),
   * 'credit' = the store credit toggle, 'affirm' | 'paybright' | 'klarna', 'other' = placed
   * through the review button (needs `onReviewOrder`). Unknown strings are ignored.
   */
  readonly methods: readonly string[];
  /** `checkout.storeCredit` (logged in with credit), else null. */
  readonly storeCredit: StoreCredit | null;
  /** `checkout.klarna` (the Klarna session), else null: Klarna is then not offered. */
  readonly klarna: KlarnaSession | null;
  /** `settings.stripe.publishableKey`; null hides the card method. */
  readonly publishableKey: string | null;
  /** Which completion endpoint to post to (default 'checkout'). */
  readonly formType?: PaymentFormType;
  /** The referral fields of the checkout, echoed in the completion payload. */
  readonly referral?: Referral;
  /** The method the shopper picked before (`checkout.saved.paymentMethod`). */
  readonly initialMethod?: PaymentMethod;
  /**
   * The server answered 'missingBillingAddress': the shell reopens the address step and may
   * show `message` there ('Please complete your shipping address before processing your
   * order.'); the step shows it too while it is mounted.
   */
  readonly onMissingAddress: (message: string) => void;
  /**
   * The step's store, handed over as the step mounts (null when it leaves): the shell reads its
   * `running` (a payment runs) so that its continue buttons do not reset meanwhile.
   */
  readonly onAttempts?: (store: PaymentAttempts | null) => void;
  /** The 'other' method: the shell posts 'Review order'. Without it, 'other' is not offered. */
  readonly onReviewOrder?: () => void;
  /** Test and story seam: replaces `loadStripe` from '@stripe/stripe-js/pure'. */
  readonly loadStripe?: LoadStripeLike;
  /** Test and story seam: replaces `location.assign`. */
  readonly navigate?: (url: string) => void;
}
