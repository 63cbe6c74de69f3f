import type { Translation } from './korean-on-demand';
import type { videosMessages } from './videos';

/** The Korean of videosMessages: our translation. Part of the page's Korean texts (ko.ts). */
export const videosKo: Translation<typeof videosMessages.en> = {
  close: '동영상 닫기',
  player: '동영상: {title}',
};
