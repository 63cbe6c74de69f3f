import { callJson, type HttpResult } from '../../core/http/json';
import { logDroppedItem } from '../shared/paging/dropped-item';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import {
  array,
  map,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  validItems,
  type Infer,
} from '../../core/schema';

// GET {next-page URL} (spec/shell.md §7): the category listing receives items and details. Every field
// a card shows is checked; a bad item is dropped (logged once), never shown half-broken.

const HEX = /^#[0-9a-f]{6}$/i;
// Only site paths ('/product/…'): a card's link never leaves the shop.
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

const swatch = object({ name: string(), hex: string(HEX) });

export const listingItemSchema = object({
  nid: number({ integer: true, min: 1 }),
  url: string(SITE_PATH),
  url_query: optional(string(/^(\?[^\s#]*)?$/), ''),
  title: string(),
  image_lrg: string(SITE_PATH),
  image_alt_lrg: optional(string(), ''),
  sale_price: number({ min: 0 }),
  default_price: number({ min: 0 }),
  // Per model: 0/1 as PHP sends it.
  sale: optional(record(oneOf([0, 1] as const)), {}),
  swatches: optional(
    map(array(swatch), (list) => list.slice(0, 6)),
    [],
  ),
});

export type ListingItem = Infer<typeof listingItemSchema>;

export const listingPageSchema = object({
  items: validItems(listingItemSchema, logDroppedItem('listing:item', 'listing item')),
  // The specification leaves details' content open; the demo host sends page, pages and total.
  details: optional(
    object({
      page: optional(number({ integer: true, min: 1 }), 1),
      pages: optional(number({ integer: true, min: 1 }), 1),
      total: optional(number({ integer: true, min: 0 }), 0),
    }),
    { page: 1, pages: 1, total: 0 },
  ),
});

export type ListingPage = Infer<typeof listingPageSchema>;

/**
 * Fetches one next page as JSON. Only same-origin URLs are followed (the URL comes from the
 * page's markup); failures come back as a result, never thrown.
 *
 * @example await fetchListingPage('/category/sofas/page/2', signal)
 */
export async function fetchListingPage(
  url: string,
  signal: AbortSignal,
): Promise<HttpResult<ListingPage>> {
  const target = resolveAllowedUrl(url, { origin: location.origin });
  if (!target || target.origin !== location.origin) {
    return { ok: false, error: { kind: 'invalid', message: `next-page URL refused: ${url}` } };
  }
  return callJson(`${target.pathname}${target.search}`, listingPageSchema, {
    basePath: '/',
    query: { format: 'json' },
    signal,
  });
}
