import { useState } from 'react';
import { useCheckoutText } from './checkout-text';
import { interpolate } from '../../core/i18n/translate';
import { formatMoney } from '../../core/money';
import type { CheckoutLine, CheckoutTotals } from './checkout-config';
import { CouponPane, type CouponControls } from './CouponPane';
import { CHAT_LINK } from '../shared/chat-link';
import { usePageId } from '../shared/element/use-page-id';

export interface OrderSummaryProps {
  readonly lines: readonly CheckoutLine[];
  readonly totals: CheckoutTotals;
  /** The coupon pane's state; without it the summary has no pane (the review page). */
  readonly coupon?: CouponControls;
  /** A payment is in progress: the coupon cannot change. */
  readonly busy?: boolean;
  /** The page has a `<rove-chat>`: the summary links to it (spec/checkout.md §7's live chat link). */
  readonly chat?: boolean;
  /** What the shipping row says while the server has not priced shipping (shipping.logic.ts). */
  readonly shippingText?: string | null;
}

/**
 * The order summary. On phones (≤ 426 px, spec/checkout.md §2) it collapses behind a disclosure
 * button that shows the total; on wider screens the button is hidden and the body always
 * shows (CSS). Joining the membership re-prices it in place: the figures come from the hook.
 */
export function OrderSummary({
  lines,
  totals,
  coupon,
  busy = false,
  chat = false,
  shippingText = null,
}: OrderSummaryProps) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const [open, setOpen] = useState(false);
  const money = (amount: number) => formatMoney(amount, totals.currency);
  const total = money(totals.total);
  const row = (label: string, value: string, modifier = '') => (
    <div className={`rove-checkout__total-row${modifier}`} key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="rove-checkout__order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rove-checkout__order-title">
        {m.orderSummary}
      </h2>
      <button
        type="button"
        className="rove-checkout__order-toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((now) => !now)}
      >
        {interpolate(open ? m.hideSummary : m.showSummary, { total })}
      </button>
      <div
        id={`${id}-body`}
        className={`rove-checkout__order-body${open ? '' : ' rove-checkout__order-body--collapsed'}`}
      >
        <ul className="rove-checkout__lines">
          {lines.map((line) => {
            const unit =
              totals.memberPricing && line.memberPrice >= 0
                ? Math.min(line.memberPrice, line.price)
                : line.price;
            return (
              <li key={`${line.nid}-${line.model}`} className="rove-checkout__line">
                {line.image && (
                  <img src={line.image} alt="" width={64} height={48} loading="lazy" />
                )}
                <span className="rove-checkout__line-title">
                  {line.title}
                  <span className="rove-checkout__line-qty">
                    {interpolate(m.qty, { qty: line.qty })}
                  </span>
                </span>
                <span className="rove-checkout__line-price">{money(unit * line.qty)}</span>
              </li>
            );
          })}
        </ul>
        <dl className="rove-checkout__totals" aria-live="polite">
          {row(m.subtotal, money(totals.products))}
          {totals.memberSavings > 0 && row(m.memberSavings, money(totals.memberSavings))}
          {totals.discount > 0 &&
            row(
              interpolate(m.couponRow, { code: totals.coupon?.code ?? '' }),
              `-${money(totals.discount)}`,
              ' rove-checkout__total-row--discount',
            )}
          {totals.protection > 0 && row(m.protectionTotal, money(totals.protection))}
          {totals.memberFee > 0 && row(m.membershipFee, money(totals.memberFee))}
          {row(
            m.shipping,
            totals.shipping === null
              ? (shippingText ?? m.shippingAfterAddress)
              : money(totals.shipping),
          )}
          {row(m.total, total, ' rove-checkout__total-row--grand')}
        </dl>
        {coupon && (
          <CouponPane
            coupon={totals.coupon}
            currency={totals.currency}
            controls={coupon}
            disabled={busy}
          />
        )}
      </div>
      {chat && (
        // <rove-chat> opens its panel for any link to #rove-chat.
        <a className="rove-checkout__chat-link" href={CHAT_LINK}>
          {m.chatLink}
        </a>
      )}
    </section>
  );
}
