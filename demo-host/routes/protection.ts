import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { markup } from '../lib/html';
import { formatMoney } from '../lib/money';
import { postedFields } from '../lib/posted-fields';
import { orderChargeOverrides, protectionOffers } from '../shop/protection';
import { offeredProtection, PROTECTION_COUNTRIES } from '../shop/protection-plan';
import { orderState } from '../shop/checkout/order-state';
import { checkModel, checkProduct } from '../shop/request-checks';
import { accessError, ownOrder } from './checkout-access';

/** What every simulated plan covers (the provider's words would go here). */
const COVERED =
  'Accidental stains, rips and structural damage are covered. Simulated plans (demo host).';

// Product protection (spec/product.md §7), simulated: POST /ajax/uc_mulberry {title, id, model} →
// {offers: [{id, title, duration_months, cost}], override_order_charge?,
// override_order_charge_term_3?} (the provider's costs, and the order charges where the demo has
// a promotion); GET /ajax/uc_mulberry/modal?nid=&model=[&hide_title=1] → the modal's HTML content;
// GET /ajax/uc_mulberry/modal-checkout/{order_id}[?hide_title=1] → the same for the visitor's
// open order (each line that can take a plan, with its plans at what the order charges).
// Offers exist only in the US and Canada (spec/checkout.md); elsewhere the list is empty.

export function protectionRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.post('/ajax/uc_mulberry', postedFields, (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = c.req.valid('form');
    const product = checkProduct(fields.id, deps.products);
    if (!product.ok) return c.json({ error: product.error }, product.status);
    const model = checkModel(fields.model, product.value);
    if (!model.ok) return c.json({ error: model.error }, model.status);
    const { country } = c.get('shop');
    if (!PROTECTION_COUNTRIES.includes(country)) return c.json({ offers: [] });
    return c.json({
      offers: protectionOffers(product.value, country, model.value),
      ...orderChargeOverrides(product.value),
    });
  });

  app.get('/ajax/uc_mulberry/modal', (c) => {
    const product = checkProduct(c.req.query('nid'), deps.products);
    if (!product.ok) return c.json({ error: product.error }, product.status);
    const model = checkModel(c.req.query('model'), product.value);
    if (!model.ok) return c.json({ error: model.error }, model.status);
    const { country, currency } = c.get('shop');
    const offers = offeredProtection(product.value, country, model.value);
    const title =
      c.req.query('hide_title') === '1'
        ? ''
        : markup`<h2 class="protection__title">Protect your ${product.value.title}</h2>`;
    c.header('Cache-Control', 'no-store');
    return c.html(
      markup`<div class="protection">${title}
<p>${COVERED}</p>
<ul class="protection__offers">
${offers.map((offer) => markup`<li data-offer="${offer.id}">${offer.title}: ${formatMoney(offer.cost, currency)}</li>`)}
</ul></div>`.toString(),
    );
  });

  app.get('/ajax/uc_mulberry/modal-checkout/:order_id', (c) => {
    c.header('Cache-Control', 'no-store');
    const access = ownOrder(c, deps, c.req.param('order_id'), { open: true });
    if (!access.ok) return accessError(c, access);
    const { currency } = access.order;
    const lines = orderState(deps, access.order).lines.filter(
      (line) => line.plan === null && line.protection.length > 0,
    );
    const title =
      c.req.query('hide_title') === '1'
        ? ''
        : markup`<h2 class="protection__title">Protect your order</h2>`;
    return c.html(
      markup`<div class="protection">${title}
<p>${COVERED}</p>
<ul class="protection__lines">
${lines.map(
  (line) =>
    markup`<li data-model="${line.model}"><strong>${line.title}</strong> × ${line.qty}: ${line.protection
      .map((offer) => `${offer.title} ${formatMoney(offer.cost, currency)}`)
      .join(', ')}</li>`,
)}
</ul></div>`.toString(),
    );
  });

  return app;
}
