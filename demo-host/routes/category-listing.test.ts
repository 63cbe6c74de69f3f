// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import type { ListingPageJson } from '../shop/listing-json';

const host = setupTestHost();

async function json(path: string): Promise<ListingPageJson> {
  const response = await new TestBrowser(host.app).get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as ListingPageJson;
}

describe('category listing JSON pages (spec/shell.md §7)', () => {
  it('answers items and details for page 2, the same cards as the HTML page', async () => {
    const reply = await json('/category/sofas/page/2?format=json');
    expect(reply.details.page).toBe(2);
    expect(reply.details.pages).toBeGreaterThanOrEqual(2);
    expect(reply.items.length).toBeGreaterThan(0);
    const html = await (await new TestBrowser(host.app).get('/category/sofas/page/2')).text();
    const nids = [...html.matchAll(/<article class="product-card" data-nid="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(reply.items.map((item) => item.nid)).toEqual(nids);
    const [first] = reply.items;
    expect(first).toMatchObject({
      url: expect.stringMatching(/^\/product\/[a-z0-9-]+$/),
      url_query: '',
      title: expect.any(String),
      image_lrg: expect.stringMatching(/^\/images\/product\/\d+\.svg$/),
      image_alt_lrg: '',
      sale_price: expect.any(Number),
      default_price: expect.any(Number),
    });
    expect(Object.values(first?.sale ?? {}).every((flag) => flag === 0 || flag === 1)).toBe(true);
    for (const swatch of first?.swatches ?? []) expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('answers an empty list past the last page (the scroller locks on it)', async () => {
    const reply = await json('/category/sofas/page/99?format=json');
    expect(reply.items).toEqual([]);
    expect(reply.details.page).toBe(99);
  });

  it('applies the filters to the JSON pages and carries them in the next link', async () => {
    const cheap = await json('/category/sofas/page/1?format=json&sort=price-asc');
    const prices = cheap.items.map((item) => item.sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page = await (
      await new TestBrowser(host.app).get('/category/sofas?sort=price-desc')
    ).text();
    expect(page).toMatch(/<rove-listing next="\/category\/sofas\/page\/2\?sort=price-desc"/);
    expect(page).toContain('rel="next" href="/category/sofas/page/2?sort=price-desc"');
    expect(page).toContain('<option value="price-desc" selected>');
  });

  it('ignores unknown filter values', async () => {
    const page = await (
      await new TestBrowser(host.app).get('/category/sofas?sort=x&color=<b>')
    ).text();
    expect(page).toMatch(/<rove-listing next="\/category\/sofas\/page\/2"/);
  });

  it('wraps grid and pager in <rove-listing>, with the filter form, swatches and cents', async () => {
    const page = await (await new TestBrowser(host.app).get('/category/sofas')).text();
    expect(page).toMatch(/<rove-listing next="[^"]*" page="1" pages="\d+">/);
    expect(page).toMatch(
      /<form class="rove-listing-filters" method="get" action="\/category\/sofas"/,
    );
    expect(page).toMatch(/<input type="checkbox" name="color" value="[A-Za-z]+">/);
    expect(page).toMatch(/<ul class="product-card__swatches" aria-label="Colours">/);
    expect(page).toMatch(/class="price__current">\$[\d,]+\.\d\d</);
    expect(page.indexOf('</rove-listing>')).toBeGreaterThan(page.indexOf('class="pager"'));
  });
});
