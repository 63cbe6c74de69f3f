import type { Translation } from './korean-on-demand';
import type { swatchMessages } from './swatch';
import type { swatchRequestMessages } from './swatch-request';

/**
 * The swatch request page's Korean: the specification's texts ('Select swatch', the limit alert)
 * and ours. Our translation, to be confirmed by the retailer's Korean team. Part of the page's
 * Korean texts (ko.ts).
 */
export const swatchKo: Translation<typeof swatchMessages.en> = {
  selectSwatch: '견본 선택',
  removeSwatch: '견본 삭제',
  continue: '계속',
  back: '뒤로',
  limitExceeded: '오류: 최대 {limit}개까지 선택할 수 있습니다.',
  selectedCount: '{count}개 선택됨',
};

export const swatchRequestKo: Translation<typeof swatchRequestMessages.en> = {
  counter: '{limit}개 중 {count}개 선택됨',
  listHeading: '견본을 최대 {limit}개까지 선택해 주세요',
  addressHeading: '어디로 보내 드릴까요?',
  yourSwatches: '선택한 견본',
  noneSelected: '견본을 하나 이상 선택해 주세요.',
  alertTitle: '견본 선택 한도',
  ok: '확인',
  name: '이름',
  email: '이메일',
  address1: '주소',
  address2: '상세 주소 (선택)',
  city: '시/군/구',
  province: '시/도',
  provinceOptional: '시/도 (선택)',
  postal_code: '우편번호',
  postalOptional: '우편번호 (선택)',
  country: '국가',
  phone: '전화번호',
  phoneHint: '숫자 10자리; 맨 앞의 1 또는 +1은 빠집니다.',
  submit: '견본 신청하기',
  sending: '보내는 중…',
  sent: '감사합니다! 견본 신청이 접수되었습니다.',
  sentNote: '견본 {count}개를 {city}(으)로 보내 드립니다.',
  restart: '견본 더 신청하기',
  failed: '신청을 보내지 못했습니다. 다시 시도해 주세요.',
  submittedBefore: '지난 견본 신청이 접수되었습니다. 새로 신청하시려면 다시 선택해 주세요.',
  unavailable: '지금은 견본을 신청할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  fixErrors: '표시된 항목을 바로잡아 주세요.',
};
