/**
 * Messages of the Korean postcode search's dialog (widgets/shared/korean-postcode; the button's
 * own name is in PostcodeSearch.tsx).
 *
 * @example translate(postcodeMessages, 'failed', 'ko_KR')
 */
export const postcodeMessages = {
  en: {
    title: 'Find postcode',
    loading: 'Loading the postcode search…',
    failed: 'The postcode search could not be loaded. Please type the address.',
    close: 'Close',
  },
  ko: {
    title: '우편번호 찾기',
    loading: '우편번호 검색을 불러오는 중…',
    failed: '우편번호 검색을 불러오지 못했습니다. 주소를 직접 입력해 주세요.',
    close: '닫기',
  },
} as const;
