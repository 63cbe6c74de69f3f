import { useCallback, useEffect, useRef, useState } from 'react';
import { logOnce } from '../../core/log';
import { loadHls, type HlsFactory } from '../shared/media/load-hls';
import { startPlayback } from '../shared/media/video-player';
import type { ProductVideo } from './media-settings';

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

/**
 * The product video's player (spec/product.md 'Video'). hls.js is imported only when the video is
 * played; the browser's own HLS is the fallback where Media Source Extensions are missing.
 * Playback is widgets/shared/media/video-player.ts (its errors follow video-policy.ts): a fatal network
 * error (or anything unrecoverable) leaves the phase 'failed', so the view hides the video and
 * shows the fallback image; media errors are recovered twice first.
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
    // The player is destroyed on stop, on unmount and when it gives up (then the phase is
    // 'failed' and the view shows the fallback image).
    return startPlayback(element, src, {
      muted: muted.current,
      load,
      onFail: (reason) => {
        logOnce(
          'warn',
          `product-media:video:${src}`,
          `the product video could not play (${reason}); the fallback image is shown`,
        );
        setPhase('failed');
      },
    });
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
