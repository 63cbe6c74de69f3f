/**
 * Messages of the address suggestions on the checkout's street fields and the swatch request's
 * address 1 (widgets/shared/places). They arrive with the suggestions on the first focus.
 *
 * @example translatePlural(placesMessages, { one: 'countOne', other: 'count' }, 3, 'en')
 */
export const placesMessages = {
  en: {
    list: 'Address suggestions',
    searching: 'Looking up addresses…',
    countOne: '1 address found. Use the up and down arrow keys to choose it.',
    count: '{count} addresses found. Use the up and down arrow keys to choose one.',
    none: 'No matching address. Please type the address.',
    failed: 'Address suggestions are unavailable. Please type the address.',
    lookupFailed: 'That address could not be filled in. Please type it.',
    filled: 'Address filled in: {address}.',
    poweredBy: 'Powered by Google',
  },
  ko: {
    list: '주소 추천',
    searching: '주소를 찾는 중…',
    count: '주소 {count}개를 찾았습니다. 위아래 화살표 키로 선택하세요.',
    none: '일치하는 주소가 없습니다. 주소를 직접 입력해 주세요.',
    failed: '주소 추천을 사용할 수 없습니다. 주소를 직접 입력해 주세요.',
    lookupFailed: '주소를 채우지 못했습니다. 직접 입력해 주세요.',
    filled: '주소를 채웠습니다: {address}.',
  },
} as const;
