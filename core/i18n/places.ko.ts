import type { Translation } from './korean-on-demand';
import type { placesMessages } from './places';

/**
 * The address suggestions' Korean: their list, their announcements and Google's attribution.
 * Our translation, to be confirmed by the retailer's Korean team; Korean counts have one form.
 * Part of the page's Korean texts (ko.ts).
 */
export const placesKo: Translation<typeof placesMessages.en> = {
  list: '주소 추천',
  searching: '주소를 찾는 중…',
  countOne: '주소 1개를 찾았습니다. 위아래 화살표 키로 선택해 주세요.',
  count: '주소 {count}개를 찾았습니다. 위아래 화살표 키로 선택해 주세요.',
  none: '일치하는 주소가 없습니다. 주소를 직접 입력해 주세요.',
  failed: '주소 추천을 사용할 수 없습니다. 주소를 직접 입력해 주세요.',
  lookupFailed: '주소를 채우지 못했습니다. 직접 입력해 주세요.',
  filled: '주소를 채웠습니다: {address}.',
  poweredBy: 'Google 제공',
};
