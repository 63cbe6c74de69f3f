import type { Database } from 'better-sqlite3';
import { memberPrice } from '../../../core/pricing';
import { cartLines, type CartLineProtection } from '../../db/cart';
import type { CategorySlug } from '../../fixtures/catalogue-types';
import type { Country } from '../../lib/markets';
import { MEMBERSHIP_SETTINGS } from '../page-settings';
import type { ProductStore } from '../product-store';
import { chargedOffers, type ProtectionOffer } from '../protection';

// The order's lines, priced from the visitor's cart for the order's country. The cart stays the
// one source of what is bought: an open order is re-priced from it on every request.

export interface PricedLine {
  nid: number;
  model: string;
  title: string;
  url: string;
  image: string;
  qty: number;
  /** Unit prices in the country's currency (whole units). */
  price: number;
  memberPrice: number;
  originalPrice: number;
  /** False when the model can no longer be bought in this country (sold out, hidden). */
  available: boolean;
  /** Protection plans for the line (US and CA furniture only); [] when none is offered. */
  protection: ProtectionOffer[];
  /** The plan bought with the line on the product page (per unit), if any: it stands, and the
   * checkout's protection pane does not apply to this line. */
  plan: CartLineProtection | null;
}

/** Protection is sold in the US and Canada (spec/checkout.md §2), for furniture and rugs. */
export const PROTECTION_COUNTRIES: readonly Country[] = ['US', 'CA'];
const PROTECTED_CATEGORIES: readonly CategorySlug[] = [
  'sofas',
  'sectionals',
  'chairs',
  'tables',
  'beds',
  'rugs',
];

export function pricedCartLines(
  db: Database,
  products: ProductStore,
  visitor: string,
  country: Country,
): PricedLine[] {
  return cartLines(db, visitor).flatMap((line) => {
    const product = products.byNid(line.nid);
    const stock = product?.stock[country][line.model];
    if (!product) return [];
    const price = stock?.p ?? 0;
    const protects =
      PROTECTION_COUNTRIES.includes(country) && PROTECTED_CATEGORIES.includes(product.category);
    return [
      {
        nid: product.nid,
        model: line.model,
        title: product.title,
        url: `/product/${product.slug}`,
        image: product.image,
        qty: line.qty,
        price,
        memberPrice: memberPrice(price, MEMBERSHIP_SETTINGS.memberDiscount),
        originalPrice: stock?.ori ?? price,
        available:
          stock !== undefined && stock.d === 0 && stock.h === 0 && product.hide[country] === 0,
        protection: protects && stock ? chargedOffers(product, country, line.model) : [],
        plan: line.protection ?? null,
      },
    ];
  });
}

/** Whether the checkout shows its protection (warranty) pane: a line without a plan has offers. */
export function hasWarrantyPane(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => line.plan === null && line.protection.length > 0);
}

/** The protection terms (months) offered on this order, for validating a posted term. */
export function protectionTerms(lines: readonly PricedLine[]): number[] {
  return [
    ...new Set(
      lines
        .filter((l) => l.plan === null)
        .flatMap((l) => l.protection.map((o) => o.duration_months)),
    ),
  ];
}
