/**
 * What the package gives a host's server (decision 0049), used as a host would: the built
 * `rove-widgets/server` entry renders a results page from the path, the printed settings, the
 * shopper's cookie and the search service's answer over HTTP — and prints exactly what the
 * demo host prints, which the element keeps (search-results.spec.ts: no card replaced, no
 * query sent). The stylesheets under `rove-widgets/styles/` are the ones the demo pages use.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';

type ServerEntry = typeof import('../../types/server');

/** The package's own export, or the build under test (E2E_DIST). */
async function serverEntry(): Promise<ServerEntry> {
  const dist = process.env['E2E_DIST'];
  return (await import(
    dist ? pathToFileURL(path.resolve(dist, 'server.js')).href : 'rove-widgets/server'
  )) as ServerEntry;
}

function stylesheetPath(name: string): string {
  const dist = process.env['E2E_DIST'];
  return dist
    ? path.resolve(dist, 'styles', `${name}.css`)
    : createRequire(import.meta.url).resolve(`rove-widgets/styles/${name}.css`);
}

interface SearchService {
  appId: string;
  apiKey: string;
  hosts: { url: string; protocol: string }[];
}

/** The page as the demo host printed it: its settings and its results element's content. */
async function printedPage(request: APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, cookie ? { headers: { cookie } } : {});
  expect(response.status()).toBe(200);
  const html = await response.text();
  const settings = JSON.parse(
    /<script type="application\/json" id="rove-settings">(.*?)<\/script>/s.exec(html)?.[1] ??
      'null',
  ) as { search: SearchService };
  const inner = /<rove-search-results[^>]*>(.*?)<\/rove-search-results>/s.exec(html)?.[1];
  return { settings, inner };
}

const PAGES = [
  { url: '/search/products/sofa/' },
  { url: '/search/products/sofa/filter/colors=Blue/' },
  { url: '/search/reviews/sofa/' },
  { url: '/search/products/sofa/', cookie: 'KR' },
  { url: '/search/products/sofa/?locale=fr_CA' },
];

for (const { url, cookie } of PAGES)
  test(`a host's server prints ${url}${cookie ? ` for ${cookie}` : ''} with the package as the demo host does`, async ({
    request,
    baseURL,
  }) => {
    const { resultsPageQueries, renderResultsPage } = await serverEntry();
    const printed = await printedPage(
      request,
      url,
      cookie ? `rove_warehouse=${cookie}` : undefined,
    );
    expect(printed.inner).toContain('rove-search-results__state');
    const address = new URL(url, baseURL);
    const page = {
      pathname: address.pathname,
      settings: printed.settings,
      warehouseCookie: cookie,
      queryLocale: address.searchParams.get('locale'),
    };
    const body = resultsPageQueries(page);
    expect(body?.requests.length).toBeGreaterThan(0);
    const { search } = printed.settings;
    const host = search.hosts[0];
    const answer = await request.post(`${host?.protocol}://${host?.url}/1/indexes/*/queries`, {
      headers: { 'x-algolia-application-id': search.appId, 'x-algolia-api-key': search.apiKey },
      data: body,
    });
    expect(answer.status()).toBe(200);
    const html = renderResultsPage({
      ...page,
      origin: address.origin,
      answer: await answer.json(),
      // A request without a phone's client hints: the demo host prints the desktop's view.
      filtersOpen: true,
    });
    expect(html).toBe(printed.inner);
  });

test("the package's stylesheets are the ones the demo pages lay the printed markup out with", async ({
  request,
}) => {
  const resultsSheet = await readFile(stylesheetPath('search-results'), 'utf8');
  expect(resultsSheet).toContain('.rove-search-results__card');
  expect(resultsSheet).not.toContain('@import');
  const site = await (await request.get('/demo-assets/site.css?sdk=search-results')).text();
  expect(site.endsWith(resultsSheet)).toBe(true);
  for (const wall of ['reviews-wall', 'photo-wall']) {
    const sheet = await readFile(stylesheetPath(wall), 'utf8');
    expect(await (await request.get(`/walls/${wall}.css`)).text()).toBe(sheet);
  }
});
