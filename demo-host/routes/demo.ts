import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { DemoDeps, DemoHostEnv } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { AS_COOKIE } from '../middleware/visitor';
import { WAREHOUSE_COOKIE } from '../middleware/shop';
import type { Country } from '../lib/markets';
import { BUILDER_LINK } from '../templates/builder-page';
import { demoIndexPage } from '../templates/demo-index-page';
import { markup } from '../lib/html';
import { layout } from '../templates/layout';
import { productCard } from '../templates/product-card';
import { providersPage } from '../templates/providers-page';
import {
  BROKEN_SETTINGS_JSON,
  CLOBBERING_ELEMENTS,
  EXTRA_LOADER_TAGS,
  MALFORMED_SETTINGS_JSON,
  brokenSettingsPage,
  lateLovePage,
  legacySettingsPage,
  loaderTwicePage,
  malformedSettingsPage,
  nothingToPaintDocument,
  settingsPrecedencePage,
} from '../templates/scenario-pages';
import { pageContext } from './page-context';

/** Cards per "Load more" page, and the last page (spec/shell.md: a generic scroller stops after 5). */
export const LATE_LOVE_PAGE_SIZE = 4;
export const LATE_LOVE_LAST_PAGE = 5;

/** /demo and the scenario pages used by tests and reviewers. */
export function demoRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  const sample = (country: Country): CatalogueProduct[] =>
    deps.products.inCategory('sofas', country).slice(0, 4);

  app.get('/demo/providers', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Simulated providers',
        bodyClasses: ['page-demo'],
        settings: { kind: 'json', settings },
        main: providersPage(),
        scripts: ['providers.js'],
      }).toString(),
    );
  });

  app.get('/demo', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Demo scenarios',
        bodyClasses: ['page-demo'],
        settings: { kind: 'json', settings },
        main: markup`${demoIndexPage(chrome.categories)}${BUILDER_LINK}`,
      }).toString(),
    );
  });

  // Forget the simulated visitor and the country (the anonymous visitor id stays: loves persist).
  app.get('/demo/reset', (c) => {
    deleteCookie(c, AS_COOKIE, { path: '/' });
    deleteCookie(c, WAREHOUSE_COOKIE, { path: '/' });
    return c.redirect('/demo', 302);
  });

  app.get('/demo/loader-twice', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Loader included twice',
        bodyClasses: ['page-demo-scenario'],
        settings: { kind: 'json', settings },
        main: loaderTwicePage(sample(chrome.shop.country), chrome.shop),
        bodyEnd: EXTRA_LOADER_TAGS,
      }).toString(),
    );
  });

  app.get('/demo/nothing-to-paint', (c) => {
    const { settings } = pageContext(c, deps);
    return c.html(nothingToPaintDocument(settings).toString());
  });

  app.get('/demo/malformed-settings', (c) => {
    const { chrome } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Malformed settings',
        bodyClasses: ['page-demo-scenario'],
        settings: { kind: 'raw-json', text: MALFORMED_SETTINGS_JSON },
        main: malformedSettingsPage(sample(chrome.shop.country), chrome.shop),
        bodyStart: CLOBBERING_ELEMENTS,
      }).toString(),
    );
  });

  app.get('/demo/broken-settings-json', (c) => {
    const { chrome } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Unparseable settings',
        bodyClasses: ['page-demo-scenario'],
        settings: { kind: 'raw-json', text: BROKEN_SETTINGS_JSON },
        main: brokenSettingsPage(sample(chrome.shop.country), chrome.shop),
      }).toString(),
    );
  });

  app.get('/demo/legacy-settings', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Legacy settings only',
        bodyClasses: ['page-demo-scenario'],
        settings: { kind: 'legacy', settings },
        main: legacySettingsPage(sample(chrome.shop.country), chrome.shop),
      }).toString(),
    );
  });

  app.get('/demo/settings-precedence', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Settings precedence',
        bodyClasses: ['page-demo-scenario'],
        settings: {
          kind: 'json-and-legacy',
          legacy: { ...settings, memberFee: 80, voucherMax: 300 },
          json: { memberFee: 120 },
        },
        main: settingsPrecedencePage(sample(chrome.shop.country), chrome.shop),
      }).toString(),
    );
  });

  app.get('/demo/late-love', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: 'Cards added after load',
        bodyClasses: ['page-demo-scenario'],
        settings: { kind: 'json', settings },
        main: lateLovePage(lateLoveProducts(deps, chrome.shop.country, 1), chrome.shop),
        scripts: ['late-love.js'],
      }).toString(),
    );
  });

  // spec/shell.md's generic scroller shape: an array of items with html.
  app.get('/demo/late-love/items', (c) => {
    const page = Number(c.req.query('page') ?? '2');
    if (!Number.isInteger(page) || page < 1)
      return c.json({ error: 'page must be a positive integer' }, 400);
    const shop = c.get('shop');
    const items = lateLoveProducts(deps, shop.country, page).map((p) => ({
      nid: p.nid,
      html: productCard(p, shop).toString(),
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({
      page,
      items,
      next: items.length > 0 && page < LATE_LOVE_LAST_PAGE ? page + 1 : null,
    });
  });

  return app;
}

function lateLoveProducts(deps: DemoDeps, country: Country, page: number): CatalogueProduct[] {
  if (page > LATE_LOVE_LAST_PAGE) return [];
  const ordinary = deps.products.listed(country).filter((p) => p.scenario === null);
  return ordinary.slice((page - 1) * LATE_LOVE_PAGE_SIZE, page * LATE_LOVE_PAGE_SIZE);
}
