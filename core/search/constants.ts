/**
 * Search constants of spec/shell.md §9 and §2: the indexes, how many suggestions each group
 * shows in the header panel (desktop), the results page sizes and the facet colours.
 */

/** Result types of the results page route /search/{type}/{query}. */
export const RESULT_TYPES = ['products', 'customer_photos', 'reviews', 'pages', 'STL'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Every index the search service has (spec/shell.md §7). */
export const INDEXES = [
  'products',
  'pages',
  'category',
  'customer_photos',
  'reviews',
  'rooms',
  'STL',
] as const;
export type IndexName = (typeof INDEXES)[number];

/** Suggestions per group in the header panel (desktop); 0 means the group is not asked for. */
export const SUGGESTION_COUNTS: Readonly<Record<IndexName, number>> = {
  products: 5,
  pages: 3,
  category: 5,
  STL: 2,
  customer_photos: 0,
  reviews: 0,
  rooms: 0,
};

/** Hits per page on the results page. */
export const PAGE_SIZES: Readonly<Record<ResultType | 'category', number>> = {
  products: 24,
  pages: 20,
  category: 5,
  customer_photos: 10,
  reviews: 10,
  STL: 20,
};

/** The colour swatch list of the results page facets. */
export const SWATCH_COLOURS = [
  'White',
  'Black',
  'Beige',
  'Brown',
  'Blue',
  'Orange',
  'Purple',
  'Gray',
  'Grey',
  'Red',
  'Pink',
  'Green',
  'Yellow',
] as const;

/** Facet attributes: colour (colors:{name}), material (nice_names:{name}), type (terms:{name}). */
export const FACET_ATTRIBUTES = { color: 'colors', material: 'nice_names', type: 'terms' } as const;
export type FacetKind = keyof typeof FACET_ATTRIBUTES;

/** Keystroke pause before a query is sent. */
export const SEARCH_DEBOUNCE_MS = 400;
/** How long a query may run before the panel says it is searching. */
export const SEARCHING_STATUS_MS = 300;
/** Recent searches kept on the device, and shown in the panel. */
export const HISTORY_LIMIT = 100;
export const HISTORY_SHOWN = 6;
