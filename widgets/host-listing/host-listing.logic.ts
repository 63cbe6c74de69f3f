import { logOnce } from '../../core/log';
import { hitImageUrl } from '../../core/search/hit-display';
import {
  describeIssue,
  number,
  object,
  optional,
  string,
  union,
  validItems,
  type Infer,
  type Schema,
} from '../../core/schema';
import type { RawHostProduct } from './host-products';

// The state of <rove-host-listing>: the page's filters and page number (mirrored in the URL),
// the hosts of that page as the server sent them (validated), and which popup is open. Pure:
// no DOM, no fetch — the hook joins it to core/http/json and history.

/** spec/product.md §9: a host popup swaps its content after 1 s. */
export const HOST_POPUP_SWAP_MS = 1000;

const photoSchema = object({ small: string(), medium: string() });

const productSchema: Schema<RawHostProduct> = union(
  string(),
  object({ name: string(), image: optional(string(), ''), option: optional(string(), '') }),
);

/** A host as GET /host-connect answers it (spec/product.md §3 'Host' plus the demo host's photos). */
export const hostSchema = object({
  id: string(/^[\w-]{1,64}$/),
  fname: string(),
  lname: optional(string(), ''),
  url: string(),
  imgCount: number({ integer: true, min: 0 }),
  photos: optional(validItems(photoSchema), []),
  city: optional(string(), ''),
  style: optional(string(), ''),
  room: optional(string(), ''),
  products: optional(validItems(productSchema), []),
});
export type Host = Infer<typeof hostSchema>;
export type HostPhoto = Host['photos'][number];

/** `{hosts, page, pages, total}`; a bad host is dropped (logged once), never shown half-broken. */
export const hostPageSchema = object({
  hosts: validItems(hostSchema, (issue) =>
    logOnce('warn', `host-listing:host:${issue.path}`, 'host dropped', describeIssue(issue)),
  ),
  page: number({ integer: true, min: 1 }),
  pages: number({ integer: true, min: 1 }),
  total: number({ integer: true, min: 0 }),
});
export type HostPage = Infer<typeof hostPageSchema>;

/** Filter field → chosen value (empty values are not kept). */
export type HostFilters = Readonly<Record<string, string>>;

/**
 * The listing's query string for filters and a page, in the form's field order; page 1 and
 * empty values are left out (the same address the server's pager and form lead to).
 *
 * @example listingQuery({ city: 'Seoul', style: '' }, 2) // '?city=Seoul&page=2'
 */
export function listingQuery(filters: HostFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filters and page an address carries, reading only the form's fields (so popstate
 * restores exactly what the form can show).
 *
 * @example stateFromQuery('?city=Seoul&page=3&utm=x', ['city', 'style']) // { filters: { city: 'Seoul' }, page: 3 }
 */
export function stateFromQuery(
  search: string,
  fields: readonly string[],
): { filters: HostFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value) filters[field] = value;
  }
  const page = Number(params.get('page') ?? '1');
  return { filters, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export interface ListingState {
  filters: HostFilters;
  hosts: Host[];
  page: number;
  pages: number;
  total: number;
  /** The request whose answer is awaited (0: none); older answers are ignored. */
  pending: number;
  /** Bumped on every answer shown. */
  updates: number;
  /** The awaited answer is to a page link: focus moves to the results when it is shown. */
  focusOnAnswer: boolean;
  /** Bumped when such an answer is shown, so the view moves focus once per page. */
  focusKey: number;
}

export type ListingAction =
  | { type: 'request'; id: number; filters: HostFilters; page: number; focus: boolean }
  | { type: 'loaded'; id: number; data: HostPage }
  | { type: 'failed'; id: number };

export function initialListingState(data: HostPage, filters: HostFilters): ListingState {
  return { filters, ...data, pending: 0, updates: 0, focusOnAnswer: false, focusKey: 0 };
}

/**
 * @example listingReducer(state, { type: 'loaded', id: state.pending, data }).hosts === data.hosts
 */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'request':
      return { ...state, filters: action.filters, pending: action.id, focusOnAnswer: action.focus };
    case 'loaded': {
      if (action.id !== state.pending) return state; // a newer request is on its way
      const focusKey = state.focusKey + (state.focusOnAnswer ? 1 : 0);
      return { ...state, ...action.data, pending: 0, updates: state.updates + 1, focusKey };
    }
    case 'failed':
      // 'Not shown' to the visitor (spec/product.md §8): the cards on screen stay.
      return action.id === state.pending ? { ...state, pending: 0 } : state;
  }
}

/** The photo a popup shows larger. */
export interface PhotoView {
  src: string;
  alt: string;
  hostName: string;
}

/** The full name as the cards show it. */
export function hostName(host: Pick<Host, 'fname' | 'lname'>): string {
  return `${host.fname} ${host.lname}`.trim();
}

/**
 * The page with only the pictures the page may load (this site or https; core/search's rule):
 * a photo from elsewhere is dropped, the host stays.
 *
 * @example safeHostPage(page, location.origin).hosts[0].photos // only allowed photos
 */
export function safeHostPage(page: HostPage, origin: string): HostPage {
  return {
    ...page,
    hosts: page.hosts.map((host) => {
      const photos = host.photos.flatMap((photo) => {
        const small = hitImageUrl(photo.small, origin);
        const medium = hitImageUrl(photo.medium, origin);
        return small && medium ? [{ small, medium }] : [];
      });
      return { ...host, photos };
    }),
  };
}
