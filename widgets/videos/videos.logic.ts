import { sameOriginPath } from '../../core/sanitize/same-origin-path';
// The videos listing's decisions (spec/marketing.md §2 'Videos listing', §9): how many cards a row holds,
// where the details row goes, where and how the page scrolls to an opened video, and what the
// ?video= parameter asks for. Pure, so every branch is unit-tested without a DOM.

/** spec/shell.md §9's breakpoints: 768 px and up is the desktop layout. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Pages the listing shows at most, the server's first included: the default of the
 * `<rove-scroller>` inside it, whose own default is the journal's 5 (README.md, Paging).
 */
export const VIDEOS_MAX_PAGES = 15;

/** spec/marketing.md §9: 3 videos per row on desktop, 2 on mobile. */
export const COLUMNS = { desktop: 3, mobile: 2 } as const;

/** spec/marketing.md §2: the page scrolls to the opened video with an offset of -325 over 500 ms. */
export const SCROLL_OFFSET = -325;
export const SCROLL_DURATION_MS = 500;

/** spec/marketing.md §9: ?video= opens its video 1 second after the listing starts. */
/** spec/marketing.md §2 'A media error attempts recovery': once, then the fallback image. */
export const MEDIA_RECOVERIES = 1;

export const AUTO_OPEN_DELAY_MS = 1000;

/** Desktop opens the player in a details row after the card's row; mobile opens it inline. */
export type PlayerPlacement = 'details-row' | 'inline';

/** @example columnsFor(true) // 3 */
export function columnsFor(desktop: boolean): number {
  return desktop ? COLUMNS.desktop : COLUMNS.mobile;
}

/** @example placementFor(false) // 'inline' */
export function placementFor(desktop: boolean): PlayerPlacement {
  return desktop ? 'details-row' : 'inline';
}

/**
 * The index of the card the details row follows: the last card of the opened card's row (or the
 * last card of all when that row is short).
 *
 * @example rowEndIndex(4, 12, 3) // 5 — cards 3, 4, 5 make the second row
 * @example rowEndIndex(10, 11, 3) // 10 — the last row has two cards
 */
export function rowEndIndex(index: number, count: number, columns: number): number {
  if (count <= 0) return -1;
  const safeColumns = Math.max(1, Math.floor(columns));
  const clamped = Math.min(Math.max(0, Math.floor(index)), count - 1);
  const end = (Math.floor(clamped / safeColumns) + 1) * safeColumns - 1;
  return Math.min(end, count - 1);
}

/**
 * jQuery's default 'swing' easing, which the listing's scroll has always used: slow at both ends.
 *
 * @example swing(0.5) // 0.5
 */
export function swing(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 0.5 - Math.cos(t * Math.PI) / 2;
}

/**
 * Where the page scrolls to so the opened video shows: its top on the page plus the offset,
 * never above the page's start nor past its end.
 *
 * @param top the player's top relative to the viewport (getBoundingClientRect().top)
 * @example scrollTarget(900, 100, 5000) // 675
 */
export function scrollTarget(
  top: number,
  scrollY: number,
  maxScroll: number,
  offset: number = SCROLL_OFFSET,
): number {
  const target = Math.round(top + scrollY + offset);
  return Math.min(Math.max(0, target), Math.max(0, maxScroll));
}

/**
 * The scroll position `elapsed` ms into the animation from `from` to `to`.
 *
 * @example scrollAt(0, 1000, 250) // 500 — half way in time is half way in distance with swing
 */
export function scrollAt(
  from: number,
  to: number,
  elapsed: number,
  duration: number = SCROLL_DURATION_MS,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * swing(elapsed / duration));
}

/** Video ids are the CMS's: letters, digits, '-' and '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type VideoParam =
  { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'invalid'; value: string };

/**
 * What the page's ?video= asks for.
 *
 * @example videoParam('?video=12') // { kind: 'id', id: '12' }
 * @example videoParam('?video=<b>') // { kind: 'invalid', value: '<b>' }
 * @example videoParam('?page=2') // { kind: 'none' }
 */
export function videoParam(search: string): VideoParam {
  const value = new URLSearchParams(search).get('video');
  if (value === null) return { kind: 'none' };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'none' };
  return VIDEO_ID.test(trimmed) ? { kind: 'id', id: trimmed } : { kind: 'invalid', value };
}

/** A card's data, as the server wrote it in data-* attributes. */
export interface VideoCard {
  id: string;
  src: string;
  poster: string;
  title: string;
  description: string;
}

/** Same-origin paths only: a card's stream or image never points at another site. */
export function isSitePath(value: string): boolean {
  // Judged by the URL parser, as the browser will ('/\t/evil.example' leaves the site).
  return value.startsWith('/') && sameOriginPath(value) !== undefined;
}

/**
 * Whether a poster may be shown: a site path, or an inline picture (a data: image cannot run
 * script in an <img> and needs no request).
 *
 * @example isPosterUrl('data:image/svg+xml,%3Csvg…') // true
 */
export function isPosterUrl(value: string): boolean {
  return isSitePath(value) || value.startsWith('data:image/');
}

/**
 * A card's data from its dataset, or null when the stream is missing or not a site path.
 *
 * @example readCard({ videoId: '3', videoSrc: '/media/video/1007/index.m3u8', … })
 */
export function readCard(data: Readonly<Record<string, string | undefined>>): VideoCard | null {
  const id = data['videoId'] ?? '';
  const src = data['videoSrc'] ?? '';
  if (!VIDEO_ID.test(id) || !isSitePath(src)) return null;
  const poster = data['videoPoster'] ?? '';
  return {
    id,
    src,
    poster: isPosterUrl(poster) ? poster : '',
    title: data['videoTitle'] ?? '',
    description: data['videoDescription'] ?? '',
  };
}
