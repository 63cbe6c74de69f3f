import { inNextTask } from './next-task';

/** What it needs of the window (a test passes one whose paints and frames it sends). */
export type PageWindow = Pick<
  typeof globalThis,
  'document' | 'PerformanceObserver' | 'addEventListener' | 'requestAnimationFrame'
>;

/**
 * Runs `start` once the page has painted (at once if it has painted, cannot say, or is hidden):
 * the page's own content and picture paint before any SDK request or work competes with them
 * (files asked for earlier were compiled as they arrived and delayed the first paint).
 *
 * A buffered paint observer hears of a paint that came before it. The load event is the
 * fallback for engines that report only contentful paints, on a page that has none yet; but a
 * page can finish loading before its first frame (a fast network, a cached page — headless
 * Chromium does so on every demo page), so after load the loader still waits for that frame to be
 * presented: a few animation frames, then a task. Not a timer: where a test's paused clock holds
 * animation frames, the paint observer still starts the SDK.
 */
export function afterFirstPaint(start: () => void, win: PageWindow = window): void {
  const doc = win.document;
  if (
    !win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ||
    doc.hidden ||
    doc.readyState === 'complete'
  ) {
    start();
    return;
  }
  let started = false;
  const observer = new win.PerformanceObserver(once);
  function once(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  win.addEventListener('load', () => {
    // A hidden page draws no frames; nothing would start it until it is shown.
    if (doc.hidden) return once();
    afterFrames(win, LOAD_FALLBACK_FRAMES, () => inNextTask(once));
  });
}

/**
 * Frames the load fallback waits: a paint is stamped when its frame is presented, and in
 * Chromium that came 29–34 ms after the frame painted (blog and cart pages, a phone's viewport);
 * one frame after load the start module was requested 4–23 ms before the stamp, and Lighthouse
 * counted it into the page's FCP and LCP. On a page with content the paint observer starts the
 * SDK (its callback comes after the stamp); the fallback is for a page with nothing to paint.
 */
const LOAD_FALLBACK_FRAMES = 4;

function afterFrames(win: PageWindow, frames: number, then: () => void): void {
  win.requestAnimationFrame(() => (frames > 1 ? afterFrames(win, frames - 1, then) : then()));
}
