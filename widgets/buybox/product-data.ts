import {
  array,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type Infer,
} from '../../core/schema';
import { checkedSetting, phpFlag } from '../shared/settings/checked-setting';

const flag = optional(phpFlag, false);
const count = optional(number({ integer: true, min: 0 }), 0);
const date = optional(nullable(string()), null);

/** spec/product.md §3 'Model stock' for one model. */
export const modelStockSchema = object({
  s: count,
  sh: date,
  hs: count,
  hsh: date,
  pr: count,
  eta: date,
  p: number({ min: 0 }),
  ori: optional(nullable(number({ min: 0 })), null),
  h: flag,
  d: flag,
  msg: optional(nullable(object({ text: string(), tip: optional(string(), '') })), null),
});
export type ModelStock = Infer<typeof modelStockSchema>;

/** Model → stock, as the page's models_stock and the destination update carry it. */
export const modelsStockSchema = record(modelStockSchema);
export type ModelsStock = Infer<typeof modelsStockSchema>;

/** spec/product.md §3 'Option detail'. */
const optionDetail = object({
  price: optional(number(), 0),
  formatted_price: optional(string(), ''),
  label: string(),
  name: string(),
  aid: number({ integer: true }),
  display_mode: optional(string(), 'swatch'),
});
export type OptionDetail = Infer<typeof optionDetail>;

const productDataSchema = object({
  product_models: record(array(number({ integer: true }))),
  oid_to_model: record(string()),
  oid_details: record(optionDetail),
  models_stock: optional(modelsStockSchema, {}),
});

/** The product settings a buy box needs, validated. */
export type ProductData = Infer<typeof productDataSchema>;

/**
 * Validates a stock table that arrived later (a 'delivery-changed' event). Malformed → null,
 * logged once, and the page's own table stays in use.
 *
 * @example parseModelsStock({ 'RC1-A': { s: 3, p: 10 } })?.['RC1-A']?.s // 3
 */
export function parseModelsStock(raw: unknown): ModelsStock | null {
  return checkedSetting(
    modelsStockSchema,
    raw,
    'buybox:destination-stock',
    'destination stock ignored',
  );
}

/**
 * Reads the product settings (product_models, oid_to_model, oid_details, models_stock) from
 * settings.extra. Anything malformed gives null and one [rove] warning: the buy box then
 * keeps the server's fallback markup rather than offering a model it cannot price.
 *
 * @example readProductData(getSettings().extra)?.product_models
 */
export function readProductData(extra: Readonly<Record<string, unknown>>): ProductData | null {
  const tables = {
    product_models: extra['product_models'],
    oid_to_model: extra['oid_to_model'],
    oid_details: extra['oid_details'],
    models_stock: extra['models_stock'],
  };
  return checkedSetting(productDataSchema, tables, 'buybox:settings', 'product settings invalid');
}
