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
