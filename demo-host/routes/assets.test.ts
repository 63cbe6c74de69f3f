// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import { TestBrowser, createTestHost, type TestHost } from '../testing/test-host';

let dist: string;
let host: TestHost;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'rove-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'loader.js'), 'export const loader = 1;\n');
  writeFileSync(join(dist, 'chunks', 'love-5XKQ2ZJR.js'), 'export const love = 1;\n');
  // The build's precompressed copies (build/precompress.ts).
  writeFileSync(
    join(dist, 'chunks', 'love-5XKQ2ZJR.js.br'),
    brotliCompressSync('export const love = 1;\n'),
  );
  writeFileSync(join(dist, 'chunks', 'love-5XKQ2ZJR.js.gz'), gzipSync('export const love = 1;\n'));
  writeFileSync(join(dist, 'chunks', 'love-5XKQ2ZJR.css'), '@layer rove {}\n');
  writeFileSync(join(dist, 'manifest.json'), '{"files":[]}\n');
  // The rest of what the build writes (docs/cdn.md's caching table has a row for each).
  writeFileSync(join(dist, 'loader.js.br'), brotliCompressSync('export const loader = 1;\n'));
  writeFileSync(join(dist, 'loader.classic.js'), '(function () {})();\n');
  writeFileSync(join(dist, 'integrity.json'), '{"algorithm":"sha384","files":{}}\n');
  mkdirSync(join(dist, 'styles'));
  writeFileSync(join(dist, 'styles', 'search-results.css'), '.rove-search-results {}\n');
  mkdirSync(join(dist, 'storybook'));
  writeFileSync(join(dist, 'storybook', 'index.html'), '<!doctype html><title>Storybook</title>\n');
  host = createTestHost({ distDir: dist, storybookDir: join(dist, 'storybook') });
});
afterAll(() => {
  host.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => new TestBrowser(host.app).get(path, init);

describe('/rove/ (the built SDK)', () => {
  it('sends the precompressed copy the browser takes: brotli, else gzip, else the file', async () => {
    const file = '/rove/chunks/love-5XKQ2ZJR.js';
    const br = await get(file, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      'export const love = 1;\n',
    );
    const gz = await get(file, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      'export const love = 1;\n',
    );
    // Each encoding is its own representation for caches.
    expect(gz.headers.get('etag')).not.toBe(br.headers.get('etag'));
    const plain = await get(file, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The plain body is one representation of several: no shared cache may keep it for all.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe('export const love = 1;\n');
  });

  it('compresses pages on the way out', async () => {
    const page = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain(
      '<!doctype html>',
    );
  });

  it('serves loader.js revalidated on every load', async () => {
    const response = await get('/rove/loader.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('export const loader = 1;\n');
    // Cacheable files never set cookies (the visitor cookie is for pages and endpoints).
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('caches hashed chunks for a year, with the right content types', async () => {
    const js = await get('/rove/chunks/love-5XKQ2ZJR.js');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const css = await get('/rove/chunks/love-5XKQ2ZJR.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const manifest = await get('/rove/manifest.json');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Not hashed: caching it forever would pin old code after a deploy.
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  /**
   * docs/cdn.md's caching table, row by row: the label the table gives the files, a file of
   * that row, and what the demo host must send for it.
   */
  const CACHING_TABLE = [
    ['`loader.js`', 'loader.js', 'no-cache', 'text/javascript; charset=utf-8'],
    ['`loader.classic.js`', 'loader.classic.js', 'no-cache', 'text/javascript; charset=utf-8'],
    [
      '`chunks/*.js`',
      'chunks/love-5XKQ2ZJR.js',
      'public, max-age=31536000, immutable',
      'text/javascript; charset=utf-8',
    ],
    [
      '`chunks/*.css`',
      'chunks/love-5XKQ2ZJR.css',
      'public, max-age=31536000, immutable',
      'text/css; charset=utf-8',
    ],
    ['`styles/*.css`', 'styles/search-results.css', 'no-cache', 'text/css; charset=utf-8'],
    ['`manifest.json`', 'manifest.json', 'no-cache', 'application/json; charset=utf-8'],
    ['`integrity.json`', 'integrity.json', 'no-cache', 'application/json; charset=utf-8'],
  ] as const;
  const cdnDoc = readFileSync(new URL('../../docs/cdn.md', import.meta.url), 'utf8');

  it.each(CACHING_TABLE)('caches %s as docs/cdn.md says', async (label, file, cache, type) => {
    const response = await get(`/rove/${file}`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-encoding')).toBeNull();
    const row = cdnDoc.split('\n').find((line) => line.startsWith(`| ${label} `));
    expect(row, `docs/cdn.md has a row for ${label}`).toContain(`\`${cache}\``);
  });

  it("sends a precompressed copy under its file's address, with that file's caching", async () => {
    const loader = await get('/rove/loader.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(loader.headers.get('content-encoding')).toBe('br');
    expect(loader.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await loader.arrayBuffer())).toString()).toBe(
      'export const loader = 1;\n',
    );
    const row = cdnDoc.split('\n').find((line) => line.startsWith('| `*.br`, `*.gz` '));
    expect(row, 'docs/cdn.md has a row for the precompressed copies').toMatch(
      /Content-Encoding: br.*Vary: Accept-Encoding/,
    );
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/rove/loader.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/rove/loader.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses paths outside the dist folder and missing files', async () => {
    for (const path of [
      '/rove/../package.json',
      '/rove/%2e%2e/package.json',
      '/rove/chunks/..%2f..%2fpackage.json',
      '/rove/%2fetc%2fpasswd',
      '/rove/chunks',
      '/rove/nope.js',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('logs a clear line when the SDK is not built, and pages still render', async () => {
    const bare = createTestHost();
    try {
      expect(bare.logs.join('\n')).toMatch(/npm run build/);
      expect((await new TestBrowser(bare.app).get('/rove/loader.js')).status).toBe(404);
      expect((await new TestBrowser(bare.app).get('/')).status).toBe(200);
    } finally {
      bare.cleanup();
    }
    expect(host.logs.join('\n')).not.toMatch(/npm run build/);
  });
});

describe('/demo-assets/', () => {
  it.each([
    ['site.css', 'text/css; charset=utf-8'],
    ['drupal-settings.js', 'text/javascript; charset=utf-8'],
    ['late-love.js', 'text/javascript; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
  ])('serves %s', async (file, type) => {
    const response = await get(`/demo-assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });
});

describe('/images/product/{nid}.svg', () => {
  it('serves a generated SVG with the title, tinted by ?oid=', async () => {
    const plain = await get('/images/product/1002.svg');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(plain.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const svg = await plain.text();
    expect(svg).toContain('<title>Demo Low-Stock Sofa</title>');
    const oat = await (await get('/images/product/1002.svg?oid=102')).text();
    expect(oat).not.toBe(svg);
    expect(oat).toContain('#d6c7a8');
  });

  it('answers 404 for unknown products and names', async () => {
    expect((await get('/images/product/99999.svg')).status).toBe(404);
    expect((await get('/images/product/1002.png')).status).toBe(404);
  });
});

describe('/storybook/', () => {
  it('serves the static Storybook with its index, without the CMS page policy', async () => {
    const response = await get('/storybook/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Storybook</title>');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a missing file with 404', async () => {
    expect((await get('/storybook/nope.js')).status).toBe(404);
  });
});
