import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { DemoDeps, DemoHostEnv } from '../context';
import type { Context } from 'hono';
import {
  addToCart,
  cartLines,
  countCart,
  emptyCart,
  setCoupon,
  setQuantities,
  setTermsAgreed,
  type CartLine,
} from '../db/cart';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { isFormPost, postedFields } from '../lib/posted-fields';
import { buildCartView, DEMO_COUPONS, type CartView } from '../shop/cart-view';
import { parseFormUpdate, parseUpdate } from '../shop/cart-update';
import { defaultModel } from '../shop/listing-price';
import { checkProtection } from '../shop/protection-plan';
import { checkProductLine } from '../shop/request-checks';
import { cartPage } from '../templates/cart-page';
import { layout } from '../templates/layout';
import { membershipOfferTag } from '../templates/membership-offer';
import { pageContext } from './page-context';
import { trackedLines, trackingSettings } from '../shop/tracking-settings';

// POST /cart/add (the buybox's add to cart, with an optional protection plan), GET /cart/lines
// (the stored lines as JSON for demos and tests), and the cart page: GET /cart (<rove-cart> with
// a no-JS fallback), GET /cart/view, POST /cart/update, /cart/coupon/remove, /cart/custom-terms
// (each answers the CartView as JSON, or 303 back to the page for a no-JS form post), plus the
// demo shortcuts /demo/cart and /demo/cart-coupon. Shapes in README.md ('Cart page').

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** A model of the product that can be bought in the country, if any. */
function buyableModel(product: CatalogueProduct, country: CartView['country']): string | null {
  if (product.hide[country] === 1) return null;
  const { model, stock } = defaultModel(product, country);
  return stock.d === 0 && stock.h === 0 ? model : null;
}

export interface CartAddReply {
  count: number;
  line: CartLine;
}

export interface CartLinesReply {
  count: number;
  lines: CartLine[];
}

/** The cart's public id: derived from the visitor's key, which it does not reveal. */
const cartIdOf = (visitorKey: string) =>
  `cart-${createHash('sha256').update(visitorKey).digest('hex').slice(0, 12)}`;

export function cartRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.post('/cart/add', postedFields, (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = c.req.valid('form');
    const checked = checkProductLine(fields, deps.products);
    if (!checked.ok) return c.json({ error: checked.error }, checked.status);
    const { product, model, qty } = checked.value;
    const { country } = c.get('shop');
    // Disallowed (sold out) and hidden models cannot be bought in this country (spec/product.md §4).
    const stock = product.stock[country][model];
    if (!stock || stock.d === 1 || stock.h === 1 || product.hide[country]) {
      return c.json({ error: `Model ${model} cannot be added to the cart` }, 409);
    }
    const protection = checkProtection(fields['protection'], product, country, model);
    if (!protection.ok) return c.json({ error: protection.error }, protection.status);
    const { loveKey } = c.get('visitor');
    const line = addToCart(deps.db, loveKey, {
      nid: product.nid,
      model,
      qty,
      protection: protection.value && {
        id: protection.value.id,
        title: protection.value.title,
        cost: protection.value.cost,
      },
    });
    const body: CartAddReply = { count: countCart(deps.db, loveKey), line };
    return c.json(body);
  });

  app.get('/cart/lines', (c) => {
    c.header('Cache-Control', 'no-store');
    const { loveKey } = c.get('visitor');
    const body: CartLinesReply = {
      count: countCart(deps.db, loveKey),
      lines: cartLines(deps.db, loveKey),
    };
    return c.json(body);
  });

  const view = (c: Context<DemoHostEnv>): CartView =>
    buildCartView(deps.db, deps.products, c.get('visitor'), c.get('shop'));

  app.get('/cart/view', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(view(c));
  });

  app.post('/cart/update', postedFields, async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = isFormPost(c);
    const parsed = form ? parseFormUpdate(c.req.valid('form')) : parseUpdate(await jsonBody(c));
    if (!parsed.ok) return c.json({ error: parsed.error }, parsed.status);
    const missing = setQuantities(deps.db, c.get('visitor').loveKey, parsed.value);
    if (missing.length > 0) {
      return c.json({ error: `Not in the cart: ${missing.join(', ')}`, cart: view(c) }, 409);
    }
    return form ? c.redirect('/cart', 303) : c.json(view(c));
  });

  app.post('/cart/coupon/remove', (c) => {
    c.header('Cache-Control', 'no-store');
    setCoupon(deps.db, c.get('visitor').loveKey, null);
    return isFormPost(c) ? c.redirect('/cart', 303) : c.json(view(c));
  });

  app.post('/cart/custom-terms', postedFields, async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = isFormPost(c);
    const agree = form
      ? c.req.valid('form')['agree']
      : ((await jsonBody(c)) as { agree?: unknown } | undefined)?.agree;
    if (agree !== true && agree !== '1') {
      return c.json(
        { error: 'agree must be true: the terms are agreed to, never withdrawn here' },
        400,
      );
    }
    setTermsAgreed(deps.db, c.get('visitor').loveKey, true);
    // The fallback's terms form is the last step before checkout.
    return form ? c.redirect('/cart/checkout', 303) : c.json(view(c));
  });

  // Demo: a chair and a sofa (plus a made-to-order sectional with ?custom=1), the demo coupon
  // with ?coupon=1, then /cart. The scenario sets the cart: a second visit, or another scenario
  // after it, leaves the same lines, not twice as many.
  app.get('/demo/cart', (c) => {
    const { country } = c.get('shop');
    const visitor = c.get('visitor').loveKey;
    emptyCart(deps.db, visitor);
    const wanted: { pick: string; custom: boolean }[] = [
      { pick: 'demo-in-stock', custom: false },
      { pick: 'sofas', custom: false },
      ...(c.req.query('custom') === '1' ? [{ pick: 'sectionals', custom: true }] : []),
    ];
    for (const { pick, custom } of wanted) {
      const bySlug = deps.products.bySlug(pick);
      const candidates = bySlug
        ? [bySlug]
        : deps.products.listed(country).filter((p) => p.category === pick && p.scenario === null);
      for (const product of candidates) {
        const model = buyableModel(product, country);
        if (model) {
          addToCart(deps.db, visitor, { nid: product.nid, model, qty: 1, custom });
          break;
        }
      }
    }
    setCoupon(deps.db, visitor, c.req.query('coupon') === '1' ? 'ROVE10' : null);
    return c.redirect('/cart', 302);
  });

  app.get('/demo/cart-coupon', (c) => {
    const code = c.req.query('code') ?? 'ROVE10';
    if (!Object.hasOwn(DEMO_COUPONS, code)) return c.json({ error: `Unknown coupon ${code}` }, 400);
    setCoupon(deps.db, c.get('visitor').loveKey, code);
    return c.redirect('/cart', 302);
  });

  app.get('/cart', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    const cart = view(c);
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: 'Your cart',
        bodyClasses: ['page-cart'],
        settings: {
          kind: 'json',
          settings: {
            ...settings,
            // cart_id: an opaque id of the visitor's cart (email-my-cart sends it), not the cookie.
            cartPage: { ...cart, cart_id: cartIdOf(c.get('visitor').loveKey) },
            tracking: trackingSettings(chrome.visitor, 'cart', {
              cart: trackedLines(cart.lines, (nid) => deps.products.byNid(nid)?.sku),
            }),
          },
        },
        main: cartPage(
          cart,
          membershipOfferTag(
            { subject: 'cart', lines: cart.lines },
            settings,
            cart.currency,
            chrome.bodyFlags.includes('rove-membership-only'),
          ),
        ),
      }).toString(),
    );
  });

  return app;
}
