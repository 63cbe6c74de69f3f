import { countryFilter } from '../../core/search/country-filter';
import type { SearchRequest } from '../../core/api/search';
import type { Country } from '../../core/country';

/** A host's product as the CMS sends it (spec/product.md §3): an object, or the string 'name - option'. */
export type RawHostProduct = { name: string; image?: string; option?: string } | string;

/** The one shape the views use. */
export interface HostProduct {
  name: string;
  option: string;
  /** Only the object form carries one. */
  image?: string;
}

const SEPARATOR = ' - ';

/**
 * Normalises one product. A string is split at its last ' - ' (product names such as
 * 'Sven - Charme Sofa' may hold the separator; option names do not); without one the whole
 * string is the name. Empty names give undefined (nothing to search for or show).
 *
 * @example normaliseHostProduct('Sven Sofa - Charme Tan') // { name: 'Sven Sofa', option: 'Charme Tan' }
 * @example normaliseHostProduct({ name: 'Oak Table', image: '/t.svg', option: 'Walnut' }) // { name: 'Oak Table', option: 'Walnut', image: '/t.svg' }
 */
export function normaliseHostProduct(raw: RawHostProduct): HostProduct | undefined {
  if (typeof raw === 'string') {
    const at = raw.lastIndexOf(SEPARATOR);
    const name = (at < 0 ? raw : raw.slice(0, at)).trim();
    const option = at < 0 ? '' : raw.slice(at + SEPARATOR.length).trim();
    return name ? { name, option } : undefined;
  }
  const name = raw.name.trim();
  if (!name) return undefined;
  const product: HostProduct = { name, option: (raw.option ?? '').trim() };
  if (raw.image) product.image = raw.image;
  return product;
}

/** Every usable product of a host, in the CMS's order. */
export function normaliseHostProducts(raw: readonly RawHostProduct[]): HostProduct[] {
  return raw.flatMap((item) => normaliseHostProduct(item) ?? []);
}

/**
 * The search queries for a host's product cards (spec/product.md §7: '1 hit, country filter'): one
 * query per product, sent together as one multi-query.
 *
 * @example productCardQueries([{ name: 'Sven Sofa', option: '' }], 'US')[0] // { index: 'products', query: 'Sven Sofa', hitsPerPage: 1, numericFilters: ['usa_hide=0'] }
 */
export function productCardQueries(
  products: readonly HostProduct[],
  country: Country,
): SearchRequest[] {
  return products.map((product) => ({
    index: 'products',
    query: product.name,
    hitsPerPage: 1,
    numericFilters: [countryFilter(country)],
  }));
}
