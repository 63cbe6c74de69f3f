import type { Translation } from './korean-on-demand';
import type { searchMessages } from './search';

/**
 * Site search's Korean: the header's panel and the results page. Our translation (the
 * specification quotes English only), in the polite style of the checkout's Korean, to be
 * confirmed by the retailer's Korean team. Part of the page's Korean texts
 * (ko.ts).
 */
export const searchKo: Translation<typeof searchMessages.en> = {
  noResults: '죄송합니다. 검색 결과를 찾지 못했습니다',
  clearRecentSearches: '최근 검색어 지우기',
  tabProducts: '상품 ({count})',
  noProducts: '상품을 찾지 못했습니다.',
  noPhotos: '사진을 찾지 못했습니다.',
  noReviews: '리뷰를 찾지 못했습니다.',
  noPages: '페이지를 찾지 못했습니다.',
  nothingFound: '검색 결과가 없습니다.',
  more: '더 보기',
  tabCustomerPhotos: '고객 사진 ({count})',
  tabReviews: '리뷰 ({count})',
  tabPages: '페이지 ({count})',
  tabShopTheLook: '룩 쇼핑 ({count})',
  searchLabel: '검색',
  recentSearches: '최근 검색어',
  viewAll: '전체 보기',
  loadMore: '더 보기',
  refine: '상세 검색',
  filterCount: '필터 ({count})',
  sortLabel: '정렬',
  facetColor: '색상',
  facetMaterial: '소재',
  facetType: '종류',
  resultsHeading: '“{query}” 검색 결과',
  resultTypes: '결과 유형',
  resultsCount: '검색 결과 {count}개',
  resultsCountOne: '검색 결과 {count}개',
  searchUnavailable: '지금은 검색을 사용할 수 없습니다.',
  retry: '다시 시도',
  sortRelevance: '관련도순',
  sortPriceLowHigh: '낮은 가격순',
  sortPriceHighLow: '높은 가격순',
  less: '접기',
  clearFilters: '필터 지우기',
  suggestionsProducts: '상품',
  suggestionsPages: '페이지',
  suggestionsCategories: '카테고리',
  suggestionsShopTheLook: '룩 쇼핑',
  searchPlaceholder: '검색어를 입력해 주세요',
  suggestionsLabel: '추천 검색어',
  viewAllCount: '전체 보기 ({count})',
  searching: '검색 중…',
  suggestionCount: '추천 검색어 {count}개',
  suggestionCountOne: '추천 검색어 1개',
  suggestionsFailed: '추천 검색어를 불러오지 못했습니다.',
  openSearch: '검색 열기',
  closeSearch: '검색 닫기',
  wishlist: '위시리스트',
};
