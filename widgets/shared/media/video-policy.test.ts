import { describe, expect, it } from 'vitest';
import { errorAction, playbackPath } from './video-policy';

const fatal = (type: string) => ({ type, fatal: true });

describe('errorAction', () => {
  it('leaves non-fatal errors to hls.js', () => {
    expect(errorAction({ type: 'networkError', fatal: false }, 0)).toBe('ignore');
    expect(errorAction({ type: 'mediaError', fatal: false }, 5)).toBe('ignore');
  });

  it('falls back on a fatal network error at once (spec/product.md: hide the video, show an image)', () => {
    expect(errorAction(fatal('networkError'), 0)).toBe('fallback');
  });

  it('recovers a media error, then swaps the codec and recovers, then gives up', () => {
    expect(errorAction(fatal('mediaError'), 0)).toBe('recover');
    expect(errorAction(fatal('mediaError'), 1)).toBe('swap-codec-and-recover');
    expect(errorAction(fatal('mediaError'), 2)).toBe('fallback');
    expect(errorAction(fatal('mediaError'), 9)).toBe('fallback');
  });

  it('honours a lower recovery limit (the videos listing: recover once, then fall back)', () => {
    expect(errorAction(fatal('mediaError'), 0, 1)).toBe('recover');
    expect(errorAction(fatal('mediaError'), 1, 1)).toBe('fallback');
    expect(errorAction(fatal('mediaError'), 0, 0)).toBe('fallback');
  });

  it('falls back on any other fatal error', () => {
    for (const type of ['muxError', 'otherError', 'keySystemError', 'unknown']) {
      expect(errorAction(fatal(type), 0)).toBe('fallback');
    }
  });
});

describe('playbackPath', () => {
  it('prefers hls.js over MSE, then native HLS, then nothing', () => {
    expect(playbackPath({ mediaSource: true, nativeHls: true })).toBe('hls.js');
    expect(playbackPath({ mediaSource: true, nativeHls: false })).toBe('hls.js');
    expect(playbackPath({ mediaSource: false, nativeHls: true })).toBe('native');
    expect(playbackPath({ mediaSource: false, nativeHls: false })).toBe('none');
  });
});
