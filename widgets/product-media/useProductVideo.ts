import { useCallback, useEffect, useRef, useState } from 'react';
import { logOnce } from '../../core/log';
import { loadHls, type HlsFactory, type HlsPlayer } from '../shared/load-hls';
import type { ProductVideo } from './media-settings';
import { errorAction, playbackPath, type PlayerError } from '../shared/video-policy';

/** idle: the poster tile; active: the <video> is on the stage; failed: the fallback image. */
export type VideoPhase = 'idle' | 'active' | 'failed';

export interface ProductVideoControls {
  phase: VideoPhase;
  /** Callback ref for the <video> the stage renders while the phase is 'active'. */
  videoRef: (element: HTMLVideoElement | null) => void;
  /** Shows the video and plays it; muted for autoplay without a gesture ('#play-video'). */
  play(options?: { muted?: boolean }): void;
  /** Back to the gallery: the player is destroyed. */
  stop(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

function hasMediaSource(): boolean {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function';
}

const isNotAllowed = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * The product video's player (seed 001 'Video'). hls.js is imported only when the video is
 * played; the browser's own HLS is the fallback where Media Source Extensions are missing.
 * Errors follow video-policy.ts: a fatal network error (or anything unrecoverable) destroys
 * the player and leaves the phase 'failed', so the view hides the video and shows the fallback
 * image; media errors are recovered twice first. The player is destroyed on stop and unmount.
 *
 * @param load how hls.js is obtained (tests pass a fake player)
 */
export function useProductVideo(
  video: ProductVideo | null,
  load: () => Promise<HlsFactory> = loadHls,
): ProductVideoControls {
  const [phase, setPhase] = useState<VideoPhase>('idle');
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const muted = useRef(false);
  const src = video?.src ?? null;
  const active = phase === 'active';
  // What play() needs to know, without changing identity (autoplay effects depend on it).
  const now = useRef({ phase, element });
  useEffect(() => {
    now.current = { phase, element };
  }, [phase, element]);

  useEffect(() => {
    if (!active || !element || src === null) return;
    let closed = false;
    let player: HlsPlayer | null = null;
    let nativeSource = false;
    let recoveries = 0;

    const fail = (reason: string) => {
      if (closed) return;
      closed = true;
      player?.destroy();
      player = null;
      logOnce(
        'warn',
        `product-media:video:${src}`,
        `the product video could not play (${reason}); the fallback image is shown`,
      );
      setPhase('failed');
    };
    const start = () => {
      if (closed) return;
      element.muted = muted.current;
      element.play().catch((error: unknown) => {
        // No gesture behind this play (or it expired while hls.js loaded): muted is allowed.
        if (!isNotAllowed(error) || element.muted || closed) return;
        element.muted = true;
        element.play().catch(() => undefined);
      });
    };
    const onPlayerError = (error: PlayerError) => {
      if (closed) return;
      switch (errorAction(error, recoveries)) {
        case 'ignore':
          return;
        case 'recover':
          recoveries += 1;
          player?.recoverMediaError();
          return;
        case 'swap-codec-and-recover':
          recoveries += 1;
          player?.swapAudioCodec();
          player?.recoverMediaError();
          return;
        case 'fallback':
          fail(error.details ? `${error.type}: ${error.details}` : error.type);
      }
    };
    const playNatively = () => {
      nativeSource = true;
      element.src = src;
      start();
    };
    const onElementError = () => {
      // With hls.js the element fails on decoding or on a refused source (a CSP without
      // media-src blob:): a media error for the policy. Natively there is nothing to recover.
      if (player)
        onPlayerError({ type: 'mediaError', fatal: true, details: 'media element error' });
      else fail('the browser could not play the stream');
    };
    element.addEventListener('error', onElementError);
    // Whatever loads next (a recovery re-attaches the source) plays without another call.
    element.autoplay = true;

    const nativeHls = element.canPlayType(HLS_TYPE) !== '';
    const path = playbackPath({ mediaSource: hasMediaSource(), nativeHls });
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
          player = hls.create(element, src, { onReady: start, onError: onPlayerError });
        },
        (error: unknown) => {
          if (nativeHls) playNatively();
          else fail(`the player could not be loaded: ${String(error)}`);
        },
      );
    }

    return () => {
      closed = true;
      element.removeEventListener('error', onElementError);
      player?.destroy();
      player = null;
      if (nativeSource) {
        element.removeAttribute('src');
        element.load();
      }
    };
  }, [active, element, src, load]);

  const play = useCallback(
    (options: { muted?: boolean } = {}) => {
      if (src === null) return;
      muted.current = options.muted ?? false;
      const { phase: shown, element: onStage } = now.current;
      if (shown === 'active' && onStage) {
        // Already on the stage: play again without tearing the player down.
        if (muted.current) onStage.muted = true;
        onStage.play().catch(() => undefined);
        return;
      }
      setPhase('active');
    },
    [src],
  );
  const stop = useCallback(() => setPhase('idle'), []);

  return { phase, videoRef: setElement, play, stop };
}
