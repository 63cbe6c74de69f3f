import type { Database } from 'better-sqlite3';
import { memberPrice } from '../../core/pricing';
import type { Visitor } from '../context';
import { cartState, storedCartLines, type CartLineProtection } from '../db/cart';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Country, Currency } from '../lib/markets';
import { MEMBERSHIP_SETTINGS } from './page-settings';
import type { ProductStore } from './product-store';

// The cart page's data: what the server renders in /cart's fallback, what settings.cartPage
// carries for <rove-cart>, and what every cart endpoint answers, so the widget replaces its
// state with one shape. Money in whole units of the shop's currency.

/** Coupons the demo knows (a real store has a promotions engine; the specification shows removal only). */
export const DEMO_COUPONS: Readonly<Record<string, { title: string; rate: number }>> = {
  ROVE10: { title: '10% off your order', rate: 0.1 },
};

/** spec/checkout.md §9: a compare-at price missing from the catalogue is the price × 1.4. */
export const COMPARE_AT_FALLBACK = 1.4;

export interface CartViewLine {
  nid: number;
  model: string;
  title: string;
  url: string;
  image: string;
  /** 'Fabric: Pebble Grey Velvet · Legs: Walnut' from the model's options. */
  options: string;
  /** Unit prices. */
  price: number;
  memberPrice: number;
  compareAt: number;
  qty: number;
  protection: CartLineProtection | null;
  custom: boolean;
  /** False when the model can no longer be bought here (sold out, hidden). */
  available: boolean;
}

export interface CartViewTotals {
  /** The lines at regular prices. */
  subtotal: number;
  /** Member prices apply (an active member). */
  memberPricing: boolean;
  memberSavings: number;
  /** Protection plans bought with the lines. */
  protection: number;
  /** The coupon's discount (positive), 0 without one. */
  discount: number;
  total: number;
}

export interface CartView {
  /** Units in the cart (the header count). */
  count: number;
  country: Country;
  currency: Currency;
  lines: CartViewLine[];
  totals: CartViewTotals;
  coupon: { code: string; title: string } | null;
  customTermsAgreed: boolean;
}

function optionSummary(product: CatalogueProduct, model: string, currency: Currency): string {
  const oids = product.models.product_models[model] ?? [];
  const details = product.models.oid_details[currency];
  return oids
    .map((oid) => details[String(oid)])
    .filter((detail) => detail !== undefined)
    .map((detail) => `${detail.label}: ${detail.name}`)
    .join(' · ');
}

export function buildCartView(
  db: Database,
  products: ProductStore,
  visitor: Visitor,
  shop: { country: Country; currency: Currency },
): CartView {
  const { country, currency } = shop;
  const lines = storedCartLines(db, visitor.loveKey).flatMap((line): CartViewLine[] => {
    const product = products.byNid(line.nid);
    if (!product) return [];
    const stock = product.stock[country][line.model];
    const price = stock?.p ?? 0;
    return [
      {
        nid: product.nid,
        model: line.model,
        title: product.title,
        url: `/product/${product.slug}`,
        image: product.image,
        options: optionSummary(product, line.model, currency),
        price,
        memberPrice: memberPrice(price, MEMBERSHIP_SETTINGS.memberDiscount),
        compareAt: stock && stock.ori > price ? stock.ori : Math.round(price * COMPARE_AT_FALLBACK),
        qty: line.qty,
        protection: line.protection,
        custom: line.custom,
        available:
          stock !== undefined && stock.d === 0 && stock.h === 0 && product.hide[country] === 0,
      },
    ];
  });
  const state = cartState(db, visitor.loveKey);
  const coupon = state.coupon ? DEMO_COUPONS[state.coupon] : undefined;
  const memberPricing = visitor.role === 'member';
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const goods = memberPricing ? lines.reduce((sum, l) => sum + l.memberPrice * l.qty, 0) : subtotal;
  const protection = lines.reduce((sum, l) => sum + (l.protection?.cost ?? 0) * l.qty, 0);
  const discount = coupon && lines.length > 0 ? Math.round(goods * coupon.rate) : 0;
  return {
    count: lines.reduce((sum, l) => sum + l.qty, 0),
    country,
    currency,
    lines,
    totals: {
      subtotal,
      memberPricing,
      memberSavings: subtotal - goods,
      protection,
      discount,
      total: goods + protection - discount,
    },
    coupon: coupon && state.coupon ? { code: state.coupon, title: coupon.title } : null,
    customTermsAgreed: state.termsAgreed !== null,
  };
}
