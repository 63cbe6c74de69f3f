// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withVendorSources } from '../../server/csp';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import {
  DEMO_POLICY_OPTIONS,
  TestBrowser,
  bodyClasses,
  readSettings,
  setupTestHost,
} from '../testing/test-host';

const host = setupTestHost();

const PAGES = [
  '/',
  '/home',
  '/category/sofas',
  '/category/sofas/page/2',
  '/product/demo-in-stock',
  '/i-love',
  '/demo',
  '/demo/loader-twice',
  '/demo/late-love',
];

describe('every page', () => {
  it.each(PAGES)('%s renders with settings, the loader and the strict CSP', async (path) => {
    const response = await new TestBrowser(host.app).get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    // The host's policy with the vendors this page's settings configure (docs/csp.md).
    expect(response.headers.get('content-security-policy')).toBe(
      withVendorSources(CONTENT_SECURITY_POLICY, readSettings(page), DEMO_POLICY_OPTIONS),
    );
    expect(page).toContain(
      '<script type="module" src="/rove/loader.js" data-base="/rove/" fetchpriority="low"></script>',
    );
    expect(page).toContain('<link rel="stylesheet" href="/demo-assets/site.css">');
    expect(page).toMatch(/<rove-love-count[^>]*>[\s\S]*href="\/i-love"/);
    expect(readSettings(page)).toMatchObject({
      country: 'US',
      locale: 'en_US',
      currency: 'USD',
      basePath: '/',
      uc_love: { user: null, count: 0 },
      memberFee: 100,
      memberDiscount: 0.2,
      voucherRate: 0.1,
      voucherType: 'rate',
      voucherMax: 500,
      isMembership: false,
      isMSRPShown: true,
      search: {
        appId: 'ROVEDEMO',
        apiKey: 'rove-demo-search',
        indexPrefix: '',
        hosts: [{ url: 'localhost', protocol: 'http', accept: 'read' }],
      },
      widgets: {},
    });
  });

  it('points settings.search at the host the browser called', async () => {
    const search = (page: string) => readSettings(page).search as { hosts: { url: string }[] };
    const get = (hostHeader: string) =>
      new TestBrowser(host.app).get('/', { headers: { host: hostHeader } }).then((r) => r.text());
    expect(search(await get('localhost:4321')).hosts[0]?.url).toBe('localhost:4321');
    expect(search(await get('192.168.1.20:8080')).hosts[0]?.url).toBe('192.168.1.20:8080');
    // A bracketed IPv6 literal is refused by the SDK's schema: localhost on the same port.
    expect(search(await get('[::1]:4419')).hosts[0]?.url).toBe('localhost:4419');
    expect(search(await get('evil.example/"><x')).hosts[0]?.url).toBe('localhost');
  });

  it('has no inline scripts, inline styles or inline event handlers', async () => {
    for (const path of [...PAGES, '/demo/malformed-settings', '/demo/legacy-settings']) {
      const page = await (await new TestBrowser(host.app).get(path)).text();
      const scripts = page.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts) {
        expect(tag, `${path}: ${tag}`).toMatch(/\bsrc="|type="application\/json"/);
      }
      expect(page).not.toMatch(/<style\b/);
      expect(page).not.toMatch(/\sstyle="/);
      expect(page).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('answers unknown pages with a styled 404 page and endpoints with JSON', async () => {
    const page = await new TestBrowser(host.app).get('/no-such-page');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page not found');
    const api = await new TestBrowser(host.app).get('/uc_love/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
    expect((await new TestBrowser(host.app).get('/product/nope')).status).toBe(404);
    expect((await new TestBrowser(host.app).get('/category/nope')).status).toBe(404);
    expect((await new TestBrowser(host.app).get('/category/sofas/page/99')).status).toBe(404);
  });
});

describe('catalogue pages', () => {
  it('category cards carry image, title, price and a rove-love', async () => {
    const page = await (await new TestBrowser(host.app).get('/category/sofas')).text();
    expect(page).toContain('<h1 class="page-head__title">Sofas</h1>');
    const cards = page.match(/<article class="product-card"/g) ?? [];
    expect(cards.length).toBe(24);
    expect(page).toContain(
      '<rove-love nid="1002" product-title="Demo Low-Stock Sofa"></rove-love>',
    );
    expect(page).toMatch(/<img\s+class="product-card__image"\s+src="\/images\/product\/1002\.svg"/);
    expect(page).toMatch(/width="800"\s+height="600"/);
    expect(page).toContain('$1,799');
    expect(page).toContain('rel="next" href="/category/sofas/page/2"');
  });

  it('product page has title, image, price, description, love and model settings', async () => {
    const page = await (await new TestBrowser(host.app).get('/product/demo-low-stock')).text();
    expect(page).toContain('<h1 class="product__title">Demo Low-Stock Sofa</h1>');
    expect(page).toContain(
      '<rove-love nid="1002" product-title="Demo Low-Stock Sofa"></rove-love>',
    );
    // The server prints the default model's first gallery picture: the one <rove-product-media>
    // shows first, so the widget keeps it instead of fetching another.
    const settingsForPicture = readSettings(page);
    const imgs = (settingsForPicture.product_imgs as { data: Record<string, string[]> }).data;
    const picture = page.match(/<img\s+class="product__image"\s+src="([^"]+)"/)?.[1];
    expect(Object.values(imgs).flat()).toContain(picture);
    expect(page).toContain('class="product__description"');
    expect(bodyClasses(page)).toEqual(['page-product', 'page-node-1002']);
    const settings = readSettings(page);
    const models = settings.product_models as Record<string, number[]>;
    const [first] = Object.keys(models);
    expect(first).toBe('RC1002-PGV-86-WAL');
    expect(settings.oid_to_model).toMatchObject({ '103,202,301': 'RC1002-PGV-86-WAL' });
    expect((settings.oid_details as Record<string, unknown>)['103']).toMatchObject({
      name: 'Pebble Grey Velvet',
      label: 'Fabric',
      aid: 1,
      display_mode: 'swatch',
    });
    expect((settings.models_stock as Record<string, { s: number }>)[first ?? '']?.s).toBe(3);
    expect(settings.sales_data).toEqual({
      sell_price: 1799,
      amt: 1799,
      currency: 'USD',
      available: true,
    });
  });

  it('renders prices in the country of the warehouse cookie, else ?locale=', async () => {
    const byLocale = await (
      await new TestBrowser(host.app).get('/product/demo-low-stock?locale=fr_CA')
    ).text();
    expect(readSettings(byLocale)).toMatchObject({
      country: 'CA',
      locale: 'fr_CA',
      currency: 'CAD',
    });
    expect(byLocale).toContain('C$2,449');
    expect(byLocale).toContain('<html lang="fr-CA">');

    const browser = new TestBrowser(host.app);
    browser.cookies.set('rove_warehouse', 'KR');
    const korean = await (await browser.get('/product/demo-low-stock?locale=en_UK')).text();
    expect(readSettings(korean)).toMatchObject({ country: 'KR', locale: 'ko_KR', currency: 'KRW' });
    expect(korean).toMatch(/[\d,]+₩/);

    const uk = await (await new TestBrowser(host.app).get('/?locale=en_UK')).text();
    expect(readSettings(uk)).toMatchObject({ country: 'UK', currency: 'GBP' });
    expect(uk).toContain('£');

    const bogus = new TestBrowser(host.app);
    bogus.cookies.set('rove_warehouse', 'FR');
    expect(readSettings(await (await bogus.get('/?locale=xx_XX')).text())).toMatchObject({
      country: 'US',
    });
  });

  it('escapes interpolated text and keeps the settings tag closed', async () => {
    const page = await (await new TestBrowser(host.app).get('/category/sofas?x="><script>')).text();
    expect(page).not.toContain('"><script>');
    // The demo bar links keep the path only; the query never reaches the markup.
    const settingsTag =
      /<script type="application\/json" id="rove-settings">([\s\S]*?)<\/script>/.exec(page);
    expect(settingsTag?.[1]).not.toContain('<');
  });
});

describe('visitors', () => {
  it('gives anonymous visitors a visitor cookie and no logged-in class', async () => {
    const browser = new TestBrowser(host.app);
    const page = await (await browser.get('/')).text();
    expect(browser.cookies.get('rove_demo_visitor')).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyClasses(page)).not.toContain('logged-in');
    expect(readSettings(page).uc_love).toEqual({ user: null, count: 0 });
  });

  it('?as=customer logs in Casey and persists in rove_demo_as', async () => {
    const browser = new TestBrowser(host.app);
    const first = await (await browser.get('/category/sofas?as=customer')).text();
    expect(browser.cookies.get('rove_demo_as')).toBe('customer');
    expect(bodyClasses(first)).toContain('logged-in');
    expect(readSettings(first).uc_love).toEqual({
      user: { uid: 1, name: 'Casey Customer', loved: [] },
      count: 0,
    });
    const later = await (await browser.get('/')).text();
    expect(bodyClasses(later)).toContain('logged-in');

    expect(readSettings(first).isMembership).toBe(false);

    const member = await (await browser.get('/?as=member')).text();
    expect(readSettings(member).uc_love).toMatchObject({ user: { uid: 2, name: 'Morgan Member' } });
    // Only the member visitor is a member: the SDK then shows member pricing as theirs.
    expect(readSettings(member).isMembership).toBe(true);

    const anonymous = await (await browser.get('/?as=anonymous')).text();
    expect(bodyClasses(anonymous)).not.toContain('logged-in');
    expect(readSettings(anonymous).isMembership).toBe(false);
    expect(readSettings(anonymous).uc_love).toMatchObject({ user: null });
  });

  it('ignores unknown ?as= values', async () => {
    const browser = new TestBrowser(host.app);
    const page = await (await browser.get('/?as=admin')).text();
    expect(browser.cookies.has('rove_demo_as')).toBe(false);
    expect(bodyClasses(page)).not.toContain('logged-in');
  });

  it('adds whitelisted body flags from ?flags=', async () => {
    const page = await (
      await new TestBrowser(host.app).get(
        '/product/demo-in-stock?flags=membership-only,msrp-lock,evil',
      )
    ).text();
    expect(bodyClasses(page)).toEqual([
      'page-product',
      'page-node-1001',
      'rove-membership-only',
      'rove-msrp-lock',
    ]);
  });
});

describe('wishlist page', () => {
  it('shows the empty state, then the loved products, most recent first', async () => {
    const browser = new TestBrowser(host.app);
    const empty = await (await browser.get('/i-love')).text();
    expect(empty).toContain('Your wishlist is empty.');
    expect(empty).toMatch(/<a class="button" href="\/category\/sofas">/);

    await browser.get('/uc_love/ajax?op=add&nid=1001');
    await browser.get('/uc_love/ajax?op=add&nid=1005');
    const full = await (await browser.get('/i-love')).text();
    expect(full).not.toContain('Your wishlist is empty.');
    expect(full).toContain('2 items');
    const nids = [...full.matchAll(/<rove-love nid="(\d+)"/g)].map((m) => m[1]);
    expect(nids).toEqual(['1005', '1001']);
    expect(readSettings(full).uc_love).toEqual({ user: null, count: 2 });
    expect(full).toMatch(/class="header-link__count">2</);
  });

  it('shows a logged-in visitor their loved nids in settings', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/?as=member');
    await browser.get('/uc_love/ajax?op=add&nid=1003');
    const page = await (await browser.get('/i-love')).text();
    expect(readSettings(page).uc_love).toEqual({
      user: { uid: 2, name: 'Morgan Member', loved: [1003] },
      count: 1,
    });
  });
});

describe('scenario pages', () => {
  it('/demo links every scenario page and scenario product', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo')).text();
    for (const href of [
      '/demo/loader-twice',
      '/demo/malformed-settings',
      '/demo/broken-settings-json',
      '/demo/legacy-settings',
      '/demo/settings-precedence',
      '/demo/late-love',
      '/product/demo-in-stock',
      '/product/demo-low-stock',
      '/product/demo-sold-out',
      '/product/demo-pre-order',
      '/product/demo-fragile',
      '/product/demo-financing',
    ]) {
      expect(page).toContain(`href="${href}"`);
    }
  });

  it('/demo/loader-twice includes the loader more than once', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/loader-twice')).text();
    expect(page.match(/src="\/rove\/loader\.js(\?copy=2)?"/g)?.length).toBe(3);
  });

  it('/demo/malformed-settings has wrong types, __proto__ and clobbering elements', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/malformed-settings')).text();
    const raw = /id="rove-settings">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(raw).toContain('"__proto__"');
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(true);
    expect(parsed.memberFee).toBe('one hundred');
    expect(page).toContain('<form id="Drupal" name="Drupal">');
    expect(page).toContain('<img name="Drupal"');
  });

  it('/demo/broken-settings-json cannot be parsed', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/broken-settings-json')).text();
    expect(() => readSettings(page)).toThrow();
  });

  it('/demo/legacy-settings carries settings only through drupal-settings.js', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/legacy-settings')).text();
    expect(page).not.toContain('id="rove-settings"');
    const attribute =
      /<script src="\/demo-assets\/drupal-settings\.js" data-settings="([^"]*)"><\/script>/.exec(
        page,
      );
    const decoded = (attribute?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toMatchObject({ country: 'US', memberFee: 100 });
    expect(page.indexOf('drupal-settings.js')).toBeLessThan(page.indexOf('/rove/loader.js'));
  });

  it('/demo/settings-precedence has both sources', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo/settings-precedence')).text();
    expect(readSettings(page)).toEqual({ memberFee: 120 });
    expect(page).toContain('drupal-settings.js');
  });

  it('/demo/late-love serves more cards with rove-love, and stops after page 5', async () => {
    const browser = new TestBrowser(host.app);
    const page = await (await browser.get('/demo/late-love')).text();
    expect(page).toContain('id="late-love-more"');
    expect(page).toContain('<script src="/demo-assets/late-love.js" defer></script>');
    const { body } = await browser.json<{ items: { html: string }[]; next: number | null }>(
      '/demo/late-love/items?page=2',
    );
    expect(body.items).toHaveLength(4);
    expect(body.items[0]?.html).toMatch(/<rove-love nid="\d+" product-title="[^"]+"><\/rove-love>/);
    expect(body.next).toBe(3);
    const last = await browser.json<{ items: unknown[]; next: number | null }>(
      '/demo/late-love/items?page=5',
    );
    expect(last.body.next).toBeNull();
    const after = await browser.json<{ items: unknown[] }>('/demo/late-love/items?page=6');
    expect(after.body.items).toEqual([]);
  });

  it('/demo/reset forgets the simulated visitor', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/?as=member');
    const response = await browser.get('/demo/reset');
    expect(response.status).toBe(302);
    expect(browser.cookies.has('rove_demo_as')).toBe(false);
  });
});
