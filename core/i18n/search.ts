import type { KoreanOnDemand } from './korean-on-demand';

// The English of searchMessages (below).
const en = {
  // spec/shell.md, verbatim.
  noResults: "Oh no, sorry we couldn't find that",
  clearRecentSearches: 'Clear recent searches',
  tabProducts: 'In Products ({count})',
  noProducts: 'No products found.',
  noPhotos: 'No photos found.',
  noReviews: 'No reviews found.',
  noPages: 'No pages found.',
  nothingFound: 'Nothing found.',
  more: 'More',
  // The other tabs follow the specification's 'In Products (n)' form with the result type's name.
  tabCustomerPhotos: 'In Customer Photos ({count})',
  tabReviews: 'In Reviews ({count})',
  tabPages: 'In Pages ({count})',
  tabShopTheLook: 'In Shop the Look ({count})',
  // Controls the specification names without wording; these texts are ours.
  searchLabel: 'Search',
  recentSearches: 'Recent searches',
  viewAll: 'View all',
  loadMore: 'Load more',
  refine: 'Refine',
  filterCount: 'Filters ({count})',
  sortLabel: 'Sort by',
  facetColor: 'Colour',
  facetMaterial: 'Material',
  facetType: 'Type',
  // The results page (<rove-search-results>); our wording, the specification names no text for these.
  resultsHeading: 'Search results for “{query}”',
  resultTypes: 'Result types',
  resultsCount: '{count} results',
  resultsCountOne: '{count} result',
  searchUnavailable: 'Search is not available right now.',
  retry: 'Retry',
  sortRelevance: 'Relevance',
  sortPriceLowHigh: 'Price: low to high',
  sortPriceHighLow: 'Price: high to low',
  less: 'Less',
  clearFilters: 'Clear filters',
  suggestionsProducts: 'Products',
  suggestionsPages: 'Pages',
  suggestionsCategories: 'Categories',
  suggestionsShopTheLook: 'Shop the Look',
  // The header search panel (<rove-search>); ours, the specification names the states only.
  searchPlaceholder: 'Search',
  suggestionsLabel: 'Search suggestions',
  viewAllCount: 'View all ({count})',
  searching: 'Searching…',
  suggestionCount: '{count} suggestions',
  suggestionCountOne: '1 suggestion',
  suggestionsFailed: 'Suggestions could not be loaded.',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  wishlist: 'Wishlist',
} as const;

/**
 * Messages of site search: the suggestion panel and the results page (spec/shell.md §2, §8, §9).
 * Korean: search.ko.ts, loaded on Korean pages only (`afterSearchTexts`).
 *
 * @example translate(searchMessages, 'tabProducts', 'en', { count: 24 }) // 'In Products (24)'
 */
export const searchMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'search' };
