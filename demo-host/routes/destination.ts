import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { postedFields } from '../lib/posted-fields';
import { destinationReply, normalisePostal } from '../shop/destination';
import { checkModel, checkProduct } from '../shop/request-checks';

// POST /ajax/destination/update (spec/product.md §7): postal, nid, model → geo, zone, models_stock,
// satellite_id, restricted, restricted_validated. The page's country (warehouse cookie or
// ?locale=) says which format the postal code must have; only Canada and the US deliver here.

export function destinationRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.post('/ajax/destination/update', postedFields, (c) => {
    c.header('Cache-Control', 'no-store');
    const fields = c.req.valid('form');
    const product = checkProduct(fields.nid, deps.products);
    if (!product.ok) return c.json({ error: product.error }, product.status);
    // The buybox may not have a complete model yet: the model is optional, but if given it must
    // be one of the product's.
    if ((fields.model ?? '').trim() !== '') {
      const model = checkModel(fields.model, product.value);
      if (!model.ok) return c.json({ error: model.error }, model.status);
    }
    const { country } = c.get('shop');
    const postal = normalisePostal(country, fields.postal ?? '');
    if (!postal) {
      return c.json(
        {
          error:
            country === 'US' || country === 'CA'
              ? `postal must be a ${country === 'US' ? 'ZIP' : 'postal'} code`
              : 'Delivery destinations are only checked in Canada and the United States.',
        },
        400,
      );
    }
    return c.json(destinationReply(product.value, country, postal));
  });
  return app;
}
