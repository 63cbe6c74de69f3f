import { logOnce } from '../log';
import { isPlainObject } from '../settings/plain-object';
import {
  boolean,
  check,
  describeIssue,
  number,
  object,
  optional,
  string,
  type Schema,
} from '../schema';
import type { TrackedOrder } from './events';
import { trackedProductSchema, type TrackedProduct } from './items';

/**
 * The tracking entities a page's settings carry (seed 003 §3: tracked product items, cart,
 * order), under `tracking`: `products` (the page's products, looked up by nid for the
 * product, wishlist and notify-me events), `cart` (the cart's lines on cart and checkout
 * pages), `list` (a category page's product list) and `order` (the complete page's purchase).
 * Each is read on its own and each product on its own: one bad entry is dropped with a
 * warning and spoils nothing else.
 */
export interface PageEntities {
  products: readonly TrackedProduct[];
  cart: readonly TrackedProduct[];
  list: { name: string; products: readonly TrackedProduct[] } | null;
  order: { order: TrackedOrder; products: readonly TrackedProduct[] } | null;
}

const maybe = <T>(schema: Schema<T>) => optional<T | undefined>(schema, undefined);

const orderSchema: Schema<TrackedOrder> = object({
  transaction_id: string(/\S/),
  tax: maybe(number({ min: 0 })),
  shipping: maybe(number({ min: 0 })),
  discount: maybe(number({ min: 0 })),
  coupon: maybe(string()),
  has_mulberry: maybe(boolean()),
});

function warn(key: string, detail: string): void {
  logOnce('warn', `tracking:${key}`, `invalid tracking ${key} ignored: ${detail}`);
}

/** The valid products of a list; the rest dropped with one warning. */
function readProducts(value: unknown, key: string): TrackedProduct[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn(key, `expected an array`);
    return [];
  }
  const products: TrackedProduct[] = [];
  for (const entry of value) {
    const result = check(trackedProductSchema, entry);
    if (result.ok) products.push(result.value);
    else warn(key, describeIssue(result.issue));
  }
  return products;
}

/**
 * Reads the entities from `settings.extra.tracking`.
 *
 * @example readPageEntities({ tracking: { cart: [{ id: 'S-1', name: 'Sofa', price: 999 }] } }).cart.length // 1
 */
export function readPageEntities(extra: Readonly<Record<string, unknown>>): PageEntities {
  const raw = extra['tracking'];
  const tracking: Record<string, unknown> = isPlainObject(raw) ? raw : {};
  const list = tracking['list'];
  const order = tracking['order'];
  let pageList: PageEntities['list'] = null;
  if (list !== undefined) {
    const entry = isPlainObject(list) ? list : {};
    const name = entry['name'];
    if (typeof name === 'string' && name.trim())
      pageList = { name, products: readProducts(entry['products'], 'list') };
    else warn('list', 'expected { name, products }');
  }
  let pageOrder: PageEntities['order'] = null;
  if (order !== undefined) {
    const result = check(orderSchema, order);
    if (!result.ok) warn('order', describeIssue(result.issue));
    else if (isPlainObject(order))
      pageOrder = { order: result.value, products: readProducts(order['items'], 'order') };
  }
  return {
    products: readProducts(tracking['products'], 'products'),
    cart: readProducts(tracking['cart'], 'cart'),
    list: pageList,
    order: pageOrder,
  };
}
