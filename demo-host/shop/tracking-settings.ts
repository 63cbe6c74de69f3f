import type { Visitor } from '../context';
import { DEMO_PIXELS } from '../simulations/provider-scripts';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';
import { defaultModel, listingPrice } from './listing-price';

// The `tracking` settings key a CMS renders for core/tracking (spec/marketing.md §3: tracked product
// items, cart, order): the page type and the page's products, cart lines, category list or
// placed order. The logged-in visitor's account age and orders are not printed: tracking asks
// GET /ajax/rove_customer for them once a session, as a host without them would.

export type TrackedPageType = 'home' | 'category' | 'product' | 'cart' | 'checkout' | 'other';

/** A tracked product item (core/tracking/items.ts TrackedProduct, spec/marketing.md §3). */
export interface TrackedProductSettings {
  id: string;
  nid: number;
  name: string;
  price?: number;
  quantity?: number;
  variant?: string;
  category?: string;
  /** The retailer sku. */
  id_default?: string;
  /** Google Merchant Center's id: the default model, as the search records' google_tag_id. */
  id_google?: string;
  /** The demo's Meta / Google catalogue skus and product family (docs/vendors/). */
  fsku?: string;
  gsku?: string;
  parent?: string;
  url?: string;
  image?: string;
}

/** Ids kept out of purchase subtotals and ad items (spec/marketing.md §9: two ids, not shown): the gift card and the membership. */
export const EXCLUDED_TRACKING_IDS = ['GIFTCARD', 'MEMBERSHIP'] as const;

export function trackingSettings(
  visitor: Visitor,
  pageType: TrackedPageType = 'other',
  entities: Record<string, unknown> = {},
): Record<string, unknown> {
  return { pageType, excludedIds: EXCLUDED_TRACKING_IDS, pixels: DEMO_PIXELS, ...entities };
}

/** A catalogue product as a tracked item (its listing price in the country). */
export function trackedProduct(
  product: CatalogueProduct,
  country: Country,
  categories: readonly Category[],
): TrackedProductSettings {
  const category = categories.find((candidate) => candidate.slug === product.category);
  const googleId = defaultModel(product, 'US').model;
  return {
    id: product.sku,
    id_default: product.sku,
    id_google: googleId,
    fsku: product.sku,
    gsku: googleId,
    parent: product.sku,
    nid: product.nid,
    name: product.title,
    price: listingPrice(product, country).p,
    category: category ? `Shop/${category.title}` : 'Shop',
    url: `/product/${product.slug}`,
    image: `/images/product/${product.nid}.svg`,
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
