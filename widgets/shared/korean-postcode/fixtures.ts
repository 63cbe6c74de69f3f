/** Kakao's answer for Seoul City Hall, as its oncomplete sends it (the fields that are used). */
export const CITY_HALL = {
  zonecode: '04524',
  roadAddress: '서울 중구 세종대로 110',
  jibunAddress: '서울 중구 태평로1가 31',
  userSelectedType: 'R',
  sido: '서울',
  sigungu: '중구',
  buildingName: '서울특별시청',
};
