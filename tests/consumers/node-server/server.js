// @ts-check
/**
 * A retailer's own Node server (plain node:http, ESM) that prints the SDK's first render of its
 * search results page with `rove-widgets/server`; `<rove-search-results>` keeps it in the
 * browser. `PORT=4000 node server.js`, then GET /search/products/sofa/.
 */
import { createServer } from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';
import { renderResultsPage, resultsPageQueries } from 'rove-widgets/server';
import { answerQueries } from './search.js';

const SEARCH = { appId: 'consumer-app', apiKey: 'consumer-key', indexPrefix: 'shop_' };
const SETTINGS = { country: 'US', basePath: '/', search: SEARCH };

/**
 * The results page for a request's address, or null when the address is not one.
 *
 * @param {URL} url
 * @param {string | undefined} cookieHeader
 */
function resultsPage(url, cookieHeader) {
  const warehouseCookie = /(?:^|;\s*)rove_warehouse=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  const page = {
    pathname: url.pathname,
    settings: SETTINGS,
    warehouseCookie,
    queryLocale: url.searchParams.get('locale'),
  };
  const queries = resultsPageQueries(page);
  if (!queries) return null;
  const rendered = renderResultsPage({
    ...page,
    origin: url.origin,
    answer: answerQueries(queries, SEARCH.indexPrefix),
    filtersOpen: true,
  });
  const main =
    rendered === null
      ? '<p>Search is resting; please try again.</p>'
      : `<rove-search-results>${rendered}</rove-search-results>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Search</title>
    <script type="application/json" id="rove-settings">${JSON.stringify(SETTINGS).replace(/</g, '\\u003c')}</script>
  </head>
  <body>
    <main>${main}</main>
  </body>
</html>`;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const html = resultsPage(url, request.headers.cookie);
  response.writeHead(html === null ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html ?? 'Not found');
});

server.listen(Number(process.env.PORT ?? 4000), '127.0.0.1', () => {
  const address = server.address();
  // The runner waits for this line.
  process.stdout.write(
    `listening on ${typeof address === 'object' && address ? address.port : ''}\n`,
  );
});
