// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPes, readTsPackets, joinUnits } from '../media/inspect';
import { VIDEO_PID } from '../media/mpeg-ts';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

const get = (path: string) => new TestBrowser(host.app).get(path);

describe('/media/video/{nid}/', () => {
  it('serves the playlist of a product with a video, cacheable and cookie-free', async () => {
    const response = await get('/media/video/1001/index.m3u8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('set-cookie')).toBeNull();
    const playlist = await response.text();
    expect(playlist.startsWith('#EXTM3U\n#EXT-X-VERSION:3\n')).toBe(true);
    expect(playlist).toContain('#EXTINF:2.000,\nseg-2.ts\n#EXT-X-ENDLIST');
  });

  it('serves every segment as MPEG-TS, the same bytes each time', async () => {
    for (const index of [0, 1, 2]) {
      const response = await get(`/media/video/1001/seg-${index}.ts`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp2t');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      const pictures = joinUnits(readTsPackets(bytes), VIDEO_PID).map(readPes);
      expect(pictures).toHaveLength(10);
      expect(pictures[0]?.pts).toBe(90_000 + index * 180_000);
    }
    const again = new Uint8Array(await (await get('/media/video/1001/seg-1.ts')).arrayBuffer());
    const first = new Uint8Array(await (await get('/media/video/1001/seg-1.ts')).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('answers 404 (JSON) for products without a video, unknown nids and segments', async () => {
    for (const path of [
      '/media/video/1002/index.m3u8', // demo-low-stock: no video
      '/media/video/999999/index.m3u8',
      '/media/video/1001/seg-3.ts',
      '/media/video/1001/seg-x.ts',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    const miss = await get('/media/video/1001/seg-9.ts');
    expect(miss.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('/media/image/{nid}/{oid}/{view}.svg', () => {
  it('draws the gallery views of a swatch as SVG crops', async () => {
    const response = await get('/media/image/1001/107/detail.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toContain('viewBox="200 150 400 300"');
    expect(svg).toContain('<title>Demo In-Stock Lounge Chair</title>');
    expect(await (await get('/media/image/1001/107/corner.svg')).text()).toContain(
      'viewBox="80 250 400 300"',
    );
  });

  it('knows only the product’s own options and the listed views', async () => {
    for (const path of [
      '/media/image/1001/999/detail.svg',
      '/media/image/1001/107/side.svg',
      '/media/image/999999/107/detail.svg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('the product page', () => {
  it('wraps the server’s image in <rove-product-media> and carries the media settings', async () => {
    const page = await (await get('/product/demo-in-stock')).text();
    expect(page).toMatch(
      /<rove-product-media class="product__media" nid="1001"\s*><img\s+class="product__image"/,
    );
    const json = /<script type="application\/json" id="rove-settings">(.*?)<\/script>/s.exec(
      page,
    )?.[1];
    const settings = JSON.parse(json ?? '{}') as {
      product_imgs: { data: Record<string, string[]> };
      product_video?: { src: string };
    };
    expect(settings.product_video?.src).toBe('/media/video/1001/index.m3u8');
    expect(settings.product_imgs.data['101']).toEqual([
      '/images/product/1001.svg?oid=101',
      '/media/image/1001/101/detail.svg',
      '/media/image/1001/101/corner.svg',
    ]);
  });
});
