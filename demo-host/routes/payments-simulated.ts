import { Hono, type Context } from 'hono';
import { fileURLToPath } from 'node:url';
import type { DemoDeps, DemoHostEnv } from '../context';
import { findOrder } from '../db/checkout';
import { readStaticFile } from '../lib/static-files';
import { sandboxedPolicy } from '../middleware/security-headers';
import { authorizeSession, findSession, type BnplProvider } from '../shop/checkout/bnpl';
import { providerCheckoutPage } from '../simulations/bnpl/provider-page';
import { stripeApiRoutes } from '../simulations/stripe/api-routes';
import { elementsFramePage } from '../simulations/stripe/frame-page';
import { jsonObjectBody } from '../lib/json-body';

// The third parties the demo host simulates (docs/architecture.md §7), under /simulated/ so nobody takes
// them for the real services: Stripe.js and its Payment Element frame, the Stripe API calls that
// frame makes, Klarna's Payments script and authorisation, the Affirm / PayBright checkout
// pages, Kakao's postcode search script, Google's places library, Affirm's and Klarna's messaging scripts, the ad networks'
// pixels and LiveChat's widget. Mounted before the visitor middleware: like the real providers, they set no shop cookies
// and know orders only through their own tokens and client secrets.

export const SIMULATIONS_DIR = fileURLToPath(new URL('../simulations/', import.meta.url));

/** Browser files of the simulations, by URL: an allow-list, so the .ts sources are never served. */
const FILES: Readonly<Record<string, string>> = {
  '/simulated/stripe/v3.js': 'stripe/stripe-v3.js',
  '/simulated/stripe/elements-frame.js': 'stripe/elements-frame.js',
  '/simulated/stripe/elements-frame.css': 'stripe/elements-frame.css',
  '/simulated/klarna/payments.js': 'klarna/payments.js',
  '/simulated/klarna/klarna.css': 'klarna/klarna.css',
  '/simulated/bnpl/provider.css': 'bnpl/provider.css',
  '/simulated/kakao/postcode.v2.js': 'kakao/postcode.v2.js',
  '/simulated/kakao/postcode.css': 'kakao/postcode.css',
  '/simulated/google/maps-places.js': 'google/maps-places.js',
  '/simulated/affirm/affirm.js': 'affirm/affirm.js',
  '/simulated/klarna/web-sdk.js': 'klarna/web-sdk.js',
  // One file plays the four ad networks' pixel scripts and a podcast tracker (by its URL).
  '/simulated/meta/fbevents.js': 'pixels/pixels.js',
  '/simulated/tiktok/events.js': 'pixels/pixels.js',
  '/simulated/pinterest/core.js': 'pixels/pixels.js',
  '/simulated/google/gtag.js': 'pixels/pixels.js',
  '/simulated/podcast/pixel.js': 'pixels/pixels.js',
  '/simulated/livechat/tracking.js': 'livechat/tracking.js',
  '/simulated/livechat/livechat.css': 'livechat/livechat.css',
};

/** The recorder served ahead of every simulated script (not served on its own). */
const LOG_FILE = 'simulation-log.js';

const text = (body: string | Uint8Array) =>
  typeof body === 'string' ? body : new TextDecoder().decode(body);

export function simulatedProviderRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  for (const [path, file] of Object.entries(FILES)) {
    app.get(path, async (c) => {
      const found = await readStaticFile(SIMULATIONS_DIR, file);
      if (!found) return c.text('Not found', 404);
      // Every vendor script comes with the recorder /demo/providers reads (simulation-log.js);
      // not the Payment Element's frame, whose opaque origin has no storage.
      const recorded = file.endsWith('.js') && file !== 'stripe/elements-frame.js';
      const log = recorded ? await readStaticFile(SIMULATIONS_DIR, LOG_FILE) : null;
      return c.body(log ? `${text(log.body)}\n${text(found.body)}` : found.body, 200, {
        'Content-Type': found.contentType,
        'Cache-Control': 'no-cache',
        ETag: log
          ? `${found.etag.replace(/"$/, '')}-${log.etag.replace(/^(W\/)?"/, '')}`
          : found.etag,
      });
    });
  }

  app.get('/simulated/stripe/elements-frame', (c) => {
    c.header('Cache-Control', 'no-cache');
    // Sandboxed by Stripe.js: its own files and calls are named by origin, not 'self'.
    c.header('Content-Security-Policy', sandboxedPolicy(new URL(c.req.url).origin));
    return c.html(elementsFramePage().toString());
  });

  // Stripe's API and a redirect-based method's page (simulations/stripe/api-routes.ts).
  app.route('/simulated/stripe', stripeApiRoutes(deps));

  // Klarna.Payments.authorize (simulated): the shopper approved or declined in the dialog.
  app.post('/simulated/klarna/authorize', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await jsonObjectBody(c);
    const token = body?.['client_token'];
    const session = typeof token === 'string' ? findSession(deps.db, token) : undefined;
    if (!session || session.provider !== 'klarna')
      return c.json({ error: 'Unknown client_token' }, 404);
    if (body?.['approve'] !== true) return c.json({ approved: false, show_form: true });
    if (session.status === 'authorized' && session.authorizationToken) {
      return c.json({
        approved: true,
        show_form: true,
        authorization_token: session.authorizationToken,
      });
    }
    const authorized = authorizeSession(deps.db, session.token);
    if (!authorized?.authorizationToken)
      return c.json({ error: 'This Klarna session is closed.' }, 409);
    return c.json({
      approved: true,
      show_form: true,
      authorization_token: authorized.authorizationToken,
    });
  });

  // Affirm / PayBright hosted checkout (simulated): confirm returns to the shop, cancel too.
  for (const provider of ['affirm', 'paybright'] as const satisfies readonly BnplProvider[]) {
    const sessionOf = (c: Context) => {
      const session = findSession(deps.db, c.req.param('token') ?? '');
      return session?.provider === provider ? session : undefined;
    };
    app.get(`/simulated/${provider}/checkout/:token`, (c) => {
      const session = sessionOf(c);
      const order = session && findOrder(deps.db, session.orderId);
      if (!session || !order) return c.text('Unknown checkout', 404);
      c.header('Cache-Control', 'no-store');
      return c.html(
        providerCheckoutPage({
          provider,
          amount: session.amount,
          currency: session.currency,
          orderId: session.orderId,
          confirmAction: `/simulated/${provider}/checkout/${session.token}/confirm`,
          cancelHref: `/uc_affirm/payment/cancel/${session.orderId}?checkout_token=${session.token}`,
          closed: session.status !== 'open' && session.status !== 'authorized',
        }).toString(),
      );
    });
    app.post(`/simulated/${provider}/checkout/:token/confirm`, (c) => {
      const session = sessionOf(c);
      if (!session) return c.text('Unknown checkout', 404);
      const authorized =
        session.status === 'authorized' ? session : authorizeSession(deps.db, session.token);
      if (!authorized) return c.redirect(`/simulated/${provider}/checkout/${session.token}`, 303);
      return c.redirect(
        `/uc_affirm/payment/complete/${session.orderId}?checkout_token=${session.token}`,
        303,
      );
    });
  }

  return app;
}
