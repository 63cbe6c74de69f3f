import { translatePlural, type MessageKey, type Translator } from '../../core/i18n/translate';

/**
 * Texts of <rove-host-listing> (the specification gives none but the page title 'Host Program'). Kept
 * beside the widget so its chunk carries only these strings; the integrator may move the table
 * into core/i18n. The English count matches the server's ('1 host' / 'N hosts').
 */
export const hostListingMessages = {
  en: {
    countOne: '1 host',
    count: '{count} hosts',
    empty: 'No hosts match these filters.',
    pagesLabel: 'Host pages',
    previous: 'Previous',
    next: 'Next',
    visit: 'Visit {name}’s home',
    openPhoto: 'Enlarge the photo of {name}’s home',
    cardPhotoAlt: '{name}’s {room} in {city}',
    photoAlt: 'Photo {n} of {name}’s home',
    photosHeading: 'Photos',
    productsHeading: 'In this home',
    loadingHome: 'Opening {name}’s home…',
    homeShown: 'Showing {name}’s home: {photos} photos and {products} products.',
    photoCount: '{count} photos',
    close: 'Close',
    hostDialog: '{name}’s home',
    photoDialog: 'Photo of {name}’s home',
    viewProduct: 'View product',
  },
  ko: {
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
  },
} as const;

export type HostListingKey = MessageKey<typeof hostListingMessages>;
export type HostListingText = Translator<typeof hostListingMessages>;

/** 'N hosts' / '1 host' (announced after each update). */
export function hostCountText(count: number, locale: string | undefined): string {
  return translatePlural(hostListingMessages, { one: 'countOne', other: 'count' }, count, locale);
}
