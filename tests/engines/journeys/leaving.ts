import { expect } from 'vitest';
import { HELD_CHUNKS_PATH, HOLD_CHUNK_COOKIE } from '../../../demo-host/middleware/test-held-chunk';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { countOf, isShown } from '../page-reads';

const WALL = 'rove-reviews-wall';

/** Sets (or, with '', clears) the visitor's cookie that has the host hold a tag's chunk. */
const holdChunk = (driver: EngineDriver, tag: string) =>
  driver.evaluate(
    (name: string, value: string) => {
      document.cookie = `${name}=${value}; path=/${value ? '' : '; max-age=0'}`;
    },
    HOLD_CHUNK_COOKIE,
    tag,
  );

/**
 * Resolves once the page's widgets are defined and its SDK files have arrived: the number it
 * fetched from /rove/ is the same at two reads half a second apart.
 */
async function sdkFilesSettled(driver: EngineDriver): Promise<void> {
  await expect.poll(() => countOf(driver, ':not(:defined)')).toBe(0);
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await driver.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/rove/')).length,
        );
        const same = now > 0 && now === last;
        last = now;
        return same;
      },
      { interval: 500 },
    )
    .toBe(true);
}

/**
 * A shopper who leaves a page while a widget's chunk is on its way: Firefox and WebKit cancel
 * the request as the navigation starts, well before the page is gone (core/page-leaving.ts).
 * The page reports nothing (the suite's check after every journey), and Back shows the widget
 * working — from the back/forward cache (WebKit keeps the page) or loaded anew (Firefox).
 */
export const leavingMidLoad: Journey = {
  name: "leaving while a widget's chunk is on its way: nothing reported, and Back shows the widget",
  async run({ driver, host }) {
    // The hold is set first, on a page of the site that has settled: the wall's chunk is held
    // whenever the product page asks for it — as the page loads (the wall near a tall window,
    // or a busy machine) or as the shopper comes near it.
    await driver.goto('/demo');
    await sdkFilesSettled(driver);
    await holdChunk(driver, WALL);
    // No preload hints: the wall's chunk is asked for only when the shopper comes near it.
    await driver.goto('/product/demo-in-stock?hints=0');
    await expect.poll(() => countOf(driver, 'rove-buybox:defined')).toBe(1);
    await driver.evaluate((tag: string) => document.querySelector(tag)?.scrollIntoView(), WALL);
    await expect.poll(() => host.json<string[]>(HELD_CHUNKS_PATH)).toContain(WALL);

    await driver.goto('/demo');
    await holdChunk(driver, '');
    // The shopper sees the next page before going back: its own widgets and files are here.
    // (Leaving that page too while its chunks are still on their way is another walk, not yet
    // written: there the page's failed chunks were reported, a lead left open.)
    await sdkFilesSettled(driver);
    await driver.back();
    // The upgraded wall's "Load more reviews" button (the server's markup has none).
    await expect.poll(() => isShown(driver, `${WALL}:defined .rove-scroller__more`)).toBe(true);
  },
};
