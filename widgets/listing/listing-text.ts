import { translator } from '../../core/i18n/translate';

// The listing's own texts (the specification gives none for these controls), English and Korean. Kept
// beside the widget so its chunk carries only these few strings.
export const listingMessages = {
  en: {
    gridLabel: 'Grid size',
    columns: '{count} columns',
    loadMore: 'Load more',
    loading: 'Loading more products…',
    loaded: '{count} more products loaded',
    end: 'You have seen all products.',
    backToTop: 'Back to top',
    originalPrice: 'Original price: ',
    colours: 'Colours',
  },
  ko: {
    gridLabel: '그리드 크기',
    columns: '{count}열',
    loadMore: '더 보기',
    loading: '상품을 더 불러오는 중…',
    loaded: '상품 {count}개를 더 불러왔습니다',
    end: '모든 상품을 보셨습니다.',
    backToTop: '맨 위로',
    originalPrice: '정가: ',
    colours: '색상',
  },
} as const;

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
