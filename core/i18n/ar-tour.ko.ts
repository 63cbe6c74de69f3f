import type { Translation } from './korean-on-demand';
import type { arTourMessages } from './ar-tour';

/** The Korean of arTourMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const arTourKo: Translation<typeof arTourMessages.en> = {
  title: '플래너 사용 팁',
  launch: '팁 보기',
  close: '둘러보기 닫기',
  previous: '이전',
  next: '다음',
  done: '완료',
  position: '팁 {number}/{count}',
};
