import { afterFrames } from './after-frames';

/**
 * The longest the SDK waits for the page's pictures (ms). 2.5 s is where Core Web Vitals stops
 * calling a largest contentful paint good: a picture slower than that is the page's own
 * problem, and the widgets should not wait on it any longer.
 */
export const PICTURE_WAIT_MS = 2500;

/** The images the first screen shows (loaded or not: a loaded one may not be painted yet). */
function firstScreenPictures() {
  return [...document.querySelectorAll('img')].filter((image) => {
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  });
}

/**
 * Runs `start` once the pictures of the first screen have been decoded (or failed) and painted,
 * and a frame more — at once when it shows none, at most {@link PICTURE_WAIT_MS} later. The
 * frame more: a largest contentful paint is stamped when its frame is presented, a few
 * milliseconds after the paint, and the first SDK request came 1–2 ms before that stamp in two
 * of three loads of the campaign page (which Lighthouse then counts into its LCP).
 *
 * Called after the first paint: the page's picture, usually its largest contentful paint, comes
 * after its text, and the SDK's files, compiled as they arrive, held the frame that would paint
 * it (Lighthouse: the campaign page's LCP 914 → 1392 ms, every SDK file counted into it).
 * Decoded, not just loaded: an image decoded off the main thread (`decoding="async"`) paints a
 * frame after its load event, and the SDK's first files came in between.
 */
export function afterPictures(start: () => void): void {
  const pictures = firstScreenPictures();
  if (pictures.length === 0) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  void Promise.allSettled(pictures.map((image) => image.decode())).then(() => afterFrames(2, once));
  setTimeout(once, PICTURE_WAIT_MS);
}
