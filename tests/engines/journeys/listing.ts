import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { countOf, isShown, requestsTo, textOf, textsOf } from '../page-reads';

const LISTING = '/category/beds';
const CARDS = 'rove-listing article.product-card';

/** Scrolls so that the viewport's bottom sits at `ratio` of the page's height. */
const scrollToRatio = (driver: EngineDriver, ratio: number) =>
  driver.evaluate((r: number) => {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, Math.max(0, height * r - window.innerHeight));
  }, ratio);

/**
 * A category's infinite scroll: past 55 % of the page the next page's products are appended, as
 * many as the demo host's JSON page 2 holds, and the live region says how many came.
 */
export const categoryScroll: Journey = {
  name: 'category: infinite scroll appends the next page',
  async run({ driver, host }) {
    const next = await host.json<{ items: { title: string }[] }>(`${LISTING}/page/2?format=json`);
    expect(next.items.length).toBeGreaterThan(0);
    await driver.goto(LISTING);
    await expect
      .poll(() => isShown(driver, '.rove-listing__more-button, .rove-listing__end'))
      .toBe(true);
    const first = await countOf(driver, CARDS);
    expect(first).toBeGreaterThan(0);

    await scrollToRatio(driver, 0.56);
    await expect.poll(() => countOf(driver, CARDS)).toBe(first + next.items.length);
    const added = next.items.length;
    expect(await textOf(driver, 'rove-listing [role="status"]')).toBe(
      `${added} more ${added === 1 ? 'product' : 'products'} loaded`,
    );
    const titles = await textsOf(driver, `${CARDS} .product-card__title`);
    expect(titles.slice(first)).toEqual(next.items.map((item) => item.title));
    expect((await requestsTo(driver, 'format=json')).map((r) => new URL(r.url).pathname)).toEqual([
      `${LISTING}/page/2`,
    ]);
  },
};
