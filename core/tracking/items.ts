import type { Country } from '../country';
import { number, object, optional, string, union, type Issue, type Schema } from '../schema';

/**
 * A product as a widget knows it (spec/marketing.md §3 "tracked product item"): the retailer's ids,
 * the ids the ad networks' catalogues know it by, name, price, quantity, variant (the model),
 * the slash-separated category path and the page's nid/url/image. Only `id` and a name
 * (`name` or `title`) are required.
 */
export interface TrackedProduct {
  /** The product's id; the retailer sku unless `id_default` is given. */
  id: string | number;
  name: string;
  /** The specification's `title`: the name when `name` is absent. */
  title?: string;
  /** The retailer sku (spec/marketing.md §3), when it differs from `id`. */
  id_default?: string | number;
  /** The product's id in Google Merchant Center: Google Ads' dynamic remarketing id. */
  id_google?: string | number;
  /** Catalogue ids the specification names without saying more (kept on the data-layer item). */
  fsku?: string | number;
  gsku?: string | number;
  /** The product family (a catalogue's item group). */
  parent?: string | number;
  price?: number;
  quantity?: number;
  /** The chosen model. */
  variant?: string;
  /** 'Furniture/Sofas/Sectionals': split into item_category … item_category5. */
  category?: string;
  /** Defaults to the store's own brand. */
  brand?: string;
  nid?: number;
  /** The product page and its picture: a path on the site or an http(s) URL. */
  url?: string;
  image?: string;
}

const pass = <T>(value: T) => ({ ok: true as const, value });

/**
 * An optional field of a tracked product: absent stays absent; a malformed value is dropped
 * (and reported to `dropped`) while the product is kept, so one bad picture URL never loses
 * a sale's line.
 */
const field =
  <T>(schema: Schema<T>, dropped?: (issue: Issue) => void): Schema<T | undefined> =>
  (value, path) => {
    if (value === undefined) return pass(undefined);
    const result = schema(value, path);
    if (result.ok) return result;
    dropped?.(result.issue);
    return pass(undefined);
  };

const id = () => union(string(/\S/), number());
/** Data for the tag manager, never a link: a root-relative path or an http(s) URL. */
const link = () => string(/^(https?:\/\/[^\s/]|\/(?![/\\]))\S*$/);

/**
 * The tracked product as settings and server commands carry it. `dropped` hears each optional
 * field left out (the caller warns); a product without an id or a name is refused whole.
 *
 * @example check(trackedProductSchema(), { id: 'S-1', title: 'Sofa', url: 'javascript:x' }).value
 * // { id: 'S-1', name: 'Sofa', title: 'Sofa' } (url dropped)
 */
export function trackedProductSchema(dropped?: (issue: Issue) => void): Schema<TrackedProduct> {
  const shape = object({
    id: id(),
    // A required field (or title's stand-in): malformed, it refuses the product.
    name: optional<string | undefined>(string(), undefined),
    title: field(string(), dropped),
    id_default: field(id(), dropped),
    id_google: field(id(), dropped),
    fsku: field(id(), dropped),
    gsku: field(id(), dropped),
    parent: field(id(), dropped),
    price: field(number({ min: 0 }), dropped),
    quantity: field(number({ integer: true, min: 1 }), dropped),
    variant: field(string(), dropped),
    category: field(string(), dropped),
    brand: field(string(), dropped),
    nid: field(number({ integer: true }), dropped),
    url: field(link(), dropped),
    image: field(link(), dropped),
  });
  return (value, path) => {
    const result = shape(value, path);
    if (!result.ok) return result;
    const { name, title } = result.value;
    const named = string()(name ?? title, path ? `${path}.name` : 'name');
    return named.ok ? pass({ ...result.value, name: named.value }) : named;
  };
}

/** The catalogue fields a tracked item carries for the tag manager when the product has them. */
const CATALOGUE_FIELDS = ['id_google', 'fsku', 'gsku', 'parent', 'url', 'image'] as const;

/** A GA4 ecommerce item, plus `id` and `google_business_vertical` for the ad network. */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  item_category?: string;
  /** The first level again, under the name the store's other tracking contexts read. */
  item_category1?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  /** The whole category path, levels joined by '/' ('Furniture/Sofas'). */
  catpath?: string;
  price?: number;
  quantity: number;
  index?: number;
  item_list_name?: string;
  /** The ad network's product id: 'C-' + sku outside the US (spec/marketing.md §9). */
  id: string;
  google_business_vertical: 'retail';
  /** Google Merchant Center's id, when the product has one (Google Ads' remarketing id). */
  id_google?: string;
  fsku?: string;
  gsku?: string;
  parent?: string;
  url?: string;
  image?: string;
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
 * in item_category5 (GA4 has no sixth), joined by '/'. The store's other tracking contexts read
 * the whole path as `catpath` and the first level as `item_category1` too (docs/spec/marketing.md
 * §3): both ride along.
 *
 * @example splitCategory('Furniture/Sofas') // { item_category: 'Furniture', item_category1: 'Furniture', item_category2: 'Sofas', catpath: 'Furniture/Sofas' }
 */
export function splitCategory(path: string | undefined): Partial<TrackedItem> {
  const parts = (path ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  const out: Record<string, string> = {};
  parts.slice(0, 4).forEach((part, level) => (out[LEVELS[level]!] = part));
  if (parts.length > 4) out['item_category5'] = parts.slice(4).join('/');
  if (parts[0] !== undefined) {
    out['item_category1'] = parts[0];
    out['catpath'] = parts.join('/');
  }
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
 * The sku is `id_default` when given (the specification's retailer sku), else `id`; the catalogue
 * fields ride along as strings for the tag manager and the ad networks (pixel-calls.logic.ts).
 *
 * @example toItem({ id: 'S-1', name: 'Sofa', price: 999 }, { country: 'US', brand: 'Rove', excludedIds: [] })
 * // { item_id: 'S-1', item_name: 'Sofa', item_brand: 'Rove', price: 999, quantity: 1, id: 'S-1', … }
 */
export function toItem(
  product: TrackedProduct,
  context: ItemContext,
  index?: number,
): TrackedItem | undefined {
  const sku = String(product.id_default ?? product.id);
  if (context.excludedIds.includes(sku) || context.excludedIds.includes(String(product.id)))
    return undefined;
  const item: TrackedItem = {
    item_id: sku,
    item_name: product.name,
    item_brand: product.brand || context.brand,
    ...splitCategory(product.category),
    quantity: product.quantity ?? 1,
    id: adId(sku, context.country),
    google_business_vertical: 'retail',
  };
  if (product.variant) item.item_variant = product.variant;
  if (product.price !== undefined && Number.isFinite(product.price)) item.price = product.price;
  if (index !== undefined) item.index = index;
  for (const key of CATALOGUE_FIELDS)
    if (product[key] !== undefined) item[key] = String(product[key]);
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
