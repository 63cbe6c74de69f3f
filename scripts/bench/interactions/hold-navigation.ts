import type { Page, Route } from 'playwright-core';

/**
 * An interaction that leaves the page (choosing a suggestion) is measured on the document it
 * leaves, and Chromium reports an event entry only after the paint that ends it: on the demo
 * host, a few milliseconds away, the next document used to commit first and the entry was
 * never seen. So the navigation's request waits in the network until the leaving document has
 * painted after the gesture and its observer has had its turn, then goes on.
 *
 * This does not change what is measured: the entry's duration runs from the input to the
 * first paint after the handlers, and the request is only sent by the handlers — a shopper's
 * phone, whose network is slower than the demo host's loopback, keeps the page on screen that
 * long anyway.
 *
 * The page says when it has painted, through a binding: while a navigation is under way
 * Chromium holds DevTools' messages to the page until the next document commits, so Node
 * cannot ask it (an evaluate would wait for the very navigation it holds).
 */
export interface HeldNavigation {
  /**
   * Resolves once the navigation was held and let go after the leaving page painted; rejects
   * when the gesture did not navigate through the network, or the page did not paint in time:
   * the step is then unanswered, never reported as faster than it was seen.
   */
  released(): Promise<void>;
  /** Stops holding: call it whatever happened. */
  dispose(): Promise<void>;
}

/** The leaving page's word that it painted after the gesture and its entries were reported. */
const PAINTED = '__roveLeavingPagePainted';

/** Longer than any paint at 4× CPU; a page this slow is a broken run. */
const PAINT_LIMIT_MS = 10_000;

/** Per page, who waits for the binding's next call (a binding is exposed once per page). */
const waiters = new WeakMap<Page, { next?: () => void }>();

/**
 * The page's next paint after its next click or key, read in the page: two frames and a pause —
 * Event Timing reports an entry after the paint that ends it, to observers in a later task.
 * (Wrapped: an async function would wait for the promise it returns.)
 */
async function paintedAfterNextGesture(page: Page): Promise<{ painted: Promise<void> }> {
  let waiter = waiters.get(page);
  if (!waiter) {
    const created: { next?: () => void } = {};
    waiter = created;
    waiters.set(page, created);
    await page.exposeBinding(PAINTED, () => created.next?.());
  }
  const painted = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no paint in 10 s')), PAINT_LIMIT_MS);
    waiter.next = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  painted.catch(() => undefined); // read by `released`, maybe never if the step fails first
  await page.evaluate((binding) => {
    const gestures = ['click', 'keydown'];
    const afterPaint = () => {
      for (const type of gestures) removeEventListener(type, afterPaint, true);
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          setTimeout(() => (window as unknown as Record<string, () => void>)[binding]?.(), 100),
        ),
      );
    };
    for (const type of gestures) addEventListener(type, afterPaint, true);
  }, PAINTED);
  return { painted };
}

/** Holds the page's next navigation of its main frame until it painted after the next gesture. */
export async function holdNextNavigation(page: Page): Promise<HeldNavigation> {
  const { painted } = await paintedAfterNextGesture(page);
  let held: Promise<boolean> | undefined;
  const handler = async (route: Route) => {
    const request = route.request();
    if (held || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) {
      await route.fallback();
      return;
    }
    held = painted.then(
      () => true,
      () => false,
    );
    await held;
    await route.fallback();
  };
  await page.route('**/*', handler);
  return {
    async released() {
      if (!held) throw new Error('the interaction did not navigate through the network');
      if (!(await held)) throw new Error('the page it left did not paint before it went');
    },
    dispose: () => page.unroute('**/*', handler),
  };
}
