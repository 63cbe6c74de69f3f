import { afterFrames } from './after-frames';
import { taskPoster } from '../core/next-task';

/** What it needs of the window (a test passes one whose paints, load and frames it sends). */
export type PageWindow = Pick<
  typeof globalThis,
  'document' | 'PerformanceObserver' | 'addEventListener' | 'IntersectionObserver'
>;

/**
 * Runs `start` once the page has painted (at once if it has painted, cannot say, or is hidden):
 * the page's own content and picture paint before any SDK request or work competes with them
 * (files asked for earlier were compiled as they arrived and delayed the first paint).
 *
 * A buffered paint observer hears of a paint that came before it. The end of loading is the
 * fallback for engines that report only contentful paints, on a page that has none yet; but a
 * page can finish loading before its first frame (a fast network, a cached page — headless
 * Chromium does so on every demo page), so after load the loader still waits for that frame to
 * be presented: a few frames (after-frames.ts), not a timer, which a test's paused clock holds.
 *
 * The load event reaches our code through a posted message ({@link taskPoster}), so nothing of
 * this file runs in the load event's task: in Chromium the load event, the first layout and the
 * first frame can be one task, and Lighthouse's simulation makes a task that calls into a script
 * wait for that script's download. A listener of ours there put the page's first layout after
 * `loader.js` (product page, simulated FCP 765 → 1032 ms; docs/decisions/0001).
 */
export function afterFirstPaint(start: () => void, win: PageWindow = window): void {
  const doc = win.document;
  const entryTypes = win.PerformanceObserver?.supportedEntryTypes;
  if (!entryTypes?.includes('paint') || doc.hidden || doc.readyState === 'complete') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const loaded = () => {
    if (started) return;
    // A hidden page draws no frames; nothing would start it until it is shown.
    if (doc.hidden) once();
    else afterFrames(LOAD_FALLBACK_FRAMES, once, win);
  };
  const observer = new win.PerformanceObserver(once);
  observer.observe({ type: 'paint', buffered: true });
  win.addEventListener('load', taskPoster(loaded), { once: true });
}

/**
 * Frames the load fallback waits: a paint is stamped when its frame is presented, and in
 * Chromium that came 29–34 ms after the frame painted (blog and cart pages, a phone's viewport);
 * one frame after load the start module was requested 4–23 ms before the stamp, and Lighthouse
 * counted it into the page's FCP and LCP. On a page with content the paint observer starts the
 * SDK (its callback comes after the stamp); the fallback is for a page with nothing to paint.
 */
const LOAD_FALLBACK_FRAMES = 4;
