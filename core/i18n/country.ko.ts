import type { Translation } from './korean-on-demand';
import type { countryMessages } from './country';

/** The Korean of countryMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const countryKo: Translation<typeof countryMessages.en> = {
  button: '국가: {country}, 통화 {currency}',
  listLabel: '국가 선택',
  US: '미국',
  CA: '캐나다',
  AU: '호주',
  KR: '대한민국',
  UK: '영국',
  HK: '홍콩',
};
