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

describe('/search/{type}/{query}', () => {
  it('renders the layout with <rove-search-results> and a server first page of products', async () => {
    const { status, page } = await get('/search/products/sofa/');
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
    const { page } = await get('/search/products/sofaa');
    expect(cards(fallbackOf(page))).toBeGreaterThanOrEqual(5);
  });

  it('applies the facets of /filter/{facets}/ and the country filter', async () => {
    const all = fallbackOf((await get('/search/products/sofa/')).page);
    const { page } = await get('/search/products/sofa/filter/colors=Blue;nice_names=Velvet/');
    const filtered = fallbackOf(page);
    expect(cards(filtered)).toBeGreaterThan(0);
    expect(/(\d+) results/.exec(filtered)?.[1]).not.toBe(/(\d+) results/.exec(all)?.[1]);

    const browser = new TestBrowser(host.app);
    browser.cookies.set('rove_warehouse', 'CA');
    const canada = fallbackOf((await get('/search/products/rug/', browser)).page);
    const us = fallbackOf((await get('/search/products/rug/')).page);
    expect(canada).toContain('C$');
    expect(Number(/(\d+) results/.exec(canada)?.[1])).toBeLessThanOrEqual(
      Number(/(\d+) results/.exec(us)?.[1]),
    );
  });

  it('lists links for the other result types', async () => {
    const pages = fallbackOf((await get('/search/pages/membership/')).page);
    expect(pages).toContain('<a href="/membership">Membership</a>');
    const looks = fallbackOf((await get('/search/STL/living/')).page);
    expect(looks).toMatch(/<a href="\/shop-the-look\/[a-z0-9-]+">The \w+ Living Room<\/a>/);
    expect((await get('/search/reviews/sofa/')).status).toBe(200);
    expect((await get('/search/customer_photos/sofa/')).status).toBe(200);
  });

  it('says "Oh no, sorry we couldn\'t find that" when nothing matches', async () => {
    const fallback = fallbackOf((await get('/search/products/zzqxj/')).page);
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
