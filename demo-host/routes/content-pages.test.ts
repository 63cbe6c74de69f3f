// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDEXES } from '../../core/search/constants';
import { countryFilter } from '../../core/search/country-filter';
import { params } from '../testing/search-params';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

const status = async (path: string, country = 'US') => {
  const browser = new TestBrowser(host.app);
  browser.cookies.set('rove_warehouse', country);
  return (await browser.get(path)).status;
};

describe('pages the search records link to', () => {
  it.each(INDEXES)('every %s hit shown in the US opens a page', async (index) => {
    const { engine } = createdEngine();
    const result = engine.search(
      index,
      params({ hitsPerPage: 40, numericFilters: [countryFilter('US')] }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.answer.hits.length).toBeGreaterThan(0);
    for (const hit of result.answer.hits) {
      const path = hit.url.split('#')[0] ?? '';
      expect(await status(path), hit.url).toBe(200);
    }
  });

  it('shows a look with its products, and a room with its looks', async () => {
    const look = createdEngine().looks[0];
    if (!look) throw new Error('no looks');
    const page = await (await new TestBrowser(host.app).get(`/shop-the-look/${look.slug}`)).text();
    expect(page).toContain(`<h1 class="page-head__title">${look.title}</h1>`);
    expect(page.match(/<rove-love nid=/g)?.length).toBeGreaterThanOrEqual(3);
    const room = await (
      await new TestBrowser(host.app).get(`/shop-the-look/room/${look.room.slug}`)
    ).text();
    expect(room).toContain(`href="/shop-the-look/${look.slug}"`);
  });

  it('hides a programme page where it does not run, and answers unknown looks with 404', async () => {
    expect(await status('/host-program', 'US')).toBe(200);
    expect(await status('/host-program', 'UK')).toBe(404);
    expect(await status('/shop-the-look/nope')).toBe(404);
    expect(await status('/shop-the-look/room/nope')).toBe(404);
  });
});

const createdEngine = () => host.search;
