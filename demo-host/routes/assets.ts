import { Hono, type Context } from 'hono';
import { isHostStylesheet } from '../../build/host-stylesheets';
import type { DemoDeps, DemoHostEnv } from '../context';
import { renderProductSvg } from '../images/product-svg';
import { sizedSvg } from '../images/sized-svg';
import { sdkStylesheet } from '../lib/sdk-stylesheets';
import { isHashedFileName, readStaticFile } from '../lib/static-files';

// Production caching (docs/architecture.md §6; the table of docs/cdn.md): loader.js must be
// revalidated on every load so a deploy is picked up at once; hashed chunks never change, so
// they are cached for a year. Files that are neither (a manifest, say) are revalidated too,
// because caching them forever would pin old code.
export const LOADER_CACHE = 'no-cache';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control of a file of the built SDK, by its path in dist/ (docs/cdn.md, "Caching"):
 * everything under chunks/ and any other content-named file is immutable; the loaders, the
 * host stylesheets (named by the package's exports, not their content), manifest.json and
 * integrity.json are revalidated. A precompressed copy is sent under its file's address, so it
 * takes that file's row.
 *
 * @example sdkCacheControl('chunks/rove-love.Ab3dE9.js') // IMMUTABLE_CACHE
 */
export function sdkCacheControl(relative: string): string {
  const contentNamed =
    relative.startsWith('chunks/') || (!/^loader\./.test(relative) && isHashedFileName(relative));
  return contentNamed ? IMMUTABLE_CACHE : LOADER_CACHE;
}

async function serveFrom(
  c: Context<DemoHostEnv>,
  root: string,
  prefix: string,
  cacheFor: (relative: string) => string,
  directoryIndex?: string,
) {
  let relative = new URL(c.req.url).pathname.slice(prefix.length);
  if (directoryIndex && (relative === '' || relative.endsWith('/'))) relative += directoryIndex;
  const file = await readStaticFile(root, relative, c.req.header('accept-encoding'));
  if (!file) return c.text('Not found', 404);
  const headers = {
    'Cache-Control': cacheFor(relative),
    ETag: file.etag,
    'Last-Modified': file.lastModified,
    // The build's precompressed copy when the browser takes it (build/precompress.ts); other
    // files are compressed on the way out (the compress middleware in server.ts).
    ...(file.encoding ? { 'Content-Encoding': file.encoding } : {}),
    ...(file.variesByEncoding ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  return c.body(file.body, 200, { ...headers, 'Content-Type': file.contentType });
}

export function assetRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.get('/rove/*', (c) => serveFrom(c, deps.distDir, '/rove/', sdkCacheControl));

  // Designers' view of every widget state: the static Storybook that `npm start` builds.
  app.get('/storybook', (c) => c.redirect('/storybook/', 301));
  app.get('/storybook/*', (c) =>
    serveFrom(c, deps.storybookDir, '/storybook/', () => 'no-cache', 'index.html'),
  );

  // /demo-assets/site.css?sdk=search-results: the site's stylesheet followed by the SDK's own
  // for elements whose markup the page prints before they upgrade (the results page,
  // templates/search-results-page.ts), so the page lays it out as the element will. One sheet:
  // a second one cost a phone a connection, ~150 ms of first paint in Lighthouse's simulation.
  app.get('/demo-assets/site.css', async (c, next) => {
    const names = c.req.query('sdk')?.split(',') ?? [];
    if (names.length === 0) return next();
    if (!names.every(isHostStylesheet)) return c.text('Not found', 404);
    const site = await readStaticFile(deps.publicDir, 'site.css', undefined);
    if (!site) return c.text('Not found', 404);
    const sdk = await Promise.all(names.map((name) => sdkStylesheet(name)));
    const etag = `"${[site.etag, ...sdk.map((sheet) => sheet.etag)].map((tag) => tag.replace(/"/g, '')).join('+')}"`;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const css = [new TextDecoder().decode(site.body), ...sdk.map((sheet) => sheet.css)].join('\n');
    return c.body(css, 200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get('/demo-assets/*', (c) => serveFrom(c, deps.publicDir, '/demo-assets/', () => 'no-cache'));

  // /images/product/{nid}.svg[?oid={swatch oid}]: generated, so it exists for every product.
  app.get('/images/product/:file', (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const product = match ? deps.products.byNid(Number(match[1])) : undefined;
    if (!product) return c.text('Not found', 404);
    const oid = Number(c.req.query('oid'));
    const svg = renderProductSvg(product, Number.isInteger(oid) ? oid : undefined);
    // ?w=320|480|768: the responsive widths a srcset asks for (core/responsive-image).
    return c.body(sizedSvg(svg, c.req.query('w')), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return app;
}
