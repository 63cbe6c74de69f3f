import { resetLogOnce } from '../../../../core/log';
import { resetSettings } from '../../../../core/settings/settings';
import { resetVendorScripts } from '../../../../core/vendor-script';

/** The Korean 'Find postcode' button and the dialog it opens, as a test finds them. */
export const findButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === '우편번호 찾기');
export const dialog = () => document.querySelector('dialog');

/** Before each test: no settings, no problem logged yet and no vendor script asked for. */
export function freshPostcodePage(): void {
  resetSettings();
  resetLogOnce();
  resetVendorScripts();
}

/**
 * Kakao's answer for Seoul City Hall, as its oncomplete sends it (the fields that are used and
 * a few beside them; docs/vendors/kakao-postcode.md).
 */
export const CITY_HALL = {
  zonecode: '04524',
  address: '서울 중구 세종대로 110',
  addressType: 'R',
  roadAddress: '서울 중구 세종대로 110',
  jibunAddress: '서울 중구 태평로1가 31',
  autoRoadAddress: '',
  autoJibunAddress: '',
  userSelectedType: 'R',
  userLanguageType: 'K',
  noSelected: 'N',
  sido: '서울',
  sigungu: '중구',
  bname: '태평로1가',
  buildingName: '서울특별시청',
  apartment: 'N',
};
