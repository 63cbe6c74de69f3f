import type { Country } from '../lib/markets';
import type { CatalogueProduct, ModelStock } from '../fixtures/catalogue-types';

export interface DefaultModel {
  model: string;
  stock: ModelStock;
}

/** The model a product page opens on: the first one that is not hidden in the country. */
export function defaultModel(product: CatalogueProduct, country: Country): DefaultModel {
  const entries = Object.entries(product.stock[country]);
  const [model, stock] = entries.find(([, s]) => s.h === 0) ?? entries[0] ?? [];
  if (model === undefined || stock === undefined) {
    throw new Error(`product ${product.nid} has no models`);
  }
  return { model, stock };
}

/** Price and original price shown on cards and as the product page's starting price. */
export function listingPrice(
  product: CatalogueProduct,
  country: Country,
): { p: number; ori: number } {
  const { stock } = defaultModel(product, country);
  return { p: stock.p, ori: stock.ori };
}
