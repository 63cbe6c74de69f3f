// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, readSettings, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

const get = async (path: string, browser = new TestBrowser(host.app)) => {
  const response = await browser.get(path);
  return { status: response.status, page: await response.text() };
};
const cards = (page: string) => page.match(/<article class="product-card"/g)?.length ?? 0;
const fallbackOf = (page: string) =>
  /<rove-search-results[^>]*>([\s\S]*?)<\/rove-search-results>/.exec(page)?.[1] ?? '';

/** The page a CMS prints when it cannot run the SDK's renderer. */
const plain = (path: string, browser?: TestBrowser) => get(`${path}?server-render=off`, browser);

describe('/search/{type}/{query}, printed by the page', () => {
  it('renders the layout with <rove-search-results> and a server first page of products', async () => {
    const { status, page } = await plain('/search/products/sofa/');
    expect(status).toBe(200);
    expect(page).toContain('<title>Search results for “sofa” | Rove</title>');
    const fallback = fallbackOf(page);
    expect(fallback).toContain('<h1 class="page-head__title">Search results for “sofa”</h1>');
    expect(cards(fallback)).toBe(24);
    expect(fallback).toMatch(/<rove-love nid="\d+" product-title="[^"]*Sofa[^"]*"><\/rove-love>/);
    expect(readSettings(page).search).toMatchObject({ appId: 'ROVEDEMO' });
    // The header keeps its no-JS search form.
    expect(page).toMatch(/<rove-search[^>]*>\s*<form[^>]*action="\/search" method="get"/);
  });

  it('works without the trailing slash and with a typo', async () => {
    const { page } = await plain('/search/products/sofaa');
    expect(cards(fallbackOf(page))).toBeGreaterThanOrEqual(5);
  });

  it('applies the facets of /filter/{facets}/ and the country filter', async () => {
    const all = fallbackOf((await plain('/search/products/sofa/')).page);
    const { page } = await plain('/search/products/sofa/filter/colors=Blue;nice_names=Velvet/');
    const filtered = fallbackOf(page);
    expect(cards(filtered)).toBeGreaterThan(0);
    expect(/(\d+) results/.exec(filtered)?.[1]).not.toBe(/(\d+) results/.exec(all)?.[1]);

    const browser = new TestBrowser(host.app);
    browser.cookies.set('rove_warehouse', 'CA');
    const canada = fallbackOf((await plain('/search/products/rug/', browser)).page);
    const us = fallbackOf((await plain('/search/products/rug/')).page);
    expect(canada).toContain('C$');
    expect(Number(/(\d+) results/.exec(canada)?.[1])).toBeLessThanOrEqual(
      Number(/(\d+) results/.exec(us)?.[1]),
    );
  });

  it('lists links for the other result types', async () => {
    const pages = fallbackOf((await plain('/search/pages/membership/')).page);
    expect(pages).toContain('<a href="/membership">Membership</a>');
    const looks = fallbackOf((await plain('/search/STL/living/')).page);
    expect(looks).toMatch(/<a href="\/shop-the-look\/[a-z0-9-]+">The \w+ Living Room<\/a>/);
    expect((await plain('/search/reviews/sofa/')).status).toBe(200);
    expect((await plain('/search/customer_photos/sofa/')).status).toBe(200);
  });

  it('says "Oh no, sorry we couldn\'t find that" when nothing matches', async () => {
    const fallback = fallbackOf((await plain('/search/products/zzqxj/')).page);
    expect(fallback).toContain('Search results for “zzqxj”');
    expect(fallback).toContain('Oh no, sorry we couldn&#39;t find that');
    expect(cards(fallback)).toBe(0);
  });

  it('decodes the query and escapes everything it renders', async () => {
    const { status, page } = await get(
      `/search/products/${encodeURIComponent('<img src=x onerror=alert(1)>"sofa')}/`,
    );
    expect(status).toBe(200);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('Search results for “&lt;img src=x onerror=alert(1)&gt;&quot;sofa”');
    const slash = await get(`/search/products/${encodeURIComponent('a/b')}/`);
    expect(slash.page).toContain('Search results for “a/b”');
  });

  it('answers 404 for an unknown type or an empty query', async () => {
    for (const path of ['/search/things/sofa/', '/search/products/', '/search/products/sofa/x/']) {
      const { status, page } = await get(path);
      expect(status, path).toBe(404);
      expect(page).toContain('Page not found');
    }
  });

  it('keeps /search?q= redirecting to the products results', async () => {
    const response = await new TestBrowser(host.app).get('/search?q=arm%20chair');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/search/products/arm%20chair/');
    expect((await new TestBrowser(host.app).get('/search?q=')).headers.get('location')).toBe('/');
  });
});

describe('/search/{type}/{query}, rendered by the SDK', () => {
  const viewOf = (page: string) =>
    /<rove-search-results[^>]*>([\s\S]*?)<\/rove-search-results>/.exec(page)?.[1] ?? '';
  const stateOf = (view: string) =>
    JSON.parse(
      /<script type="application\/json" class="rove-search-results__state">([\s\S]*?)<\/script>/.exec(
        view,
      )?.[1] ?? 'null',
    ) as { results: { hits: unknown[] }[]; filtersOpen: boolean } | null;

  it("prints the element's own first render, its answer, and the element's stylesheet", async () => {
    const { status, page } = await get('/search/products/sofa/');
    expect(status).toBe(200);
    const view = viewOf(page);
    expect(view).toMatch(/^<div class="rove-search-results">/);
    expect(view).toContain(
      '<h1 class="rove-search-results__heading">Search results for “sofa”</h1>',
    );
    expect(view.match(/data-card-id=/g)).toHaveLength(24);
    expect(view).toMatch(/<rove-love nid="\d+" product-title="[^"]*Sofa[^"]*"><\/rove-love>/);
    expect(stateOf(view)?.results[0]?.hits).toHaveLength(24);
    // One stylesheet: the site's, then the element's own.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/demo-assets/site.css?sdk=search-results">',
    ]);
    const browser = new TestBrowser(host.app);
    const css = await browser.get('/demo-assets/site.css?sdk=search-results');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const text = await css.text();
    const site = await (await browser.get('/demo-assets/site.css')).text();
    expect(text.startsWith(site)).toBe(true);
    expect(text).toContain('.rove-search-results__grid');
    // Its shared partials written in (an @import after the site's rules would be ignored).
    expect(text).not.toContain('@import');
    expect(text).toContain(':where(.rove-control)');
    const again = await browser.get('/demo-assets/site.css?sdk=search-results', {
      headers: { 'if-none-match': css.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await browser.get('/demo-assets/site.css?sdk=other')).status).toBe(404);
  });

  it('prints the filters open for a desktop browser and closed for a phone', async () => {
    const as = (headers: Record<string, string>) =>
      new TestBrowser(host.app)
        .get('/search/products/sofa/', { headers })
        .then(async (response) => viewOf(await response.text()));
    const desktop = await as({ 'sec-ch-ua-mobile': '?0' });
    const phone = await as({ 'sec-ch-ua-mobile': '?1' });
    const iphone = await as({
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
    });
    expect(stateOf(desktop)?.filtersOpen).toBe(true);
    expect(desktop).toMatch(/class="rove-search-results__filters"(?![^>]*hidden)/);
    expect(stateOf(phone)?.filtersOpen).toBe(false);
    expect(phone).toMatch(/class="rove-search-results__filters"[^>]*hidden/);
    expect(stateOf(iphone)?.filtersOpen).toBe(false);
  });

  it("renders for the visitor's country", async () => {
    const browser = new TestBrowser(host.app);
    browser.cookies.set('rove_warehouse', 'CA');
    expect(viewOf((await get('/search/products/rug/', browser)).page)).toContain('C$');
  });

  it('escapes the query in the rendering and in its answer', async () => {
    const { page } = await get(
      `/search/products/${encodeURIComponent('</script><img src=x onerror=alert(1)>')}/`,
    );
    expect(page).not.toContain('<img src=x');
    expect(page).not.toMatch(/<\/script><img/);
  });
});
