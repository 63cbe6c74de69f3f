import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import type { DemoHostEnv } from '../context';
import { jsonForScript } from '../../core/json-script';
import { SETTINGS_TAG } from '../lib/page-settings';
import { readStaticFile } from '../lib/static-files';
import { rewriteBody } from './rewrite-body';

/**
 * Which vendor scripts a demo page uses (demo-host/README.md, docs/vendors/README.md):
 *
 * - `simulated` (the default): the demo host's own simulations under /simulated/, written from
 *   the vendors' contract pages, so every page works offline.
 * - `stand-in`: every /simulated/<vendor>/<file> of the page (its settings and its provider
 *   tags) becomes /stand-ins/<vendor>/<file>, served from tests/vendors/stand-ins/: the
 *   contract tests' stand-ins, written apart from the simulations, in any browser.
 * - `real`: the page names no simulation: the settings' script URLs that point at one are
 *   dropped and the provider tags left out, so the SDK asks for each vendor's real address
 *   (a test serves it with Playwright's routing) and the page's policy must allow the vendor.
 *
 * Asked for by `?vendors=` (which also sets the `rove-vendors` cookie, so the mode follows the
 * shopper's navigations and form posts) or by the cookie alone.
 */
export type VendorMode = 'simulated' | 'stand-in' | 'real';

export const VENDOR_MODE_COOKIE = 'rove-vendors';

const MODES: readonly VendorMode[] = ['simulated', 'stand-in', 'real'];

const isMode = (value: string | undefined): value is VendorMode =>
  MODES.includes(value as VendorMode);

function modeOf(c: Context): VendorMode {
  const asked = c.req.query('vendors');
  if (isMode(asked)) {
    setCookie(c, VENDOR_MODE_COOKIE, asked, { path: '/', sameSite: 'Lax' });
    return asked;
  }
  const kept = getCookie(c, VENDOR_MODE_COOKIE);
  return isMode(kept) ? kept : 'simulated';
}

const SIMULATED = '/simulated/';
const PROVIDER_TAG = /<script\b[^>]*\ssrc="\/simulated\/[^"]*"[^>]*><\/script>\n?/g;

/** Settings without any value that names a simulation (an array drops such an item). */
function withoutSimulations(value: unknown): unknown {
  const simulated = (item: unknown) => typeof item === 'string' && item.startsWith(SIMULATED);
  const names = (item: unknown) =>
    item !== null && typeof item === 'object' && Object.values(item).some(simulated);
  if (Array.isArray(value)) return value.filter((item) => !names(item)).map(withoutSimulations);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !simulated(item))
      .map(([key, item]) => [key, withoutSimulations(item)]),
  );
}

/**
 * The page as the mode wants it.
 *
 * @example pageInMode('<script src="/simulated/stripe/v3.js"></script>', 'stand-in') // '…/stand-ins/stripe/v3.js…'
 */
export function pageInMode(html: string, mode: VendorMode): string {
  if (mode === 'stand-in') return html.replaceAll(`"${SIMULATED}`, '"/stand-ins/');
  if (mode === 'simulated') return html;
  return html
    .replace(PROVIDER_TAG, '')
    .replace(SETTINGS_TAG, (whole, open: string, json: string, close: string) => {
      try {
        return `${open}${jsonForScript(withoutSimulations(JSON.parse(json)))}${close}`;
      } catch {
        return whole; // a scenario page's deliberately malformed settings stay as they are
      }
    });
}

/** Rewrites each HTML page for the asked mode, before the policy is built from its settings. */
export function vendorMode(): MiddlewareHandler<DemoHostEnv> {
  return async (c, next) => {
    const mode = modeOf(c);
    await next();
    if (mode === 'simulated' || !(c.res.headers.get('content-type') ?? '').startsWith('text/html'))
      return;
    rewriteBody(c, pageInMode(await c.res.text(), mode));
  };
}

const STAND_INS_DIR = fileURLToPath(new URL('../../tests/vendors/stand-ins/', import.meta.url));

/** /stand-ins/<vendor>/<file>: the contract tests' stand-ins, as they are (no recorder). */
export function standInRoutes(): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.get('/stand-ins/:vendor/:file', async (c) => {
    const relative = `${c.req.param('vendor')}/${c.req.param('file')}`;
    if (!/^[a-z0-9-]+\/[a-z0-9._-]+$/.test(relative)) return c.text('Not found', 404);
    const found = await readStaticFile(STAND_INS_DIR, relative);
    if (!found) return c.text('Not found', 404);
    return c.body(found.body, 200, {
      'Content-Type': found.contentType,
      'Cache-Control': 'no-cache',
    });
  });
  return app;
}
