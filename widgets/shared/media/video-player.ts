import { loadHls, type HlsFactory, type HlsPlayer } from './load-hls';
import { errorAction, playbackPath, type PlayerError } from './video-policy';

// Plays one HLS stream in a <video>, framework-free, for every video of the SDK (the product
// gallery, the videos listing, the home carousels). The decisions are video-policy.ts's: hls.js
// over Media Source Extensions where the browser has them, else the browser's own HLS (Safari on
// iOS), else the fallback; a fatal network error falls back; a media error is recovered up to
// `maxRecoveries` times.

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface PlaybackOptions {
  /** Muted from the start: an automatic open (?video=) has no user gesture behind it. */
  muted?: boolean;
  /** Playback gave up: the caller hides the video and shows the fallback image. */
  onFail(reason: string): void;
  /** How hls.js is obtained (tests pass a fake player). */
  load?: () => Promise<HlsFactory>;
  /** Media-error recoveries before the fallback (video-policy's default when omitted). */
  maxRecoveries?: number;
  /**
   * Use the browser's own HLS where it has one: for decorative loops, where hls.js's finer
   * control is not worth its download.
   */
  preferNative?: boolean;
}

function hasMediaSource(): boolean {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function';
}

const isNotAllowed = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * Starts playing `src` in `video`; returns the function that stops and releases the player.
 * onFail is called at most once, after the player is released.
 *
 * @example const stop = startPlayback(video, '/media/video/1007/index.m3u8', { onFail: showImage });
 */
export function startPlayback(
  video: HTMLVideoElement,
  src: string,
  options: PlaybackOptions,
): () => void {
  const load = options.load ?? loadHls;
  let closed = false;
  let player: HlsPlayer | null = null;
  let nativeSource = false;
  let recoveries = 0;

  const release = () => {
    closed = true;
    video.removeEventListener('error', onElementError);
    player?.destroy();
    player = null;
    if (nativeSource) {
      video.removeAttribute('src');
      video.load();
    }
  };
  const fail = (reason: string) => {
    if (closed) return;
    release();
    options.onFail(reason);
  };
  const start = () => {
    if (closed) return;
    video.play().catch((error: unknown) => {
      // No gesture behind this play (or it expired while hls.js loaded): muted is allowed.
      if (!isNotAllowed(error) || video.muted || closed) return;
      video.muted = true;
      video.play().catch(() => undefined);
    });
  };
  const onPlayerError = (error: PlayerError) => {
    if (closed) return;
    const action = errorAction(error, recoveries, options.maxRecoveries);
    if (action === 'ignore') return;
    if (action === 'fallback') {
      fail(error.details ? `${error.type}: ${error.details}` : error.type);
      return;
    }
    recoveries += 1;
    if (action === 'swap-codec-and-recover') player?.swapAudioCodec();
    player?.recoverMediaError();
  };
  function onElementError() {
    // With hls.js the element fails on decoding: a media error for the policy. Natively there
    // is nothing to recover.
    if (player) onPlayerError({ type: 'mediaError', fatal: true, details: 'media element error' });
    else fail('the browser could not play the stream');
  }
  const playNatively = () => {
    nativeSource = true;
    video.src = src;
    start();
  };

  video.muted = options.muted ?? false;
  // Whatever loads next (a recovery re-attaches the source) plays without another call.
  video.autoplay = true;
  video.addEventListener('error', onElementError);
  const nativeHls = video.canPlayType(HLS_TYPE) !== '';
  const path =
    options.preferNative && nativeHls
      ? 'native'
      : playbackPath({ mediaSource: hasMediaSource(), nativeHls });
  if (path === 'native') playNatively();
  else if (path === 'none') fail('this browser cannot play HLS');
  else {
    load().then(
      (hls) => {
        if (closed) return;
        if (!hls.isSupported()) {
          if (nativeHls) playNatively();
          else fail('this browser cannot play HLS');
          return;
        }
        player = hls.create(video, src, { onReady: start, onError: onPlayerError });
      },
      (error: unknown) => {
        if (closed) return;
        if (nativeHls) playNatively();
        else fail(`the player could not be loaded: ${String(error)}`);
      },
    );
  }
  return release;
}
