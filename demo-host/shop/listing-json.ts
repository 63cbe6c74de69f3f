import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { listingPrice } from './listing-price';

// The category listing's filters and its JSON pages (spec/shell.md §2 'Category listing', §3
// 'Category listing card', §7 'GET next-page URL': the category listing receives items and
// details). The HTML pages and the JSON variant read the same filters, so infinite scroll
// appends exactly what the server's pagination links would show.

export const LISTING_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingFilters {
  sort: ListingSort;
  /** Colour facet names (spec/shell.md §9 swatch list), as the catalogue spells them. */
  colors: string[];
}

/** Reads ?sort= and ?color= (repeatable); anything unknown is ignored, never an error. */
export function readListingFilters(
  sort: string | undefined,
  colors: readonly string[],
  known: readonly string[],
): ListingFilters {
  const wanted = new Set(colors);
  return {
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ListingSort)
      : 'featured',
    // Kept in the known order, so the same choice always gives the same URL.
    colors: known.filter((color) => wanted.has(color)),
  };
}

/** The query string the pagination links carry ('' with no filter: the plain URLs). */
export function listingQuery(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  for (const color of filters.colors) params.append('color', color);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every colour the category's products come in, sorted: the filter form's checkboxes. */
export function listingColors(products: readonly CatalogueProduct[]): string[] {
  return [...new Set(products.flatMap((p) => p.colors))].sort();
}

export function applyListingFilters(
  products: readonly CatalogueProduct[],
  filters: ListingFilters,
  shop: Shop,
): CatalogueProduct[] {
  const chosen =
    filters.colors.length === 0
      ? [...products]
      : products.filter((p) => p.colors.some((c) => filters.colors.includes(c)));
  if (filters.sort === 'featured') return chosen;
  const price = (p: CatalogueProduct) => listingPrice(p, shop.country).p;
  const direction = filters.sort === 'price-asc' ? 1 : -1;
  // Stable: equal prices keep the featured (nid) order.
  return chosen.sort((a, b) => direction * (price(a) - price(b)));
}

export interface ListingSwatch {
  name: string;
  hex: string;
}

/** A card of the listing's JSON pages: spec/shell.md §3's fields plus the swatch previews. */
export interface ListingItem {
  nid: number;
  url: string;
  /** A query the card's link adds to url; the demo's product pages need none (''). */
  url_query: string;
  title: string;
  image_lrg: string;
  image_alt_lrg: string;
  sale_price: number;
  default_price: number;
  /** Per model in the shop's country: 1 when the model is on sale (price under its MSRP). */
  sale: Record<string, 0 | 1>;
  /** Colour options the product comes in (up to 6), for the card's swatch previews. */
  swatches: ListingSwatch[];
}

export const MAX_CARD_SWATCHES = 6;

/** The colour-bearing options of a product, one per colour name, for card previews. */
export function cardSwatches(product: CatalogueProduct): ListingSwatch[] {
  const seen = new Set<string>();
  const swatches: ListingSwatch[] = [];
  for (const option of product.options) {
    if (!option.color || seen.has(option.name)) continue;
    seen.add(option.name);
    swatches.push({ name: option.name, hex: option.hex });
  }
  return swatches.slice(0, MAX_CARD_SWATCHES);
}

export function listingItem(product: CatalogueProduct, shop: Shop): ListingItem {
  const price = listingPrice(product, shop.country);
  const sale: Record<string, 0 | 1> = {};
  for (const [name, stock] of Object.entries(product.stock[shop.country])) {
    sale[name] = stock.ori > stock.p ? 1 : 0;
  }
  return {
    nid: product.nid,
    url: `/product/${product.slug}`,
    url_query: '',
    title: product.title,
    image_lrg: product.image,
    image_alt_lrg: '',
    sale_price: price.p,
    default_price: price.ori,
    sale,
    swatches: cardSwatches(product),
  };
}

export interface ListingPageJson {
  items: ListingItem[];
  details: { page: number; pages: number; total: number };
}
