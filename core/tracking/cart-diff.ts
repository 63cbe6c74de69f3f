import type { TrackedProduct } from './items';

const key = (product: TrackedProduct) => `${product.id}|${product.variant ?? ''}`;

/**
 * What changed between two cart snapshots, line by line (id + variant): the quantities added
 * and removed, each product carrying the changed quantity. The cart page only says the cart
 * changed; GA4 wants add_to_cart / remove_from_cart with the lines concerned.
 *
 * @example diffCart([{ id: 'S', name: 'Sofa', quantity: 2 }], [{ id: 'S', name: 'Sofa', quantity: 1 }])
 * // { added: [], removed: [{ id: 'S', name: 'Sofa', quantity: 1 }] }
 */
export function diffCart(
  before: readonly TrackedProduct[],
  after: readonly TrackedProduct[],
): { added: TrackedProduct[]; removed: TrackedProduct[] } {
  const quantities = new Map<string, number>();
  const lines = new Map<string, TrackedProduct>();
  for (const product of before) {
    quantities.set(key(product), (quantities.get(key(product)) ?? 0) - (product.quantity ?? 1));
    lines.set(key(product), product);
  }
  for (const product of after) {
    quantities.set(key(product), (quantities.get(key(product)) ?? 0) + (product.quantity ?? 1));
    lines.set(key(product), product);
  }
  const added: TrackedProduct[] = [];
  const removed: TrackedProduct[] = [];
  for (const [line, change] of quantities) {
    if (change > 0) added.push({ ...lines.get(line)!, quantity: change });
    if (change < 0) removed.push({ ...lines.get(line)!, quantity: -change });
  }
  return { added, removed };
}
