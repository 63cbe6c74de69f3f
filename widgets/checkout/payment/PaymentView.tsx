import { useEffect, useState, type Ref } from 'react';
import { logOnce } from '../../../core/log';
import { lazyModule } from '../../shared/element/lazy-module';
import type { BankVerification } from './stripe.logic';
import type { Country } from '../../../core/country';
import { formatMoney } from '../../../core/money';
import { currencyForCountry } from '../../../core/currency';
import type { AffirmTerms } from './affirm-terms';
import type {
  PaymentMethod,
  PayButtonState,
  StoreCredit,
  StoreCreditEffect,
} from './payment.logic';
import { useCheckoutText, type CheckoutTextKey } from '../checkout-text';
import type { CardElementState } from './payment.machine';
import { usePageId } from '../../shared/element/use-page-id';

const METHOD_LABEL: Readonly<Record<PaymentMethod, CheckoutTextKey>> = {
  stripe: 'methodCard',
  credit: 'methodCard',
  affirm: 'methodAffirm',
  paybright: 'methodPaybright',
  klarna: 'methodKlarna',
  other: 'methodOther',
};

/** What the payment view shows; {@link PaymentStep} computes it, stories pass it directly. */
export interface PaymentViewProps {
  readonly country: Country;
  readonly storeCredit: StoreCredit | null;
  readonly methods: readonly PaymentMethod[];
  readonly method: PaymentMethod | null;
  readonly onChoose: (method: PaymentMethod) => void;
  readonly creditOffered: boolean;
  readonly creditOn: boolean;
  readonly onCreditChange: (on: boolean) => void;
  readonly credit: Pick<StoreCreditEffect, 'showPaymentSection' | 'message'>;
  readonly cardPhase: CardElementState['phase'];
  /** Where Stripe mounts its Payment Element (its iframe owns the card data). */
  readonly cardContainer: Ref<HTMLDivElement>;
  readonly klarnaContainer: Ref<HTMLDivElement>;
  /**
   * Klarna's widget height in px (spec/checkout.md §9), the least its box keeps: Klarna's frame sizes
   * itself and may be taller, and then the box grows rather than let it cover what follows.
   */
  readonly klarnaHeight: number;
  /** The order total in cents for Affirm's own messaging under its method, or null. */
  readonly affirmCents?: number | null;
  /** The order's Affirm terms while Affirm's own messaging is not shown, or null. */
  readonly affirmTerms?: AffirmTerms | null;
  readonly button: PayButtonState;
  /** The card-error text (the provider's message, or the unknown-error text). */
  readonly error: string | null;
  /** 'Please complete your shipping address before processing your order.' */
  readonly notice: string | null;
  readonly onPay: () => void;
  readonly onRetryCard: () => void;
  /**
   * The order is placed and waits for its bank account's verification: Stripe's page to verify
   * it on (null: the shopper has Stripe's email) and when the deposit should arrive.
   */
  readonly verification?: BankVerification | null;
  /** The order is placed and its bank payment is processing (the browser is leaving). */
  readonly processing?: boolean;
}

/**
 * The payment step's markup: store credit, the methods, Stripe's element container, the
 * card-error live region and the pay button. No state of its own.
 *
 * @example <PaymentView {...state} onPay={pay} />
 */
export function PaymentView(props: PaymentViewProps) {
  const { t } = useCheckoutText();
  const id = usePageId();
  const { method, credit, storeCredit } = props;
  const currency = currencyForCountry(props.country);
  const redirectProvider =
    method === 'affirm' || method === 'paybright' || method === 'klarna'
      ? t(METHOD_LABEL[method])
      : null;
  if (props.verification) return <LazyBankVerification {...props.verification} />;
  return (
    // The shell's step heading names the step; the section is labelled for landmarks only.
    <section className="rove-payment" aria-label={t('paymentMethod')}>
      {props.creditOffered && storeCredit ? (
        <label className="rove-payment__credit">
          <input
            type="checkbox"
            checked={props.creditOn}
            onChange={(event) => props.onCreditChange(event.currentTarget.checked)}
          />
          {t('useStoreCredit', {
            amount: formatMoney(storeCredit.credits, currency),
            expiry: storeCredit.expiry,
          })}
        </label>
      ) : null}
      {credit.message ? <p className="rove-payment__charge">{credit.message}</p> : null}
      {credit.showPaymentSection ? null : (
        <p className="rove-payment__covered">{t('storeCreditCovers')}</p>
      )}
      <div className="rove-payment__section" hidden={!credit.showPaymentSection}>
        {props.methods.length > 1 ? (
          <fieldset className="rove-payment__methods">
            <legend className="rove-payment__legend">{t('paymentMethod')}</legend>
            {props.methods.map((option) => (
              <label className="rove-payment__method" key={option}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={option}
                  checked={option === method}
                  onChange={() => props.onChoose(option)}
                />
                {t(METHOD_LABEL[option])}
              </label>
            ))}
          </fieldset>
        ) : null}
        {method === 'stripe' && props.cardPhase === 'loading' ? (
          <p className="rove-payment__loading" role="status">
            {t('loadingPaymentForm')}
          </p>
        ) : null}
        <div
          className="rove-payment__card"
          ref={props.cardContainer}
          hidden={method !== 'stripe'}
        />
        {method === 'stripe' && props.cardPhase === 'failed' ? (
          <button type="button" className="rove-payment__retry" onClick={props.onRetryCard}>
            {t('tryAgain')}
          </button>
        ) : null}
        {method === 'klarna' ? (
          // The style prop sets element.style (CSSOM) under React and preact alike, which a
          // strict CSP allows; no style attribute is written into markup.
          <div
            className="rove-payment__klarna"
            ref={props.klarnaContainer}
            style={{ minHeight: `${props.klarnaHeight}px` }}
          />
        ) : null}
        {redirectProvider ? (
          <p className="rove-payment__redirect">
            {t('redirectNotice', { provider: redirectProvider })}
          </p>
        ) : null}
        {props.affirmTerms ? (
          <p className="rove-payment__affirm">
            {t('affirmEstimate', {
              ...props.affirmTerms,
              monthly: formatMoney(props.affirmTerms.monthly, currency),
            })}
          </p>
        ) : null}
        {method === 'affirm' && props.affirmCents != null ? (
          // Affirm's script renders into this element (its documented markup).
          <p
            className="affirm-as-low-as rove-payment__affirm"
            data-page-type="payment"
            data-amount={props.affirmCents}
            data-affirm-color="black"
          />
        ) : null}
      </div>
      {props.notice ? (
        <p className="rove-payment__notice" role="alert">
          {props.notice}
        </p>
      ) : null}
      <div className="rove-payment__card-error" role="alert">
        {props.error}
      </div>
      <p className="rove-payment__processing" role="status">
        {props.processing ? t('paymentProcessing') : null}
      </p>
      <button
        type="button"
        className="rove-payment__pay"
        disabled={props.button.disabled}
        onClick={props.onPay}
      >
        {props.button.label ?? t('placeOrder')}
      </button>
    </section>
  );
}

const verificationChunk = lazyModule(() => import('./BankVerification'));

/**
 * The placed order's verification notice, fetched when first shown (a rare page: no checkout
 * carries it until then). Meanwhile, and if it cannot arrive, the step says so in a live region;
 * the order is placed either way, and Stripe's email carries the link.
 */
function LazyBankVerification(props: BankVerification) {
  const { t } = useCheckoutText();
  const [chunk, setChunk] = useState(verificationChunk.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (chunk) return;
    let current = true;
    verificationChunk.load().then(
      (module) => current && setChunk(module),
      (error: unknown) => {
        logOnce(
          'error',
          'checkout:verification-chunk',
          'could not load the bank verification notice',
          error,
        );
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [chunk]);
  if (chunk) return <chunk.BankVerificationView {...props} />;
  return (
    <p className="rove-payment rove-payment__loading" role="status">
      {failed ? t('stepLoadFailed') : t('stepLoading')}
    </p>
  );
}
