import type { Country } from '../country';
import { number, object, optional, string, union, type Schema } from '../schema';

/**
 * A product as a widget knows it (seed 003 §3 "tracked product item"): the retailer's ids,
 * name, price, quantity, variant (the model), the slash-separated category path and the
 * page's nid/url/image. Only `id` and `name` are required.
 */
export interface TrackedProduct {
  /** The retailer sku (the seed's id / id_default). */
  id: string | number;
  name: string;
  price?: number;
  quantity?: number;
  /** The chosen model. */
  variant?: string;
  /** 'Furniture/Sofas/Sectionals': split into item_category … item_category5. */
  category?: string;
  /** Defaults to the store's own brand. */
  brand?: string;
  nid?: number;
}

const maybe = <T>(schema: Schema<T>) => optional<T | undefined>(schema, undefined);

/** A tracked product as settings and server commands carry it. */
export const trackedProductSchema: Schema<TrackedProduct> = object({
  id: union(string(/\S/), number()),
  name: string(),
  price: maybe(number({ min: 0 })),
  quantity: maybe(number({ integer: true, min: 1 })),
  variant: maybe(string()),
  category: maybe(string()),
  brand: maybe(string()),
  nid: maybe(number({ integer: true })),
});

/** A GA4 ecommerce item, plus `id` and `google_business_vertical` for the ad network. */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  price?: number;
  quantity: number;
  index?: number;
  item_list_name?: string;
  /** The ad network's product id: 'C-' + sku outside the US (seed 003 §9). */
  id: string;
  google_business_vertical: 'retail';
}

/** What item mapping needs from the page: the country, the brand and the excluded ids. */
export interface ItemContext {
  country: Country;
  /** The store's own brand (tracking setting `brand`). */
  brand: string;
  /** The two ids kept out of purchase subtotals and ad items (tracking setting `excludedIds`). */
  excludedIds: readonly string[];
}

const LEVELS = ['item_category', 'item_category2', 'item_category3', 'item_category4'] as const;

/**
 * Splits a slash-separated category path into GA4's five levels; levels past the fifth stay
 * in item_category5 (GA4 has no sixth), joined by '/'.
 *
 * @example splitCategory('Furniture/Sofas') // { item_category: 'Furniture', item_category2: 'Sofas' }
 */
export function splitCategory(path: string | undefined): Partial<TrackedItem> {
  const parts = (path ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  const out: Record<string, string> = {};
  parts.slice(0, 4).forEach((part, level) => (out[LEVELS[level]!] = part));
  if (parts.length > 4) out['item_category5'] = parts.slice(4).join('/');
  return out;
}

/**
 * The ad network's product id: the sku, prefixed 'C-' when the country is not the US.
 *
 * @example adId('S-100', 'CA') // 'C-S-100'
 */
export function adId(id: string | number, country: Country): string {
  return country === 'US' ? String(id) : `C-${id}`;
}

/**
 * Maps a product to the tracked item; `undefined` for an excluded id (kept out of ad items).
 *
 * @example toItem({ id: 'S-1', name: 'Sofa', price: 999 }, { country: 'US', brand: 'Rove', excludedIds: [] })
 * // { item_id: 'S-1', item_name: 'Sofa', item_brand: 'Rove', price: 999, quantity: 1, id: 'S-1', … }
 */
export function toItem(
  product: TrackedProduct,
  context: ItemContext,
  index?: number,
): TrackedItem | undefined {
  const id = String(product.id);
  if (context.excludedIds.includes(id)) return undefined;
  const item: TrackedItem = {
    item_id: id,
    item_name: product.name,
    item_brand: product.brand || context.brand,
    ...splitCategory(product.category),
    quantity: product.quantity ?? 1,
    id: adId(id, context.country),
    google_business_vertical: 'retail',
  };
  if (product.variant) item.item_variant = product.variant;
  if (product.price !== undefined && Number.isFinite(product.price)) item.price = product.price;
  if (index !== undefined) item.index = index;
  return item;
}

/**
 * Maps a list, dropping excluded ids; `index` counts from 0 in the list as shown.
 *
 * @example toItems([sofa, fee], context).length // 1 when fee's id is excluded
 */
export function toItems(
  products: readonly TrackedProduct[],
  context: ItemContext,
  withIndex = false,
): TrackedItem[] {
  const items: TrackedItem[] = [];
  products.forEach((product, index) => {
    const item = toItem(product, context, withIndex ? index : undefined);
    if (item) items.push(item);
  });
  return items;
}

/**
 * The event value: Σ price × quantity, in cents-exact 2 decimals.
 *
 * @example itemsValue([{ price: 10.1, quantity: 3 }]) // 30.3
 */
export function itemsValue(items: readonly Pick<TrackedItem, 'price' | 'quantity'>[]): number {
  const cents = items.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100) * item.quantity,
    0,
  );
  return cents / 100;
}
