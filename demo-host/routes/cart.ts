import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addToCart, cartLines, countCart, type CartLine } from '../db/cart';
import { postedFields } from '../lib/posted-fields';
import { checkProtection } from '../shop/protection-plan';
import { checkProductLine } from '../shop/request-checks';
import { cartPage } from '../templates/cart-page';
import { layout } from '../templates/layout';
import { pageContext } from './page-context';

// POST /cart/add (the buybox's add to cart, with an optional protection plan), the /cart page
// listing what was added, and GET /cart/lines: the same lines as JSON for demos and tests.

export interface CartAddReply {
  count: number;
  line: CartLine;
}

export interface CartLinesReply {
  count: number;
  lines: CartLine[];
}

export function cartRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.post('/cart/add', async (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = await postedFields(c);
    const checked = checkProductLine(fields, deps.products);
    if (!checked.ok) return c.json({ error: checked.error }, checked.status);
    const { product, model, qty } = checked.value;
    const { country } = c.get('shop');
    // Disallowed (sold out) and hidden models cannot be bought in this country (seed 001 §4).
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

  app.get('/cart', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    const lines = cartLines(deps.db, c.get('visitor').loveKey).flatMap((line) => {
      const product = deps.products.byNid(line.nid);
      return product ? [{ ...line, product }] : [];
    });
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: 'Your cart',
        bodyClasses: ['page-cart'],
        settings: { kind: 'json', settings },
        main: cartPage(lines, chrome.shop),
      }).value,
    );
  });

  return app;
}
