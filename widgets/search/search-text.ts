import { commonMessages } from '../../core/i18n/common';
import { searchMessages } from '../../core/i18n/search';
import { translate, translatePlural, translator } from '../../core/i18n/translate';
import type { IndexName } from '../../core/search/constants';

/** Every text the search panel shows, in the page's language (core/i18n tables). */
export interface SearchText {
  label: string;
  placeholder: string;
  /** The submit button's name. */
  submit: string;
  suggestions: string;
  /** Group headings: the suggested indexes (spec/shell.md §9 counts above 0) and recent searches. */
  groups: Readonly<Partial<Record<IndexName | 'history', string>>>;
  viewAll: (count: number) => string;
  clearHistory: string;
  searching: string;
  failed: string;
  retry: string;
  noResults: string;
  count: (count: number) => string;
  member: string;
  openSearch: string;
  closeSearch: string;
  wishlist: string;
}

/**
 * The texts for a locale; the host's own label and placeholder (from its no-JS form) win.
 *
 * @example searchText('en_US').groups.products // 'Products'
 */
export function searchText(
  locale: string,
  host: { label?: string; placeholder?: string } = {},
): SearchText {
  const t = translator(searchMessages, locale);
  return {
    label: host.label || t('searchLabel'),
    placeholder: host.placeholder || t('searchPlaceholder'),
    submit: t('searchLabel'),
    suggestions: t('suggestionsLabel'),
    groups: {
      products: t('suggestionsProducts'),
      pages: t('suggestionsPages'),
      category: t('suggestionsCategories'),
      STL: t('suggestionsShopTheLook'),
      history: t('recentSearches'),
    },
    viewAll: (count) => translate(searchMessages, 'viewAllCount', locale, { count }),
    clearHistory: t('clearRecentSearches'),
    searching: t('searching'),
    failed: t('suggestionsFailed'),
    retry: t('retry'),
    noResults: t('noResults'),
    count: (count) =>
      translatePlural(
        searchMessages,
        { one: 'suggestionCountOne', other: 'suggestionCount' },
        count,
        locale,
      ),
    member: translate(commonMessages, 'memberLabel', locale),
    openSearch: t('openSearch'),
    closeSearch: t('closeSearch'),
    wishlist: t('wishlist'),
  };
}
