import { isValidEmail } from '../../core/validate/email';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { ProductStore } from './product-store';

// Field checks shared by the product endpoints (cart, notify-me, destination): each answers the
// status and message the endpoint replies with, so every endpoint words its errors the same way.

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; error: string };

export function checkProduct(
  raw: string | undefined,
  products: ProductStore,
): Checked<CatalogueProduct> {
  if (!raw || !/^\d{1,9}$/.test(raw.trim()))
    return { ok: false, status: 400, error: 'nid must be a product id' };
  const product = products.byNid(Number(raw.trim()));
  if (!product) return { ok: false, status: 404, error: `Unknown product ${raw.trim()}` };
  return { ok: true, value: product };
}

/** A model of this product (seed model names such as 'RC1002-PGV-86-WAL'). */
export function checkModel(raw: string | undefined, product: CatalogueProduct): Checked<string> {
  const model = (raw ?? '').trim();
  if (model === '' || model.length > 100) {
    return { ok: false, status: 400, error: 'model must be a model of the product' };
  }
  if (!Object.hasOwn(product.models.product_models, model)) {
    return { ok: false, status: 404, error: `Unknown model ${model} for product ${product.nid}` };
  }
  return { ok: true, value: model };
}

/** Whole number 1–10 (the quantity selector's range); missing means 1. */
export function checkQty(raw: string | undefined): Checked<number> {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: 1 };
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1 || Number(text) > 10) {
    return { ok: false, status: 400, error: 'qty must be a whole number from 1 to 10' };
  }
  return { ok: true, value: Number(text) };
}

/** The SDK's own rule (core/validate/email, the shared one): what the widgets let through. */
export function checkEmail(raw: string | undefined): Checked<string> {
  const email = (raw ?? '').trim();
  if (!isValidEmail(email)) {
    return { ok: false, status: 400, error: 'Please enter a valid email address.' };
  }
  return { ok: true, value: email };
}

/** A product, one of its models and a quantity: what add to cart and notify-me both post. */
export interface ProductLine {
  product: CatalogueProduct;
  model: string;
  qty: number;
}

/**
 * Checks the nid, model and qty fields together, answering the first problem.
 *
 * @example checkProductLine({ nid: '1001', model: 'RC1001-…', qty: '2' }, products)
 */
export function checkProductLine(
  fields: Readonly<Record<string, string | undefined>>,
  products: ProductStore,
): Checked<ProductLine> {
  const product = checkProduct(fields['nid'], products);
  if (!product.ok) return product;
  const model = checkModel(fields['model'], product.value);
  if (!model.ok) return model;
  const qty = checkQty(fields['qty']);
  if (!qty.ok) return qty;
  return { ok: true, value: { product: product.value, model: model.value, qty: qty.value } };
}
