import { useCheckoutText } from './checkout-text';
import { isPaymentMethod } from './payment/payment.logic';
import { PaymentStep } from './payment/PaymentStep';
import type { KlarnaSession } from './payment/payment-api';
import type { CheckoutConfig } from './checkout-config';
import type { UseCheckout } from './useCheckout';
import { ReferralQuestion } from './ReferralQuestion';

export interface PaymentSlotProps {
  readonly config: CheckoutConfig;
  readonly checkout: UseCheckout;
  readonly basePath: string;
  readonly publishableKey: string | null;
  readonly klarna: KlarnaSession | null;
  readonly savedMethod: string | null;
}

/**
 * Step 4: the payment helper's PaymentStep (widgets/checkout/payment), fed from the shell's
 * state. Rendered only once the order validation has let the shopper in.
 */
export function PaymentSlot({
  config,
  checkout,
  basePath,
  publishableKey,
  klarna,
  savedMethod,
}: PaymentSlotProps) {
  const { m } = useCheckoutText();
  if (config.paymentMethods.length === 0) {
    return <p className="rove-checkout__note">{m.paymentPending}</p>;
  }
  return (
    <>
      <ReferralQuestion referral={checkout.referral} onChange={checkout.setReferral} />
      <PaymentStep
        orderId={String(config.orderId)}
        country={config.country}
        basePath={basePath}
        total={checkout.totals.total}
        methods={config.paymentMethods}
        storeCredit={checkout.storeCredit}
        klarna={klarna}
        publishableKey={publishableKey}
        {...(isPaymentMethod(savedMethod) ? { initialMethod: savedMethod } : {})}
        onMissingAddress={checkout.reopenAddress}
        onAttempts={checkout.attachPayment}
        onReviewOrder={checkout.reviewOrder}
        referral={checkout.referral}
      />
    </>
  );
}
