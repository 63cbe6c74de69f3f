import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { renderCommunityPhotoSvg } from '../fixtures/community-photos';
import {
  HOSTS_PER_PAGE,
  HOST_FILTERS,
  HOST_FILTER_KEYS,
  filterHosts,
  generateHosts,
  type Host,
  type HostFilterValues,
} from '../fixtures/hosts';
import { layout } from '../templates/layout';
import {
  HOST_CONNECT_CSS,
  hostConnectPage,
  hostPage,
  type HostPageData,
} from '../templates/host-connect-page';
import { pageContext } from './page-context';

// The host-connect listing (spec/product.md §2, §3 'Host'; the specification shows neither the filter nor the
// pagination requests, so this is the demo host's own contract, documented in
// widgets/host-listing/README.md):
// - GET /host-connect[?city=&style=&room=&page=N]: the page (form, first page of cards, pager,
//   FAQ). Asked with `Accept: application/json` the same URL answers
//   { hosts: [...], page, pages, total } — what <rove-host-listing> fetches.
// - GET /host-connect/{id}: a host's own page (the cards' link without JavaScript).
// - GET /host-connect/photo/{id}-{n}-{small|medium}.svg: the drawn photos.
// - GET /host-connect/host-connect.css: the page's theme rules for the server markup.
// The Host Program stub among the content pages stays at /host-program.

/** The filters from the query: only known values of known fields count. */
export function readHostFilters(url: URL): HostFilterValues {
  const filters: HostFilterValues = {};
  for (const key of HOST_FILTER_KEYS) {
    const value = url.searchParams.get(key) ?? '';
    if ((HOST_FILTERS[key] as readonly string[]).includes(value)) filters[key] = value;
  }
  return filters;
}

function readPage(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** One page of the filtered hosts; a page past the end is the last one. */
export function hostPageData(
  hosts: readonly Host[],
  filters: HostFilterValues,
  page: number,
): HostPageData {
  const matching = filterHosts(hosts, filters);
  const pages = Math.max(1, Math.ceil(matching.length / HOSTS_PER_PAGE));
  const current = Math.min(page, pages);
  return {
    hosts: matching.slice((current - 1) * HOSTS_PER_PAGE, current * HOSTS_PER_PAGE),
    page: current,
    pages,
    total: matching.length,
  };
}

function wantsJson(accept: string | undefined): boolean {
  return /\bapplication\/json\b/i.test(accept ?? '');
}

export function hostConnectRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  let hosts: Host[] | undefined;
  // Built on first use from the catalogue's ordinary products (deterministic, like the catalogue).
  const allHosts = () =>
    (hosts ??= generateHosts(
      deps.products
        .all()
        .filter((product) => product.scenario === null)
        .slice(0, 80),
    ));

  app.get('/host-connect', (c) => {
    const url = new URL(c.req.url);
    const filters = readHostFilters(url);
    const data = hostPageData(allHosts(), filters, readPage(url));
    // Vary: the same URL answers the page to a browser and JSON to the element.
    c.header('Vary', 'Accept');
    if (wantsJson(c.req.header('accept'))) {
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    }
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Host Program',
        description: 'See our furniture in real homes near you.',
        bodyClasses: ['page-host-connect'],
        settings: { kind: 'json', settings },
        main: hostConnectPage(data, filters),
      }).toString(),
    );
  });

  app.get('/host-connect/host-connect.css', (c) =>
    c.body(HOST_CONNECT_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  app.get('/host-connect/photo/:file', (c) => {
    const match = /^(h\d{3})-(\d)-(small|medium)\.svg$/.exec(c.req.param('file'));
    const host = match && allHosts().find((candidate) => candidate.id === match[1]);
    const n = Number(match?.[2]);
    if (!match || !host || n < 1 || n > host.imgCount) return c.text('Not found', 404);
    return c.body(renderCommunityPhotoSvg(`${host.id}-${n}`, match[3] as 'small' | 'medium'), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.get('/host-connect/:id{h\\d{3}}', (c) => {
    const host = allHosts().find((candidate) => candidate.id === c.req.param('id'));
    if (!host) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: `${host.fname} ${host.lname} – Host Program`,
        bodyClasses: ['page-host'],
        settings: { kind: 'json', settings },
        main: hostPage(host),
      }).toString(),
    );
  });

  return app;
}
