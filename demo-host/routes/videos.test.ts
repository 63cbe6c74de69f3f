// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVideos, VIDEO_COUNT } from '../fixtures/videos';
import { hasProductVideo } from '../shop/product-media-settings';
import { loadProductStore } from '../shop/product-store';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import { parsePage, VIDEOS_PER_PAGE } from './videos';

const host = setupTestHost();

const cardIds = (html: string) =>
  [...html.matchAll(/class="rove-videos__card" data-video-id="(\d+)"/g)].map((m) => m[1]);

async function json(path: string): Promise<{ items: { html: string }[] }> {
  const response = await new TestBrowser(host.app).get(path, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as { items: { html: string }[] };
}

describe('the videos fixture', () => {
  it('builds 60 deterministic videos on streams the media route serves', () => {
    const products = loadProductStore(host.db).all().filter(hasProductVideo);
    const videos = buildVideos(products);
    expect(videos).toHaveLength(VIDEO_COUNT);
    expect(buildVideos(products)).toEqual(videos);
    expect(new Set(videos.map((v) => v.id)).size).toBe(VIDEO_COUNT);
    const nids = new Set(products.map((p) => p.nid));
    for (const video of videos) {
      expect(nids.has(video.nid)).toBe(true);
      expect(video.src).toBe(`/media/video/${video.nid}/index.m3u8`);
      expect(video.poster).toBe(`/images/product/${video.nid}.svg`);
      expect(video.title).not.toBe('');
      expect(video.description).not.toBe('');
    }
  });

  it('has no videos without streams', () => {
    expect(buildVideos([])).toEqual([]);
  });
});

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['15', 15],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['01', null],
  ])('%s → %s', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

describe('/videos (spec/marketing.md §2 Videos listing)', () => {
  it('renders the first 12 cards inside <rove-videos> and <rove-scroller>', async () => {
    const response = await new TestBrowser(host.app).get('/videos');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<body class="page-videos');
    expect(page).toMatch(/<rove-videos>\s*<rove-scroller trigger="0.65" label="videos">/);
    expect(page).toContain('<div class="rove-videos__grid" data-rove-scroller-items>');
    expect(cardIds(page)).toEqual(Array.from({ length: 12 }, (_, i) => String(101 + i)));
    expect(page).toContain(
      '<a rel="next" data-rove-scroller-next href="/videos?page=2">More videos</a>',
    );
    expect(page).not.toContain('rel="prev"');
    // Plain HTML the scroller's sanitizer keeps: no scripts, no inline handlers.
    const grid = page.split('data-rove-scroller-items>')[1]?.split('</div>\n')[0] ?? '';
    expect(grid).not.toMatch(/<script|\son[a-z]+=/i);
    expect(grid).toMatch(
      /data-video-src="\/media\/video\/\d+\/index\.m3u8" data-video-poster="\/images\/product\/\d+\.svg"/,
    );
  });

  it('renders a later page with its cards and both links; no next link on the last', async () => {
    const page3 = await (await new TestBrowser(host.app).get('/videos?page=3')).text();
    expect(cardIds(page3)).toEqual(Array.from({ length: 12 }, (_, i) => String(125 + i)));
    expect(page3).toContain('href="/videos?page=4"');
    expect(page3).toContain('<a rel="prev" href="/videos?page=2">');
    const last = await (await new TestBrowser(host.app).get('/videos?page=5')).text();
    expect(cardIds(last)).toHaveLength(VIDEO_COUNT - 4 * VIDEOS_PER_PAGE);
    expect(last).not.toContain('rel="next"');
  });

  it('answers {items:[{html}]} with Accept: application/json', async () => {
    const reply = await json('/videos?page=2');
    expect(reply.items).toHaveLength(12);
    expect(reply.items.map((item) => cardIds(item.html)[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => String(113 + i)),
    );
    expect(reply.items[0]?.html).toMatch(
      /^<div class="rove-videos__card"[^>]*><button type="button"/,
    );
  });

  it('answers empty items past the end', async () => {
    expect((await json('/videos?page=6')).items).toEqual([]);
    expect((await json('/videos?page=99')).items).toEqual([]);
  });

  it('escapes what it puts in attributes and text', async () => {
    const reply = await json('/videos?page=1');
    for (const item of reply.items) expect(item.html).not.toMatch(/="[^"]*[<>][^"]*"/);
  });

  it('refuses a malformed page', async () => {
    const browser = new TestBrowser(host.app);
    const bad = await browser.get('/videos?page=abc', { headers: { Accept: 'application/json' } });
    expect(bad.status).toBe(400);
    const html = await browser.get('/videos?page=0');
    expect(html.status).toBe(302);
    expect(html.headers.get('location')).toBe('/videos');
    expect((await browser.get('/videos?page=9')).status).toBe(404);
  });
});
