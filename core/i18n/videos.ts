import type { KoreanOnDemand } from './korean-on-demand';

// The English of videosMessages (below).
const en = {
  close: 'Close video',
  player: 'Video: {title}',
} as const;

/**
 * Texts of <rove-videos> (docs/spec/marketing.md, 'Videos listing'). The specification names the
 * player's parts without wording, so every text is ours; shoppers see no error message in this
 * area, so there is none for a failed stream: the fallback image shows instead.
 *
 * @example translator(videosMessages, 'en_US')('player', { title: 'Oslo sofa' }) // 'Video: Oslo sofa'
 *
 * Korean: videos.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const videosMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'videos' };
