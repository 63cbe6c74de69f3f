/**
 * What the buy box should show for a model, worked out from the product page's own settings
 * (the models' option ids and stock table the demo host printed) and the specification's rules: whole
 * US dollars, 'In-stock' from 10 units, else 'Only N left', and the ship date.
 */

export interface ProductSettings {
  product_models: Record<string, number[]>;
  models_stock: Record<string, { p: number; s: number; sh: string | null }>;
}

export interface BuyboxView {
  price: string;
  stock: string;
  detail: string;
}

/** The model whose options are exactly `oids` (in any order). */
export function modelOf(settings: ProductSettings, oids: readonly number[]): string {
  const wanted = [...oids].sort().join(',');
  const model = Object.entries(settings.product_models).find(
    ([, options]) => [...options].sort().join(',') === wanted,
  )?.[0];
  if (!model) throw new Error(`no model has the options ${wanted}`);
  return model;
}

/** The price, stock message and ship date the buy box shows for the model of `oids`. */
export function expectedView(settings: ProductSettings, oids: readonly number[]): BuyboxView {
  const stock = settings.models_stock[modelOf(settings, oids)];
  if (!stock) throw new Error(`no stock for the options ${oids.join(',')}`);
  const shipDate = stock.sh
    ? new Date(`${stock.sh}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  return {
    price: `$${stock.p.toLocaleString('en-US')}`,
    stock: stock.s >= 10 ? 'In-stock' : `Only ${stock.s} left`,
    detail: shipDate ? `Ships by ${shipDate}` : '',
  };
}
