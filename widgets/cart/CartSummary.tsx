import { cartMessages } from '../../core/i18n/cart';
import { translator } from '../../core/i18n/translate';
import { formatMoney, type Currency } from '../../core/money';
import type { CartView } from './cart-api';

export interface CartSummaryProps {
  totals: CartView['totals'];
  coupon: CartView['coupon'];
  currency: Currency;
  locale: string;
  /** Quantities are changing: the figures are the server's last ones. */
  stale: boolean;
  processing: string;
  busy: boolean;
  onRemoveCoupon: () => void;
  onCheckout: () => void;
}

/** Totals from the server's last reply, the coupon, the processing estimate and Checkout. */
export function CartSummary({
  totals,
  coupon,
  currency,
  locale,
  stale,
  processing,
  busy,
  onRemoveCoupon,
  onCheckout,
}: CartSummaryProps) {
  const t = translator(cartMessages, locale);
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section className="rove-cart__summary" aria-labelledby="rove-cart-summary">
      <h2 id="rove-cart-summary" className="rove-cart__summary-title">
        {t('summary')}
      </h2>
      <dl className="rove-cart__totals" aria-busy={stale} data-stale={stale || undefined}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.memberSavings > 0 ? (
          <div>
            <dt>{t('memberSavings')}</dt>
            <dd>-{money(totals.memberSavings)}</dd>
          </div>
        ) : null}
        {totals.protection > 0 ? (
          <div>
            <dt>{t('protection')}</dt>
            <dd>{money(totals.protection)}</dd>
          </div>
        ) : null}
        {coupon ? (
          <div className="rove-cart__coupon">
            <dt>
              {t('coupon', { code: coupon.code })}
              <span className="rove-cart__meta">{coupon.title}</span>
            </dt>
            <dd>
              -{money(totals.discount)}
              <button type="button" className="rove-cart__link" onClick={onRemoveCoupon}>
                {t('removeCoupon')}
              </button>
            </dd>
          </div>
        ) : null}
        <div className="rove-cart__total">
          <dt>{t('total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <p className="rove-cart__processing">{t('processing', { time: processing })}</p>
      <button
        type="button"
        className="rove-cart__checkout"
        disabled={busy}
        aria-busy={busy}
        onClick={onCheckout}
      >
        {t('checkout')}
      </button>
    </section>
  );
}
