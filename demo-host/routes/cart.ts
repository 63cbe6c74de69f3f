import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addToCart, cartLines, countCart } from '../db/cart';
import { postedFields } from '../lib/posted-fields';
import { checkProductLine } from '../shop/request-checks';
import { cartPage } from '../templates/cart-page';
import { layout } from '../templates/layout';
import { pageContext } from './page-context';

// POST /cart/add (the buybox's add to cart) and the /cart page listing what was added.

export interface CartAddReply {
  count: number;
  line: { nid: number; model: string; qty: number };
}

export function cartRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.post('/cart/add', async (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = await postedFields(c);
    const checked = checkProductLine(fields, deps.products);
    if (!checked.ok) return c.json({ error: checked.error }, checked.status);
    const { product, model, qty } = checked.value;
    // Disallowed (sold out) and hidden models cannot be bought in this country (seed 001 §4).
    const stock = product.stock[c.get('shop').country][model];
    if (!stock || stock.d === 1 || stock.h === 1 || product.hide[c.get('shop').country]) {
      return c.json({ error: `Model ${model} cannot be added to the cart` }, 409);
    }
    const { loveKey } = c.get('visitor');
    const line = addToCart(deps.db, loveKey, { nid: product.nid, model, qty });
    const body: CartAddReply = { count: countCart(deps.db, loveKey), line };
    return c.json(body);
  });

  app.get('/cart', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    const lines = cartLines(deps.db, c.get('visitor').loveKey).flatMap((line) => {
      const product = deps.products.byNid(line.nid);
      return product ? [{ product, model: line.model, qty: line.qty }] : [];
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
