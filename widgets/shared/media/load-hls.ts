/** An hls.js error as the players read it. */
export interface PlayerError {
  /** hls.js's ErrorTypes value ('networkError', 'mediaError', 'muxError', …). */
  type: string;
  /** hls.js retries non-fatal errors itself; only fatal ones reach the players' decisions. */
  fatal: boolean;
  details?: string;
}

// Shared by the product video and the home carousels, so a page loads one hls.js chunk.
// hls.js (light build: plain HLS, no DRM, subtitles or alternate audio) is about 100 kB
// compressed, so it is imported on the first play, never before: a product page that nobody
// plays a video on does not pay for it.

export interface HlsPlayerHandlers {
  /** The playlist was read: playback can start. */
  onReady(): void;
  onError(error: PlayerError): void;
}

/** The part of an hls.js instance the widget uses. */
export interface HlsPlayer {
  recoverMediaError(): void;
  swapAudioCodec(): void;
  destroy(): void;
}

/** What the widget needs from hls.js; tests pass a fake with the same shape. */
export interface HlsFactory {
  /** Hls.isSupported(): Media Source Extensions with H.264 in MP4. */
  isSupported(): boolean;
  create(media: HTMLVideoElement, src: string, handlers: HlsPlayerHandlers): HlsPlayer;
}

/**
 * Segment loading gives up after two retries (about 1.5 s) instead of hls.js's six over half a
 * minute: a product clip that does not load should soon give way to its fallback image.
 */
const FRAGMENT_POLICY = {
  default: {
    maxTimeToFirstByteMs: 10_000,
    maxLoadTimeMs: 20_000,
    timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
    errorRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 1_000 },
  },
};

async function importHls(): Promise<HlsFactory> {
  const { default: Hls } = await import('hls.js/light');
  return {
    isSupported: () => Hls.isSupported(),
    create(media, src, handlers) {
      // No worker: hls.js would start it from a blob: URL, which a strict CSP refuses.
      const hls = new Hls({ enableWorker: false, fragLoadPolicy: FRAGMENT_POLICY });
      hls.on(Hls.Events.MANIFEST_PARSED, () => handlers.onReady());
      hls.on(Hls.Events.ERROR, (_event, data) =>
        handlers.onError({ type: data.type, fatal: data.fatal, details: data.details }),
      );
      hls.loadSource(src);
      hls.attachMedia(media);
      return {
        recoverMediaError: () => hls.recoverMediaError(),
        swapAudioCodec: () => hls.swapAudioCodec(),
        destroy: () => hls.destroy(),
      };
    },
  };
}

let pending: Promise<HlsFactory> | null = null;

/**
 * hls.js, imported once per page. A failed import (offline, a deploy that removed the chunk)
 * is forgotten, so the next play tries again.
 *
 * @example const hls = await loadHls(); if (hls.isSupported()) hls.create(video, src, handlers);
 */
export function loadHls(): Promise<HlsFactory> {
  pending ??= importHls().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
