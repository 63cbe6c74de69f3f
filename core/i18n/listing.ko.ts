import type { Translation } from './korean-on-demand';
import type { listingMessages } from './listing';

/** The Korean of listingMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const listingKo: Translation<typeof listingMessages.en> = {
  gridLabel: '그리드 크기',
  columns: '{count}열',
  loadMore: '더 보기',
  loading: '상품을 더 불러오는 중…',
  loaded: '상품 {count}개를 더 불러왔습니다',
  end: '모든 상품을 보셨습니다.',
  backToTop: '맨 위로',
  originalPrice: '정가: ',
  colours: '색상',
};
