import type { commonMessages } from './common';
import type { Translation } from './korean-on-demand';
import type { productMessages } from './product';
import type { productMediaMessages } from './product-media';

/**
 * The product page's Korean: our translation of every text of productMessages and of the shared
 * labels its elements show, to be confirmed by the retailer's Korean team (the specification gives no
 * Korean for the product page). In the polite style of the checkout's Korean; provider names
 * stay in Latin script. Part of the page's Korean texts (ko.ts).
 */
export const productKo: Translation<typeof productMessages.en> = {
  selectAllOptions: '옵션을 모두 선택해 주세요',
  inStock: '재고 있음',
  onlyLeft: '{count}개 남음',
  preorderCountCapped: '10+',
  invalidPostalCode: '유효하지 않은 우편번호입니다',
  invalidZipCode: '유효하지 않은 ZIP 코드입니다',
  deliveryOnlyCanadaUs: '이 기능은 캐나다와 미국에서만 사용할 수 있습니다.',
  destinationErrorResponse: '응답에 오류가 있습니다.',
  destinationError: '오류가 발생했습니다.',
  fragileRestricted: '파손되기 쉬운 상품이라 {postal}(으)로는 배송할 수 없습니다.',
  inStockOnly: '재고 있는 상품만',
  addToCart: '장바구니에 담기',
  deliveryLocation: '배송지',
  postalCodeLabel: '우편번호',
  notifyMe: '알림 받기',
  playVideo: '동영상 재생',
  zoomImage: '이미지 확대',
  deliverTo: '배송지: {label}',
  deliverToNowhere: '우편번호를 입력해 주세요',
  deliveryDialogTitle: '배송지',
  deliveryDialogIntro: '우편번호를 입력하시면 배송 가능 여부와 가까운 재고를 확인할 수 있습니다.',
  zipCodeLabel: 'ZIP 코드',
  checkDelivery: '확인',
  checkingDelivery: '확인 중…',
  close: '닫기',
  financingAsLowAs: '최저 월 {monthly}',
  financingMonthly: '월 {monthly}',
  financingLearnMore: '자세히 보기',
  financingDialogTitle: '할부 결제',
  financingIntro: '{minimum} 이상 주문하시면 나누어 결제하실 수 있습니다.',
  financingTermsHeading: '조건',
  financingTerm: '{months}개월 할부',
  financingApr: '연이율 {apr}',
  financingExample: '예: {amount}을(를) 연이율 {apr}로 {months}개월 할부하면 매월 {monthly}입니다.',
  financingNote: '신용 심사 후 승인됩니다. 할부 결제는 결제 단계에서 선택해 주세요.',
  errorOccurred: '오류가 발생했습니다.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  shipsBy: '{date}까지 발송',
  nearbyWarehouse: '{postal} 인근 창고에서 발송',
  preOrder: '예약 주문: {count}개 가능',
  expected: '{date} 입고 예정',
  regularPrice: '정가',
  originalPrice: '원래 가격',
  memberVoucher: '멤버는 {amount} 바우처를 받습니다',
  quantity: '수량',
  decreaseQuantity: '수량 줄이기',
  increaseQuantity: '수량 늘리기',
  adding: '담는 중…',
  addedToCart: '장바구니에 담았습니다',
  notifyMeTitle: '재입고 알림 받기',
  email: '이메일',
  notifySent: '감사합니다. 재입고되면 이메일로 알려 드리겠습니다.',
  chosenModel: '모델',
  finalSale: '최종 판매 상품: 반품이나 교환이 불가합니다.',
  addProtection: '보호 플랜 추가',
  noProtection: '보호 플랜 없음',
  whatsCovered: '보장 내용',
  loading: '불러오는 중…',
  coverUpsellTitle: '커버로 보호하세요',
  coverUpsellIntro:
    '맞춤 커버를 씌우면 야외 가구를 사용하지 않는 동안 깨끗하고 뽀송하게 지킬 수 있습니다.',
  addCover: '커버 장바구니에 담기',
  noThanks: '괜찮습니다',
  coverAdded: '{title}을(를) 장바구니에 담았습니다',
};

/** The shared labels the product page's elements show (commonMessages), in Korean. */
export const productCommonKo: Translation<
  Pick<(typeof commonMessages)['en'], 'soldOut' | 'soldOutNotifyMe' | 'memberLabel' | 'close'>
> = {
  soldOut: '품절',
  soldOutNotifyMe: '품절 - 재입고 알림 받기',
  memberLabel: '멤버',
  close: '닫기',
};

/** <rove-product-media>'s Korean: the gallery, the zoom, the videos and the lookbook links. */
export const productMediaKo: Translation<typeof productMediaMessages.en> = {
  galleryLabel: '상품 이미지',
  showImage: '이미지 {count}개 중 {index}번째 보기',
  previousImage: '이전 이미지',
  nextImage: '다음 이미지',
  imageAlt: '{title}, 이미지 {count}개 중 {index}번째',
  zoomImage: '이미지 확대: {alt}',
  zoomDialogTitle: '확대한 이미지',
  zoomRegion: '확대한 이미지: {alt}. 화살표 키로 이미지를 움직여 볼 수 있습니다.',
  playVideo: '동영상 재생: {title}',
  videoFailed: '동영상을 불러오지 못했습니다.',
  looksLabel: '이 상품이 나오는 룩북',
  viewInLookbook: '룩북에서 보기: {title}',
  opensInNewTab: '(새 탭에서 열림)',
  close: '닫기',
};
