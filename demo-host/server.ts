import { serve } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoDeps, DemoHostEnv } from './context';
import { openDemoDatabase } from './db/open';
import { preloadHints } from './middleware/preload-hints';
import { securityHeaders } from './middleware/security-headers';
import { shopMiddleware } from './middleware/shop';
import { testErrorHook } from './middleware/test-error-hook';
import { testHeldChunk } from './middleware/test-held-chunk';
import { standInRoutes, vendorMode } from './middleware/vendor-mode';
import { visitorMiddleware } from './middleware/visitor';
import { assetRoutes } from './routes/assets';
import { blogRoutes } from './routes/blog';
import { builderRoutes } from './routes/builder';
import { cartRoutes } from './routes/cart';
import { chatSimRoutes } from './routes/chat-sim';
import { checkoutRoutes } from './routes/checkout';
import { checkoutApiRoutes } from './routes/checkout-api';
import { checkoutDemoRoutes } from './routes/checkout-demo';
import { contentPageRoutes } from './routes/content-pages';
import { demoRoutes } from './routes/demo';
import { destinationRoutes } from './routes/destination';
import { liveInfoRoutes } from './routes/live-info';
import { loveRoutes } from './routes/love';
import { mediaRoutes } from './routes/media';
import { marketingRoutes } from './routes/marketing';
import { notifyMeRoutes } from './routes/notify-me';
import { pageContext } from './routes/page-context';
import { homeListRoutes } from './routes/home-lists';
import { hostConnectRoutes } from './routes/host-connect';
import { pageRoutes } from './routes/pages';
import { peerRoutes } from './routes/peers';
import { plannerRoutes } from './routes/planner';
import { bnplPaymentRoutes } from './routes/payments-bnpl';
import { simulatedProviderRoutes } from './routes/payments-simulated';
import { stripePaymentRoutes } from './routes/payments-stripe';
import { protectionRoutes } from './routes/protection';
import { searchApiRoutes } from './routes/search-api';
import { searchPageRoutes } from './routes/search-pages';
import { swatchRequestRoutes } from './routes/swatch-request';
import { userRoutes } from './routes/user';
import { pageBehaviourRoutes } from './routes/page-behaviours';
import { tradeRoutes } from './routes/trade';
import { videosRoutes } from './routes/videos';
import { wallsRoutes } from './routes/walls';
import { createCatalogueSearch, type CatalogueSearch } from './search/catalogue-search';
import { loadProductStore } from './shop/product-store';
import { layout } from './templates/layout';
import { notFoundPage } from './templates/not-found-page';

export interface DemoHostOptions {
  /** SQLite file; created and seeded when missing. ':memory:' for a throwaway database. */
  dbPath: string;
  /** The built SDK served at /rove/ (ROVE_DIST). */
  distDir: string;
  /** The static Storybook served at /storybook/ when built (ROVE_STORYBOOK, default storybook-static). */
  storybookDir?: string;
  /** Where startup notes go (default console.log); tests pass a no-op. */
  log?: (line: string) => void;
  /**
   * Test-only: every page's first script records errors, and a visitor can have a chunk held
   * (ROVE_TEST_ERROR_HOOK=1, tests/engines).
   */
  testErrorHook?: boolean;
}

export const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

// Paths that answer machines, not people: a miss there is a short JSON error, not a store page.
const API_PREFIXES = [
  '/uc_love/',
  '/cart/add',
  '/ajax/',
  '/user/login/',
  '/rove/',
  '/demo-assets/',
  '/images/',
  '/media/',
  '/storybook/',
  '/json/',
  '/stripeAjax/',
  '/uc_stripe/',
  '/simulated/',
  '/klaviyo/',
  '/api/',
  '/geo/',
  '/css/',
];

function buildApp(deps: DemoDeps, options: { testErrorHook: boolean }): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  // Pages, stylesheets and JSON compressed on the way out (gzip), last of all; the SDK's files
  // are sent as the build precompressed them (brotli), which this middleware leaves alone.
  app.use('*', compress());
  app.use('*', securityHeaders());
  if (options.testErrorHook) {
    app.use('*', testErrorHook());
    app.use('*', testHeldChunk());
  }
  // The SDK files a page's elements need, hinted in its head (README "Deploying").
  app.use('*', preloadHints(deps.distDir));
  // Static files come before the visitor middleware: they must never set cookies (a CDN will not
  // cache a response that does) and do not depend on who is asking.
  app.route('/', assetRoutes(deps));
  app.route('/', mediaRoutes(deps));
  // The search API answers machines with the same rule: no cookies, nothing per visitor.
  app.route('/', searchApiRoutes(deps));
  // The simulated payment providers are third parties: no shop cookies either.
  app.route('/', simulatedProviderRoutes(deps));
  app.route('/', standInRoutes());
  // Which vendor scripts the pages name: simulations, the contract tests' stand-ins, or the
  // vendors' own (middleware/vendor-mode.ts); inside securityHeaders, whose policy follows it.
  app.use('*', vendorMode());
  app.use('*', visitorMiddleware(deps));
  app.use('*', shopMiddleware());

  app.route('/', loveRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', pageBehaviourRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route('/', checkoutApiRoutes(deps));
  app.route('/', stripePaymentRoutes(deps));
  app.route('/', bnplPaymentRoutes(deps));
  app.route('/', checkoutDemoRoutes(deps));
  app.route('/', notifyMeRoutes(deps));
  app.route('/', marketingRoutes(deps));
  app.route('/', swatchRequestRoutes(deps));
  app.route('/', destinationRoutes(deps));
  app.route('/', protectionRoutes(deps));
  app.route('/', plannerRoutes(deps));
  app.route('/', liveInfoRoutes(deps));
  app.route('/', chatSimRoutes(deps));
  app.route('/', demoRoutes(deps));
  app.route('/', builderRoutes(deps));
  app.route('/', pageRoutes(deps));
  app.route('/', homeListRoutes(deps));
  app.route('/', searchPageRoutes(deps));
  app.route('/', blogRoutes(deps));
  // Before the content pages: /reviews is the reviews wall, not the stub page of that title.
  app.route('/', wallsRoutes(deps));
  app.route('/', hostConnectRoutes(deps));
  app.route('/', contentPageRoutes(deps));
  app.route('/', videosRoutes(deps));
  app.route('/', tradeRoutes(deps));
  // Benchmark pages: one of our elements replaced by a peer library (issue 22).
  app.route('/', peerRoutes(app));

  app.notFound((c) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      return c.json({ error: 'Not found' }, 404);
    }
    const { chrome, settings } = pageContext(c, deps);
    const page = layout({
      chrome,
      title: 'Page not found',
      bodyClasses: ['page-not-found'],
      settings: { kind: 'json', settings },
      main: notFoundPage(),
    });
    return c.html(page.toString(), 404);
  });

  app.onError((error, c) => {
    // A body hono/validator cannot parse (multipart without its boundary): the client's 400.
    if (error instanceof HTTPException) return error.getResponse();
    deps.log(`[demo-host] ${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}`);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}

/** The app and its database, for callers that also need to close it. */
export function openDemoHost(options: DemoHostOptions): {
  app: Hono<DemoHostEnv>;
  db: Database;
  search: CatalogueSearch;
} {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = resolve(options.distDir);
  if (!existsSync(join(distDir, 'loader.js'))) {
    log(
      `[demo-host] No SDK build in ${distDir} (loader.js missing): run \`npm run build\`. Pages still render, without widgets.`,
    );
  }
  const db = openDemoDatabase(options.dbPath, log);
  const products = loadProductStore(db);
  const deps: DemoDeps = {
    db,
    products,
    search: createCatalogueSearch(products.all(), products.categories),
    distDir,
    storybookDir: resolve(options.storybookDir ?? 'storybook-static'),
    publicDir: PUBLIC_DIR,
    log,
  };
  return {
    app: buildApp(deps, { testErrorHook: options.testErrorHook ?? false }),
    db,
    search: deps.search,
  };
}

/**
 * The demo host as a Hono app; use app.request() in tests.
 * @example const app = createDemoHost({ dbPath: tmpFile, distDir: 'dist' });
 */
export function createDemoHost(options: DemoHostOptions): Hono<DemoHostEnv> {
  return openDemoHost(options).app;
}

export interface RunningDemoHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the HTTP server; resolves once it listens (port 0 picks a free port). */
export function startDemoHost(
  options: DemoHostOptions & { port: number; hostname?: string },
): Promise<RunningDemoHost> {
  const { app, db } = openDemoHost(options);
  return new Promise((resolvePromise, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port,
        ...(options.hostname ? { hostname: options.hostname } : {}),
      },
      (info: AddressInfo) => {
        resolvePromise({
          url: `http://localhost:${info.port}/`,
          port: info.port,
          close: () =>
            new Promise((done) => {
              server.close(() => {
                db.close();
                done();
              });
            }),
        });
      },
    );
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
  });
}
