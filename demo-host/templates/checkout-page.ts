import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { checkoutKo } from '../../core/i18n/checkout.ko';
import { interpolate } from '../../core/i18n/translate';
import { markup, type SafeHtml } from '../lib/html';
import { formatMoney } from '../lib/money';
import type { OrderState } from '../shop/checkout/order-state';
import { HELP_PHONES } from '../shop/checkout/countries';
import { orderTotals, type OrderTotals } from '../shop/checkout/pricing';

// /cart/checkout: <rove-checkout> runs the stepped checkout from the page settings. Its fallback
// is laid out like the checkout it becomes (checkout.css): the steps, the one the widget opens
// first holding its place, and the order summary beside them (behind a bar on phones). So the
// page below does not move when the widget mounts. Without JavaScript the open step says that
// checkout needs it, and the summary still shows what is being bought (the specification's checkout has
// no server-only path). A failed no-JS 'Review order' post shows its errors above.

type StepName = 'account' | 'membership' | 'address' | 'protection' | 'payment';
type Texts = Readonly<Record<keyof (typeof checkoutTexts)['en'], string>>;

const STEP_TITLES: Readonly<Record<StepName, keyof Texts>> = {
  account: 'stepAccount',
  membership: 'stepMembership',
  address: 'stepAddress',
  protection: 'stepProtection',
  payment: 'stepPayment',
};

interface FallbackStep {
  name: StepName;
  status: 'completed' | 'current' | 'open';
  /** The completed step's summary line (its text may be unknown here: the line keeps its place). */
  summary?: string;
}

function errorBlock(messages: readonly string[]): SafeHtml | '' {
  if (messages.length === 0) return '';
  return markup`<div class="checkout-messages" role="alert">
    <p class="checkout-messages__count">${messages.length} error(s).</p>
    <ul>${messages.map((m) => markup`<li>${m}</li>`)}</ul>
  </div>`;
}

/**
 * The steps as <rove-checkout> first shows them (widgets/checkout/steps.logic.ts): protection
 * only in the US and Canada with a warranty pane; a signed-in shopper's account step done; the
 * membership step done by itself for a member or a membership-only / lock checkout.
 */
export function fallbackSteps(
  state: OrderState,
  m: Texts,
  signedInEmail: string | null = null,
): FallbackStep[] {
  const { order } = state;
  const protection = state.warrantyPane && (order.country === 'US' || order.country === 'CA');
  const names: StepName[] = ['account', 'membership', 'address'];
  if (protection) names.push('protection');
  names.push('payment');
  const signedIn = order.uid !== null;
  const autoMembership = state.activeMember || order.membershipMode !== 'optional';
  const current: StepName = !signedIn ? 'account' : autoMembership ? 'address' : 'membership';
  const currentAt = names.indexOf(current);
  return names.map((name, index) => {
    if (index > currentAt) return { name, status: 'open' };
    if (index === currentAt) return { name, status: 'current' };
    const summary =
      name === 'account'
        ? (order.panes.email ?? signedInEmail ?? '')
        : state.activeMember
          ? m.membershipActive
          : '';
    return { name, status: 'completed', summary };
  });
}

/**
 * The totals the checkout shows first: a membership-only or lock checkout prices the pre-selected
 * membership before its first paint (member prices and the fee), as joining would.
 */
export function fallbackTotals(state: OrderState): OrderTotals {
  const { order } = state;
  const preselected =
    !state.activeMember &&
    order.membershipMode !== 'optional' &&
    order.panes.membership === undefined &&
    !order.placedTotals;
  if (!preselected) return state.totals;
  return orderTotals(state.lines, {
    currency: state.totals.currency,
    activeMember: false,
    membership: 1,
    protectionTerm: state.warrantyPane ? (order.panes.protectionTerm ?? 0) : 0,
    shipping: state.totals.shipping,
    coupon: state.totals.coupon,
  });
}

function stepSection(
  step: FallbackStep,
  position: number,
  m: Texts,
  orderId: number,
  helpPhone: string,
): SafeHtml {
  const number = step.status === 'completed' ? '✓' : String(position);
  return markup`<section class="checkout-fallback__step checkout-fallback__step--${step.status}" data-step="${step.name}">
      <h2 class="checkout-fallback__step-title">
        <span class="checkout-fallback__step-number" aria-hidden="true">${number}</span>
        ${m[STEP_TITLES[step.name]]}
      </h2>
      ${step.status === 'completed' ? markup`<p class="checkout-fallback__summary-line">${step.summary}</p>` : ''}
      ${
        step.status === 'current'
          ? markup`<div class="checkout-fallback__step-body">
          <div class="checkout-fallback__no-script">
            <p class="checkout-fallback__note">
              <strong>Checkout needs JavaScript.</strong> Please turn JavaScript on in your browser to
              enter your details and pay, or call us on ${helpPhone} to order by phone
              (order #${orderId}).
            </p>
            <p><a class="button button--ghost" href="/cart">Back to cart</a></p>
          </div>
          <div class="checkout-fallback__failed">
            <p class="checkout-fallback__note">
              <strong>Checkout could not load.</strong> Please reload the page, or call us on
              ${helpPhone} to order by phone (order #${orderId}).
            </p>
            <p><a class="button button--ghost" href="/cart">Back to cart</a></p>
          </div>
        </div>`
          : ''
      }
    </section>`;
}

function row(label: string, value: string, modifier = ''): SafeHtml {
  return markup`<div class="checkout-fallback__total-row${modifier}"><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** The order summary in the checkout's own layout (widgets/checkout/OrderSummary.tsx). */
function summary(state: OrderState, totals: OrderTotals, m: Texts): SafeHtml {
  const money = (amount: number) => formatMoney(amount, totals.currency);
  const total = money(totals.total);
  const { coupon } = totals;
  return markup`<section class="checkout-fallback__order" aria-labelledby="checkout-summary-title">
      <h2 class="checkout-fallback__order-title" id="checkout-summary-title">${m.orderSummary}</h2>
      <p class="checkout-fallback__order-toggle" aria-hidden="true">${interpolate(m.showSummary, { total })}</p>
      <div class="checkout-fallback__order-body">
        <ul class="checkout-fallback__lines">
          ${state.lines.map((line) => {
            const unit =
              totals.memberPricing && line.memberPrice >= 0
                ? Math.min(line.memberPrice, line.price)
                : line.price;
            return markup`<li class="checkout-fallback__line" data-nid="${line.nid}" data-model="${line.model}">
              ${line.image ? markup`<img src="${line.image}" alt="" width="64" height="48" loading="lazy">` : ''}
              <span class="checkout-fallback__line-title">${line.title}<span class="checkout-fallback__line-qty">${interpolate(m.qty, { qty: line.qty })}</span></span>
              <span class="checkout-fallback__line-price">${money(unit * line.qty)}</span>
            </li>`;
          })}
        </ul>
        <dl class="checkout-fallback__totals">
          ${row(m.subtotal, money(totals.products))}
          ${totals.memberSavings > 0 ? row(m.memberSavings, money(totals.memberSavings)) : ''}
          ${totals.discount > 0 ? row(interpolate(m.couponRow, { code: coupon?.code ?? '' }), `-${money(totals.discount)}`, ' checkout-fallback__total-row--discount') : ''}
          ${totals.protection > 0 ? row(m.protectionTotal, money(totals.protection)) : ''}
          ${totals.memberFee > 0 ? row(m.membershipFee, money(totals.memberFee)) : ''}
          ${row(m.shipping, totals.shipping === null ? m.shippingAfterAddress : money(totals.shipping))}
          ${row(m.total, total, ' checkout-fallback__total-row--grand')}
        </dl>
        <div class="checkout-fallback__coupon" aria-hidden="true">
          ${
            coupon
              ? markup`<div class="checkout-fallback__coupon-applied">
            <span><strong>${coupon.code}</strong>${coupon.title ? markup`<span class="checkout-fallback__coupon-meta">${coupon.title}</span>` : ''}</span>
            <span class="checkout-fallback__coupon-remove">${m.couponRemove}</span>
          </div>`
              : markup`<span class="checkout-fallback__coupon-label">${m.couponCode}</span>
          <span class="checkout-fallback__coupon-row"><span class="checkout-fallback__coupon-input"></span><span class="checkout-fallback__coupon-apply">${m.couponApply}</span></span>`
          }
        </div>
      </div>
    </section>`;
}

/**
 * The checkout page's main: the messages, and <rove-checkout> around its fallback. The signed-in
 * shopper's email fills the completed account step's line, as the widget's does.
 */
export function checkoutPage(
  state: OrderState,
  messages: readonly string[] = [],
  signedInEmail: string | null = null,
): SafeHtml {
  const m: Texts =
    state.order.country === 'KR' ? { ...checkoutTexts.en, ...checkoutKo } : checkoutTexts.en;
  const orderId = state.order.orderId;
  return markup`<header class="page-head"><h1 class="page-head__title">Checkout</h1></header>
    ${errorBlock(messages)}
    <rove-checkout class="checkout" order-id="${orderId}">
      <div class="checkout-fallback">
        <div class="checkout-fallback__main">
          ${fallbackSteps(state, m, signedInEmail).map((step, index) =>
            stepSection(step, index + 1, m, orderId, HELP_PHONES[state.order.country]),
          )}
        </div>
        ${summary(state, fallbackTotals(state), m)}
      </div>
    </rove-checkout>`;
}
