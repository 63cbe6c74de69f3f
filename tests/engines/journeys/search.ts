import { expect } from 'vitest';
import {
  RESULT_TYPES,
  SEARCH_API,
  TAB_NAMES,
  countsFrom,
  countsQuery,
  type ResultType,
} from '../../helpers/search-counts';
import type { EngineDriver } from '../driver';
import type { DemoHostClient, Journey } from '../journey';
import { isChecked, pathOf, requestsTo, textOf, textsOf } from '../page-reads';

const COMBOBOX = { css: 'rove-search [role="combobox"]', name: 'Search the store' };
const RESULTS = 'rove-search-results';
const BLUE = {
  css: `${RESULTS} .rove-search-results__filters input[type="checkbox"]`,
  nameStarts: 'Blue (',
};

/** Hits per type for `sofa`, as the demo host's search service counts them. */
async function countsFor(host: DemoHostClient, facetFilters?: string[][]) {
  const body = countsQuery('sofa', facetFilters);
  return countsFrom(await host.json(SEARCH_API, { method: 'POST', body }));
}

/** The suggestion groups shown, each with its number of options: [['Products', 6], …]. */
const suggestionGroups = (driver: EngineDriver) =>
  driver.evaluate(() =>
    [...document.querySelectorAll('rove-search [role="listbox"] [role="group"]')].map((group) => {
      const labelledBy = group.getAttribute('aria-labelledby');
      const name =
        group.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ??
        '';
      return [name.trim(), group.querySelectorAll('[role="option"]').length] as const;
    }),
  );

const tabTexts = (counts: Record<ResultType, number>) =>
  RESULT_TYPES.map((type) => `${TAB_NAMES[type]} (${counts[type]})`);

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** How many cards the results show once the panel has rendered its last slice (null before). */
const settledCards = (driver: EngineDriver) =>
  driver.evaluate((root: string) => {
    const panel = document.querySelector(`${root} [role="tabpanel"]`);
    if (!panel || panel.hasAttribute('aria-busy')) return null;
    return document.querySelectorAll(`${root} [data-card-id]`).length;
  }, RESULTS);

/**
 * The header search to the results page: suggestions grouped by type once typing pauses (one
 * request for the word), Enter, the tabs with the service's counts, a colour facet in the
 * address, and Back to the unfiltered results.
 */
export const searchToResults: Journey = {
  name: 'header search: grouped suggestions, Enter, tab counts, a colour facet, Back',
  async run({ driver, host }) {
    const counts = await countsFor(host);
    const blue = (await countsFor(host, [['colors:Blue']])).products;
    await driver.goto('/');
    // The server's field: the view waits for the shopper, then takes over the focus.
    await driver.click('rove-search:defined input:not([role])');
    await driver.click(COMBOBOX);
    await driver.type(COMBOBOX, 'sofa');
    await expect
      .poll(() => suggestionGroups(driver))
      .toEqual(
        expect.arrayContaining([
          ['Products', 6],
          ['Categories', expect.any(Number)],
        ]),
      );
    expect(await textOf(driver, 'rove-search [role="group"] [role="option"] mark')).toMatch(
      /^sofa$/i,
    );
    expect(await requestsTo(driver, '/1/indexes/')).toHaveLength(1);

    await driver.press('Enter');
    await expect.poll(() => pathOf(driver)).toBe('/search/products/sofa/');
    await expect.poll(() => textsOf(driver, `${RESULTS} [role="tab"]`)).toEqual(tabTexts(counts));
    expect(await textOf(driver, `${RESULTS} h1`)).toBe('Search results for “sofa”');
    await expect
      .poll(() => textOf(driver, `${RESULTS} [role="status"]`))
      .toBe(results(counts.products));
    const unfiltered = Math.min(24, counts.products);
    await expect.poll(() => settledCards(driver)).toBe(unfiltered);

    await driver.click(BLUE);
    await expect.poll(() => pathOf(driver)).toBe('/search/products/sofa/filter/colors=Blue/');
    await expect.poll(() => textOf(driver, `${RESULTS} [role="status"]`)).toBe(results(blue));
    expect(
      await textOf(driver, { css: `${RESULTS} [role="tab"]`, nameStarts: 'In Products' }),
    ).toBe(`In Products (${blue})`);
    expect(await isChecked(driver, BLUE)).toBe(true);

    await driver.back();
    await expect.poll(() => pathOf(driver)).toBe('/search/products/sofa/');
    await expect.poll(() => isChecked(driver, BLUE)).toBe(false);
    await expect
      .poll(() => textOf(driver, `${RESULTS} [role="status"]`))
      .toBe(results(counts.products));
    await expect.poll(() => settledCards(driver)).toBe(unfiltered);
  },
};
