import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { PAGE_SIZES } from '../../core/search/constants';
import { countryFilter } from '../../core/search/country-filter';
import type { DemoDeps, DemoHostEnv } from '../context';
import { parseResultsPath, type ResultsPage } from '../search/results-path';
import { readSearchParams } from '../search/search-params';
import type { SearchHit } from '../search/search-index';
import type { Country } from '../lib/markets';
import { layout } from '../templates/layout';
import {
  sdkResultsPage,
  searchResultsHeading,
  searchResultsPage,
  type SearchFallback,
} from '../templates/search-results-page';
import { pageContext } from './page-context';
import { renderResultsPage, resultsPageQueries } from '../../server/index';
import { answerBatch } from '../search/query-batch';
import type { PageSettings } from '../shop/page-settings';
import { isDesktopRequest } from '../lib/client-hints';
import { WAREHOUSE_COOKIE } from '../middleware/shop';

// GET /search/{type}/{query}[/filter/{facets}/] (spec/shell.md §2): the results page. The SDK's
// <rove-search-results> takes over in the browser; the server renders the first page of the
// type (country filter and facets applied) so the page is useful without JavaScript.

function firstPage(
  deps: DemoDeps,
  page: ResultsPage,
  country: Country,
): { hits: SearchHit[]; total: number } {
  const params = readSearchParams({
    query: page.query,
    hitsPerPage: PAGE_SIZES[page.type],
    numericFilters: [countryFilter(country)],
    facetFilters: page.facetFilters,
  });
  if (!params.ok) return { hits: [], total: 0 };
  const result = deps.search.engine.search(page.type, params.value);
  return result.ok
    ? { hits: result.answer.hits, total: result.answer.nbHits }
    : { hits: [], total: 0 };
}

function fallbackOf(deps: DemoDeps, page: ResultsPage, hits: readonly SearchHit[]): SearchFallback {
  if (page.type === 'products') {
    return {
      kind: 'products',
      products: hits.flatMap((hit) => deps.products.byNid(Number(hit.nid)) ?? []),
    };
  }
  return { kind: 'links', links: hits.map((hit) => ({ title: hit.title, url: hit.url })) };
}

/**
 * The SDK's own rendering of the results page, through the package's server entry as a host
 * would use it (server/index.ts), fed by the search service's engine: the element hydrates it,
 * so the first page of hits is kept (issue 22). Null when the SDK refuses the answer: the page
 * then prints its plain fallback.
 */
function sdkRendering(
  deps: DemoDeps,
  url: URL,
  settings: PageSettings,
  warehouseCookie: string | undefined,
  desktop: boolean,
): string | null {
  const page = {
    pathname: url.pathname,
    settings,
    warehouseCookie,
    queryLocale: url.searchParams.get('locale'),
  };
  const queries = resultsPageQueries(page);
  if (!queries) return null;
  const batch = answerBatch(deps.search.engine, queries);
  if (!batch.ok) return null;
  return renderResultsPage({
    ...page,
    origin: url.origin,
    answer: { results: batch.results },
    filtersOpen: desktop,
  });
}

export function searchPageRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  // The header's no-JS search form posts ?q=; results live at /search/products/{query}/.
  app.get('/search', (c) => {
    const query = (c.req.query('q') ?? '').trim();
    return c.redirect(query ? `/search/products/${encodeURIComponent(query)}/` : '/', 302);
  });

  app.get('/search/*', (c) => {
    // The raw path: a value may hold an encoded ',' or ';' that the facets syntax uses.
    const page = parseResultsPath(new URL(c.req.url).pathname);
    if (!page) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const url = new URL(c.req.url);
    // ?server-render=off: the page a CMS prints when it cannot run the SDK's renderer.
    const rendered =
      c.req.query('server-render') !== 'off' &&
      sdkRendering(
        deps,
        url,
        settings,
        getCookie(c, WAREHOUSE_COOKIE),
        isDesktopRequest((name) => c.req.header(name)),
      );
    let main;
    if (rendered) {
      main = sdkResultsPage(rendered);
    } else {
      const { hits, total } = firstPage(deps, page, chrome.shop.country);
      main = searchResultsPage(
        { query: page.query, total, fallback: fallbackOf(deps, page, hits) },
        chrome.shop,
      );
    }
    return c.html(
      layout({
        chrome,
        title: searchResultsHeading(page.query),
        bodyClasses: ['page-search', `page-search-${page.type.toLowerCase()}`],
        settings: { kind: 'json', settings },
        ...(rendered ? { sdkStyles: ['search-results'] } : {}),
        main,
      }).toString(),
    );
  });

  return app;
}
