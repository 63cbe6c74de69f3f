import type { PlayerError } from './load-hls';

export type { PlayerError };

// What a video player does when playback goes wrong (spec/product.md 'Video' and spec/marketing.md 'Videos
// listing': a fatal network error hides the video and shows a fallback image; a media error
// attempts recovery). Shared by the product video and the videos listing. Pure, so every branch
// is unit-tested without a player.

/** hls.js's ErrorTypes values (hls.js/src/errors.ts), as strings so no hls.js import is needed. */
export const HLS_ERROR_TYPES = {
  network: 'networkError',
  media: 'mediaError',
} as const;

export type ErrorAction =
  /** Not fatal: hls.js deals with it. */
  | 'ignore'
  /** hls.recoverMediaError(): detach and re-attach the media, resume where it was. */
  | 'recover'
  /** The second media error: try the other audio codec first, then recover. */
  | 'swap-codec-and-recover'
  /** Destroy the player, hide the video, show the fallback image and a note. */
  | 'fallback';

/** Media errors recovered before the policy gives up (recover, then swap codec + recover). */
export const MAX_MEDIA_RECOVERIES = 2;

/**
 * The decision for one error, given how many media errors were already recovered. `limit`
 * caps the recoveries (the videos listing recovers once, then falls back).
 *
 * @example errorAction({ type: 'mediaError', fatal: true }, 0) // 'recover'
 * @example errorAction({ type: 'mediaError', fatal: true }, 1) // 'swap-codec-and-recover'
 * @example errorAction({ type: 'mediaError', fatal: true }, 2) // 'fallback'
 * @example errorAction({ type: 'networkError', fatal: true }, 0) // 'fallback'
 * @example errorAction({ type: 'mediaError', fatal: true }, 1, 1) // 'fallback'
 */
export function errorAction(
  error: PlayerError,
  mediaRecoveries: number,
  limit: number = MAX_MEDIA_RECOVERIES,
): ErrorAction {
  if (!error.fatal) return 'ignore';
  if (error.type !== HLS_ERROR_TYPES.media) return 'fallback';
  if (mediaRecoveries >= limit) return 'fallback';
  return mediaRecoveries === 0 ? 'recover' : 'swap-codec-and-recover';
}

export type PlaybackPath = 'hls.js' | 'native' | 'none';

/**
 * How to play an HLS playlist here: hls.js over Media Source Extensions where the browser has
 * them (its own HLS, where there is one, is less predictable about errors), else the browser's
 * own HLS (older iOS Safari), else nothing — the fallback image.
 *
 * @example playbackPath({ mediaSource: false, nativeHls: true }) // 'native'
 */
export function playbackPath(support: { mediaSource: boolean; nativeHls: boolean }): PlaybackPath {
  if (support.mediaSource) return 'hls.js';
  return support.nativeHls ? 'native' : 'none';
}
