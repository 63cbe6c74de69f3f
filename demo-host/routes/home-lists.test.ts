// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadProductStore } from '../shop/product-store';
import { TestBrowser, bodyClasses, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

const cardNids = (page: string) =>
  [...page.matchAll(/class="product-card" data-nid="(\d+)"/g)].map((m) => Number(m[1]));

describe('/best-sellers and /new-arrivals (spec/shell.md §2 shop-all targets)', () => {
  it.each([
    ['/best-sellers', 'Best sellers', 'page-best-sellers', 'bestSeller'],
    ['/new-arrivals', 'New arrivals', 'page-new-arrivals', 'newArrival'],
  ] as const)(
    '%s lists the flagged products the country sells',
    async (path, title, body, flag) => {
      const response = await new TestBrowser(host.app).get(path);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(`<h1 id="list-title" class="section__title">${title}</h1>`);
      expect(bodyClasses(page)).toContain(body);
      const nids = cardNids(page);
      expect(nids.length).toBeGreaterThan(0);
      const expected = loadProductStore(host.db)
        .listed('US')
        .filter((p) => p[flag])
        .slice(0, 48)
        .map((p) => p.nid);
      expect(nids).toEqual(expected);
    },
  );
});

describe('the home page', () => {
  it.each(['/', '/home'])(
    '%s carries the poem, the carousels, the toggle and the lookbook link',
    async (path) => {
      const page = await (await new TestBrowser(host.app).get(path)).text();
      expect(page).toContain('<rove-poem>');
      expect(page).toMatch(/<rove-carousel label="Membership benefits" autoplay>/);
      const membership = page.split('Membership benefits')[1]?.split('</rove-carousel>')[0] ?? '';
      expect(membership.match(/<div class="home-slide"/g)).toHaveLength(4);
      expect(membership).toMatch(/data-type="video"/);
      expect(membership).toMatch(/data-video="\/media\/video\/\d+\/index\.m3u8"/);
      const originals =
        page.split('label="Original designs"')[1]?.split('</rove-carousel>')[0] ?? '';
      expect(page).toContain('label="Original designs" autoplay vertical-above="1050"');
      expect(originals.match(/<div class="home-slide"/g)).toHaveLength(3);
      expect(page).toContain('step="345" steps="4"');
      expect(page).toMatch(
        /<a class="rove-product-toggle__shop-all[^"]*" href="\/best-sellers">Shop all<\/a>/,
      );
      expect(page).toContain('data-href="/new-arrivals"');
      expect(page).toMatch(
        /href="\/shop-the-look\/room\/living-room" target="_blank" rel="noopener"/,
      );
      expect(page).toContain('home-advantages__grid');
      // Kept for other pages' tests and for shoppers: the hero and the category tiles.
      expect(page).toContain('Modern furniture, made to be lived on.');
      expect(page).toContain('Shop by category');
    },
  );

  it('links to a membership video that the media routes serve', async () => {
    const page = await (await new TestBrowser(host.app).get('/')).text();
    const src = /data-video="([^"]+)"/.exec(page)?.[1] ?? '';
    const response = await host.app.request(src);
    expect(response.status).toBe(200);
  });
});
