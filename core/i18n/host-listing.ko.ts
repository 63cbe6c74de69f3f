import type { Translation } from './korean-on-demand';
import type { hostListingMessages } from './host-listing';

/** The Korean of hostListingMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const hostListingKo: Translation<typeof hostListingMessages.en> = {
  countOne: '호스트 1명',
  count: '호스트 {count}명',
  empty: '조건에 맞는 호스트가 없습니다.',
  pagesLabel: '호스트 페이지',
  previous: '이전',
  next: '다음',
  visit: '{name}님의 집 보기',
  openPhoto: '{name}님의 집 사진 크게 보기',
  cardPhotoAlt: '{city}에 있는 {name}님의 {room}',
  photoAlt: '{name}님의 집 사진 {n}',
  photosHeading: '사진',
  productsHeading: '이 집의 제품',
  loadingHome: '{name}님의 집을 여는 중…',
  homeShown: '{name}님의 집: 사진 {photos}장, 제품 {products}개.',
  photoCount: '사진 {count}장',
  close: '닫기',
  hostDialog: '{name}님의 집',
  photoDialog: '{name}님의 집 사진',
  viewProduct: '제품 보기',
};
