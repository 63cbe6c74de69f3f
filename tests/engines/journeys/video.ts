import { expect } from 'vitest';
import { DEMO_STREAM_SIZE, HLS_CHUNK, PLAYING_PAST_SECONDS } from '../../helpers/demo-stream';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { isShown, requestsTo } from '../page-reads';

const PLAY = { css: 'rove-product-media button', nameStarts: 'Play video: ' };
const VIDEO = 'rove-product-media video';

/** Requests for hls.js's chunk so far. */
const hlsChunks = async (driver: EngineDriver) =>
  (await requestsTo(driver, '/rove/chunks/')).filter((request) => HLS_CHUNK.test(request.url));

/** Where the video stands: its time, decoded frame size and source. */
const videoState = (driver: EngineDriver) =>
  driver.evaluate((css: string) => {
    const video = document.querySelector<HTMLVideoElement>(css);
    return video
      ? { time: video.currentTime, size: [video.videoWidth, video.videoHeight], src: video.src }
      : null;
  }, VIDEO);

/**
 * The product video: play starts the demo stream — through hls.js where the engine has Media
 * Source Extensions (its chunk fetched only now, the video fed from a blob: URL), through the
 * engine's own HLS where it has not — and frames of the stream's size are decoded.
 */
export const productVideo: Journey = {
  name: 'product video: play starts the stream (hls.js with MediaSource, else native HLS)',
  async run({ driver }) {
    await driver.goto('/product/demo-in-stock');
    await expect.poll(() => isShown(driver, PLAY)).toBe(true);
    const mediaSource = await driver.evaluate(
      () =>
        typeof window.MediaSource === 'function' ||
        typeof (window as Window & { ManagedMediaSource?: unknown }).ManagedMediaSource ===
          'function',
    );
    expect(await hlsChunks(driver)).toEqual([]);

    await driver.click(PLAY);
    await expect.poll(() => isShown(driver, VIDEO)).toBe(true);
    await expect
      .poll(async () => (await videoState(driver))?.time)
      .toBeGreaterThan(PLAYING_PAST_SECONDS);
    const state = await videoState(driver);
    expect(state?.size).toEqual(DEMO_STREAM_SIZE);
    if (mediaSource) {
      expect(await hlsChunks(driver)).toHaveLength(1);
      expect(state?.src).toMatch(/^blob:/);
    } else {
      expect(await hlsChunks(driver)).toEqual([]);
      expect(state?.src).toMatch(/\.m3u8$/);
    }
  },
};
