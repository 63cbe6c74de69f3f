import { searchMessages } from '../../core/i18n/search';
import type { ResultType } from '../../core/search/constants';
import type { Translator } from '../../core/i18n/translate';

export type SearchMessageKey = keyof (typeof searchMessages)['en'];

/** The results page's words: core/i18n/search read in the page's locale (`translator`). */
export type SearchText = Translator<typeof searchMessages>;

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
 * @example tabLabel(translator(searchMessages, 'en'), 'STL', 3) // 'In Shop the Look (3)'
 */
export function tabLabel(t: SearchText, type: ResultType, count: number | undefined): string {
  return t(TAB_LABEL[type], { count: count ?? '…' });
}
