import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import type { DemoHostEnv } from '../context';

/**
 * Peer pages for the benchmarks (issue 22): a demo page with one of our elements replaced by
 * the library a retailer might use instead, so both are measured on the same page, host and
 * network. The rest of the page — the other widgets included — stays as it is.
 *
 * - /peers/search: the home page, <rove-search> → @algolia/autocomplete-js + algoliasearch/lite;
 * - /peers/buy-button: the product page, <rove-buybox> → @shopify/buy-button-js.
 *
 * The peers' scripts are bundled with esbuild (a dev dependency) on first request, minified as
 * our build is, and served from /peers/assets/.
 */
interface Peer {
  /** The demo page the peer replaces an element on. */
  page: string;
  /** The element of ours it replaces, with its server fallback. */
  element: RegExp;
  /** What goes in its place. */
  replacement: string;
  entry: string;
}

const PEERS: Readonly<Record<string, Peer>> = {
  search: {
    page: '/',
    element: /<rove-search\b[\s\S]*?<\/rove-search\s*>/,
    replacement: '<div id="peer-search" class="site-search"></div>',
    entry: 'search-peer.ts',
  },
  'buy-button': {
    page: '/product/demo-in-stock',
    element: /<rove-buybox\b[\s\S]*?<\/rove-buybox\s*>/,
    replacement: '<div id="peer-buy-button" class="product__buybox"></div>',
    entry: 'buy-button-peer.ts',
  },
};

const bundles = new Map<string, Promise<string>>();

/** The peer's script, bundled once per process. */
function bundle(entry: string): Promise<string> {
  let built = bundles.get(entry);
  if (!built) {
    built = import('esbuild').then(async ({ build }) => {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(`../peers/${entry}`, import.meta.url))],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        write: false,
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    });
    built.catch(() => bundles.delete(entry));
    bundles.set(entry, built);
  }
  return built;
}

export function peerRoutes(app: { request: Hono<DemoHostEnv>['request'] }): Hono<DemoHostEnv> {
  const routes = new Hono<DemoHostEnv>();

  routes.get('/peers/:name', async (c) => {
    const peer = PEERS[c.req.param('name')];
    if (!peer) return c.notFound();
    // The demo page as this visitor would get it, with the same cookies and Host.
    const original = await app.request(peer.page, {
      headers: { cookie: c.req.header('cookie') ?? '', host: c.req.header('host') ?? '' },
    });
    const html = await original.text();
    if (!peer.element.test(html)) return c.text(`${peer.page} has no element to replace`, 500);
    const script = `<script type="module" src="/peers/assets/${c.req.param('name')}.js"></script>`;
    return c.html(
      html.replace(peer.element, peer.replacement).replace('</body>', `${script}\n</body>`),
    );
  });

  routes.get('/peers/assets/:file', async (c) => {
    const name = /^([\w-]+)\.js$/.exec(c.req.param('file'))?.[1];
    const peer = name ? PEERS[name] : undefined;
    if (!peer) return c.text('Not found', 404);
    try {
      return c.body(await bundle(peer.entry), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    } catch (error) {
      return c.text(`could not bundle the peer: ${String(error)}`, 500);
    }
  });

  return routes;
}
