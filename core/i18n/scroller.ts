import type { KoreanOnDemand } from './korean-on-demand';

// The English of scrollerMessages (below).
const en = {
  loadMore: 'Load more',
  loading: 'Loading more {label}…',
  loaded: '{count} more {label} loaded',
  end: 'You have seen all {label}.',
} as const;

/**
 * Texts of <rove-scroller> ('Load more' fallback and its announcements; the specification gives
 * none). `{label}` is the element's `label` attribute (e.g. 'posts').
 *
 * Korean: scroller.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const scrollerMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'scroller' };
