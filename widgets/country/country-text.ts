import type { MessageTable } from '../../core/i18n/translate';

/** The country menu's words (the specification names none; country names in the shopper's language). */
export const countryMessages = {
  en: {
    button: 'Country: {country}, currency {currency}',
    listLabel: 'Choose your country',
    US: 'United States',
    CA: 'Canada',
    AU: 'Australia',
    KR: 'Korea',
    UK: 'United Kingdom',
    HK: 'Hong Kong',
  },
  ko: {
    button: '국가: {country}, 통화 {currency}',
    listLabel: '국가 선택',
    US: '미국',
    CA: '캐나다',
    AU: '호주',
    KR: '대한민국',
    UK: '영국',
    HK: '홍콩',
  },
} as const satisfies MessageTable;
