import { searchMessages } from '../../core/i18n/search';
import type { ResultType } from '../../core/search/constants';
import { translate, type MessageVars } from '../../core/i18n/translate';

export type SearchMessageKey = keyof (typeof searchMessages)['en'];

/** The results page's text function: a message of core/i18n/search in the page's locale. */
export type SearchText = (key: SearchMessageKey, vars?: MessageVars) => string;

/** @example textFor('en_US')('tabProducts', { count: 3 }) // 'In Products (3)' */
export function textFor(locale: string): SearchText {
  return (key, vars) => translate(searchMessages, key, locale, vars);
}

const TAB_LABEL: Readonly<Record<ResultType, SearchMessageKey>> = {
  products: 'tabProducts',
  customer_photos: 'tabCustomerPhotos',
  reviews: 'tabReviews',
  pages: 'tabPages',
  STL: 'tabShopTheLook',
};

/**
 * A tab's label with its count ('In Products (24)'); '…' until the counts arrive.
 *
 * @example tabLabel(textFor('en'), 'STL', 3) // 'In Shop the Look (3)'
 */
export function tabLabel(t: SearchText, type: ResultType, count: number | undefined): string {
  return t(TAB_LABEL[type], { count: count ?? '…' });
}
