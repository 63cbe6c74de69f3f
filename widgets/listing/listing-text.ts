import { listingMessages } from '../../core/i18n/listing';
import { translator } from '../../core/i18n/translate';

/** The texts a listing view needs, in one language. */
export interface ListingText {
  gridLabel: string;
  columns: (count: number) => string;
  loadMore: string;
  loading: string;
  loaded: (count: number) => string;
  end: string;
  backToTop: string;
  originalPrice: string;
  colours: string;
}

/** The listing's texts for a storefront locale (ko_KR → Korean; others English). */
export function listingText(locale: string | undefined): ListingText {
  const t = translator(listingMessages, locale);
  return {
    gridLabel: t('gridLabel'),
    columns: (count) => t('columns', { count }),
    loadMore: t('loadMore'),
    loading: t('loading'),
    loaded: (count) => t('loaded', { count }),
    end: t('end'),
    backToTop: t('backToTop'),
    originalPrice: t('originalPrice'),
    colours: t('colours'),
  };
}
