import type { PaymentStepProps } from './props';
import { PaymentView } from './PaymentView';
import { usePayment } from './usePayment';
import { useAffirmPromo } from '../../shared/vendors/affirm/useAffirmPromo';
import { useAffirmTerms } from './useAffirmTerms';

export type { PaymentStepProps } from './props';

/**
 * The checkout's payment step (step 4 of `<rove-checkout>`): card through Stripe's Payment
 * Element, store credit, Affirm / paybright and Klarna, with one payment per press. See
 * {@link PaymentStepProps} for what the shell passes; styles are `payment.css`.
 *
 * @example <PaymentStep {...paymentProps} />
 */
export function PaymentStep(props: PaymentStepProps) {
  const payment = usePayment(props);
  // Affirm's own messaging for the order, once the shopper chooses Affirm (docs/vendors/affirm.md).
  const affirm = payment.method === 'affirm';
  const affirmCents = useAffirmPromo(affirm ? props.total : null);
  // Until Affirm's messaging shows (or where it never does), the terms of docs/spec/checkout.md
  // §9: 12 payments at the programme's rate, from 1000 up.
  const affirmTerms = useAffirmTerms(props.total, affirm && affirmCents == null);
  return (
    <PaymentView
      country={props.country}
      storeCredit={props.storeCredit}
      methods={payment.methods}
      method={payment.method}
      onChoose={payment.choose}
      creditOffered={payment.creditOffered}
      creditOn={payment.creditOn}
      onCreditChange={payment.setCreditOn}
      credit={payment.credit}
      cardPhase={payment.card.phase}
      cardContainer={payment.cardContainer}
      klarnaContainer={payment.klarnaContainer}
      klarnaHeight={payment.klarnaHeight}
      affirmCents={affirmCents}
      affirmTerms={affirmTerms}
      button={payment.button}
      error={payment.error?.text ?? null}
      notice={payment.notice}
      onPay={payment.pay}
      onRetryCard={payment.retryCard}
      processing={payment.processing}
      verification={payment.verification}
    />
  );
}
