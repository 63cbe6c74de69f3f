import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addToCart, emptyCart } from '../db/cart';
import type { CatalogueProduct, CategorySlug } from '../fixtures/catalogue-types';
import type { Country } from '../lib/markets';
import { defaultModel } from '../shop/listing-price';

// Demo shortcut: GET /demo/checkout-cart[?set=protection|no-protection|financing][&flags=…]
// fills the visitor's cart and opens /cart/checkout (keeping ?flags=), so a tester reaches the
// checkout in one click. 'protection' (default): a chair and a sofa, which carry protection
// offers in the US and Canada; 'no-protection': a pillow and a lamp (no warranty pane);
// 'financing': the financing scenario sofa (over 1,000). The scenario sets the cart's lines:
// opened again, or after another scenario, it does not add to them.

const SETS: Readonly<Record<string, readonly (CategorySlug | string)[]>> = {
  protection: ['demo-in-stock', 'sofas'],
  'no-protection': ['pillows', 'lighting'],
  financing: ['demo-financing'],
};

function buyable(product: CatalogueProduct, country: Country): string | undefined {
  if (product.hide[country] === 1) return undefined;
  const { model, stock } = defaultModel(product, country);
  return stock.d === 0 && stock.h === 0 && (stock.s > 0 || stock.hs > 0 || stock.pr > 0)
    ? model
    : undefined;
}

export function checkoutDemoRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.get('/demo/checkout-cart', (c) => {
    const set = SETS[c.req.query('set') ?? 'protection'];
    if (!set) return c.json({ error: `set must be one of ${Object.keys(SETS).join(', ')}` }, 400);
    const { country } = c.get('shop');
    emptyCart(deps.db, c.get('visitor').loveKey);
    for (const item of set) {
      const candidates = deps.products.bySlug(item)
        ? [deps.products.bySlug(item) as CatalogueProduct]
        : deps.products.listed(country).filter((p) => p.category === item && p.scenario === null);
      for (const product of candidates) {
        const model = buyable(product, country);
        if (model) {
          addToCart(deps.db, c.get('visitor').loveKey, { nid: product.nid, model, qty: 1 });
          break;
        }
      }
    }
    const flags = c.req.query('flags');
    return c.redirect(`/cart/checkout${flags ? `?flags=${encodeURIComponent(flags)}` : ''}`, 302);
  });
  return app;
}
