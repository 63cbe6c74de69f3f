import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addNotifyRequest } from '../db/notify';
import { postedFields } from '../lib/posted-fields';
import { checkEmail, checkProductLine } from '../shop/request-checks';

// POST /ajax/notify-me: the 'Sold Out - Notify Me' popup (spec/product.md 'Notify-me form': model, qty,
// and the email the notify-me event carries). The specification does not show the path or the answer, so
// the demo answers {ok: true}.

export function notifyMeRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.post('/ajax/notify-me', postedFields, (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = c.req.valid('form');
    const checked = checkProductLine(fields, deps.products);
    if (!checked.ok) return c.json({ error: checked.error }, checked.status);
    const email = checkEmail(fields.email);
    if (!email.ok) return c.json({ error: email.error }, email.status);
    const { product, model, qty } = checked.value;
    addNotifyRequest(deps.db, c.get('visitor').loveKey, {
      nid: product.nid,
      model,
      qty,
      email: email.value,
    });
    return c.json({ ok: true });
  });
  return app;
}
