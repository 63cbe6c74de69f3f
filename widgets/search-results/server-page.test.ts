// @vitest-environment happy-dom
/**
 * The results page as a host's server asks for it through `rove-widgets/server`
 * (server-page.ts): from the page's path, the settings it prints and the shopper's cookie, read
 * as the element reads them. The built entry against the demo host: tests/e2e/package-server.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { IndexName } from '../../core/search/constants';
import { resetLogOnce } from '../../core/log';
import { renderResultsPage, resultsPageQueries, type ResultsPage } from './server-page';
import { answer } from './testing/search-fixture';

const SEARCH = { appId: 'APP', apiKey: 'key', indexPrefix: 'shop_' };
const SETTINGS = { country: 'US', basePath: '/', search: SEARCH };
const PAGE: ResultsPage = { pathname: '/search/products/sofa/', settings: SETTINGS };

/** The service's answer to the page's queries, as it comes over the wire. */
function serviceAnswer(page: ResultsPage): { results: unknown[] } {
  const body = resultsPageQueries(page);
  return {
    results: (body?.requests ?? []).map(({ indexName, ...params }) =>
      answer({ index: indexName.slice(SEARCH.indexPrefix.length) as IndexName, ...params }),
    ),
  };
}

function render(page: ResultsPage, answerOf = serviceAnswer) {
  const html = renderResultsPage({
    ...page,
    origin: 'https://shop.example',
    answer: answerOf(page),
    filtersOpen: false,
  });
  const holder = document.createElement('div');
  holder.innerHTML = html ?? '';
  return { html, holder };
}

let errors: MockInstance<typeof console.error>;
let warnings: MockInstance<typeof console.warn>;

beforeEach(() => {
  resetLogOnce();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resultsPageQueries', () => {
  it("asks the service once, each index under the site's prefix", () => {
    const body = resultsPageQueries(PAGE);
    const names = body?.requests.map((query) => query.indexName) ?? [];
    // One query per result type's tab count, and the products' page with its facets.
    expect(new Set(names)).toEqual(
      new Set(['products', 'customer_photos', 'reviews', 'pages', 'STL'].map((i) => `shop_${i}`)),
    );
    expect(body?.requests[0]).toMatchObject({ query: 'sofa', hitsPerPage: 24, page: 0 });
  });

  it("reads the filters from the path and the country from the shopper's cookie", () => {
    const body = resultsPageQueries({
      ...PAGE,
      pathname: '/search/products/sofa/filter/colors=Blue/',
      warehouseCookie: 'UK',
    });
    expect(body?.requests[0]?.numericFilters).toEqual(['uk_hide=0']);
    expect(body?.requests[0]?.facetFilters).toEqual([['colors:Blue']]);
  });

  it('is null for a path that is not a results page, without a word', () => {
    expect(resultsPageQueries({ ...PAGE, pathname: '/cart' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is null, logged once, when the settings name no search service or are not an object', () => {
    expect(resultsPageQueries({ ...PAGE, settings: { country: 'US' } })).toBeNull();
    expect(resultsPageQueries({ ...PAGE, settings: { country: 'US' } })).toBeNull();
    expect(resultsPageQueries({ ...PAGE, settings: '{"country":"US"}' })).toBeNull();
    expect(errors.mock.calls).toEqual([
      ['[rove] the results page was not rendered: settings.search is missing'],
      ['[rove] the results page was not rendered: settings is not an object'],
    ]);
  });
});

describe('renderResultsPage', () => {
  it("prints the element's first render and the answer it keeps", () => {
    const { holder } = render(PAGE);
    expect(holder.querySelector('h1')?.textContent).toBe('Search results for “sofa”');
    expect(holder.querySelectorAll('[data-card-id]')).toHaveLength(24);
    expect(holder.querySelector('script')?.className).toBe('rove-search-results__state');
    expect(holder.querySelector<HTMLAnchorElement>('.rove-search-results__title a')?.href).toMatch(
      /^https:\/\/shop\.example\//,
    );
  });

  it('prices in the currency of the country the cookie says, as the browser will', () => {
    const { holder } = render({ ...PAGE, warehouseCookie: 'KR' });
    const state = JSON.parse(holder.querySelector('script')?.textContent ?? '{}') as {
      view: string;
    };
    expect(state.view).toBe('KR|ko_KR|KRW|');
    expect(holder.querySelector('.rove-search-results__price')?.textContent).toContain('₩');
  });

  it('uses the default for an invalid setting and says so once, as the browser does', () => {
    const page = { ...PAGE, settings: { ...SETTINGS, memberDiscount: 'a lot' } };
    expect(render(page).html).not.toBeNull();
    expect(render(page).html).not.toBeNull();
    expect(warnings.mock.calls).toEqual([
      ['[rove] invalid settings ignored, defaults used for: memberDiscount'],
    ]);
  });

  it('is null, logged once, for an answer that does not fit the queries', () => {
    expect(render(PAGE, () => ({ results: [{ hits: 'many' }] })).html).toBeNull();
    expect(render(PAGE, () => 'Service Unavailable' as never).html).toBeNull();
    expect(errors.mock.calls).toEqual([
      [
        "[rove] the results page was not rendered: the search service's answer does not fit its queries",
      ],
    ]);
  });
});
