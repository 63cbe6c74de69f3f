import type { Visitor } from '../context';
import { DEMO_PIXELS } from '../simulations/provider-scripts';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';
import { listingPrice } from './listing-price';

// The `tracking` settings key a CMS renders for core/tracking (seed 003 §3: tracked product
// items, cart, order, user): the page type, the visitor's account age and orders (customer
// type), and the page's products, cart lines, category list or placed order.

export type TrackedPageType = 'home' | 'category' | 'product' | 'cart' | 'checkout' | 'other';

/** A tracked product item (core/tracking/items.ts TrackedProduct). */
export interface TrackedProductSettings {
  id: string;
  nid: number;
  name: string;
  price?: number;
  quantity?: number;
  variant?: string;
  category?: string;
}

/** Ids kept out of purchase subtotals and ad items (seed 003 §9: two ids, not shown): the gift card and the membership. */
export const EXCLUDED_TRACKING_IDS = ['GIFTCARD', 'MEMBERSHIP'] as const;

/** The demo accounts' history, for the customer type (Existing: older than a day or > 1 order). */
const ACCOUNT_HISTORY: Readonly<Record<number, { created: number; orders: number }>> = {
  1: { created: Date.UTC(2025, 2, 1) / 1000, orders: 1 },
  2: { created: Date.UTC(2023, 4, 10) / 1000, orders: 4 },
};

export function trackingSettings(
  visitor: Visitor,
  pageType: TrackedPageType = 'other',
  entities: Record<string, unknown> = {},
): Record<string, unknown> {
  const user = visitor.user ? (ACCOUNT_HISTORY[visitor.user.uid] ?? null) : null;
  return { pageType, excludedIds: EXCLUDED_TRACKING_IDS, user, pixels: DEMO_PIXELS, ...entities };
}

/** A catalogue product as a tracked item (its listing price in the country). */
export function trackedProduct(
  product: CatalogueProduct,
  country: Country,
  categories: readonly Category[],
): TrackedProductSettings {
  const category = categories.find((candidate) => candidate.slug === product.category);
  return {
    id: product.sku,
    nid: product.nid,
    name: product.title,
    price: listingPrice(product, country).p,
    category: category ? `Shop/${category.title}` : 'Shop',
  };
}

/** Cart or order lines as tracked items (the product's sku as id, the model as variant). */
export function trackedLines(
  lines: readonly { nid: number; model: string; title: string; price: number; qty: number }[],
  skuOf: (nid: number) => string | undefined,
): TrackedProductSettings[] {
  return lines.map((line) => ({
    id: skuOf(line.nid) ?? line.model,
    nid: line.nid,
    name: line.title,
    price: line.price,
    quantity: line.qty,
    variant: line.model,
  }));
}
