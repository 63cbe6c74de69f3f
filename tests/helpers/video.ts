import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_STREAM_SIZE, HLS_CHUNK, PLAYING_PAST_SECONDS } from './demo-stream';

/** Requests for hls.js's chunk (chunks/hls.light-<hash>.js), to check it loads only on play. */
export function watchHlsChunk(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (HLS_CHUNK.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/**
 * The video really plays: time advances past 0.5 s and frames of the demo stream's size
 * (128 × 72, demo-host/media) are decoded.
 */
export async function expectPlaying(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
      message: 'the video never got past 0.5 s',
    })
    .toBeGreaterThan(PLAYING_PAST_SECONDS);
  const size = await video.evaluate((element: HTMLVideoElement) => [
    element.videoWidth,
    element.videoHeight,
  ]);
  expect(size).toEqual(DEMO_STREAM_SIZE);
}
