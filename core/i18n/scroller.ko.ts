import type { Translation } from './korean-on-demand';
import type { scrollerMessages } from './scroller';

/** The Korean of scrollerMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const scrollerKo: Translation<typeof scrollerMessages.en> = {
  loadMore: '더 보기',
  loading: '{label} 더 불러오는 중…',
  loaded: '{label} {count}개를 더 불러왔습니다',
  end: '모든 {label}을(를) 보셨습니다.',
};
