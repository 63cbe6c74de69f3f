import { check, map, nullable, number, optional, string, union } from '../../core/schema';
import { fetchCart, type CartView } from '../cart/cart-api';
import { readCartPage } from '../cart/cart-page';

// Where the email's cart comes from: settings.cartPage, read with <rove-cart>'s own reader
// (widgets/cart/cart-api.ts), and the cart endpoint again once the cart page has changed it.

const cartIdSchema = optional(
  nullable(union(string(/^[\w.:-]{1,64}$/), map(number({ integer: true, min: 0 }), String))),
  null,
);

/**
 * settings.cartPage, validated; null (logged once) when missing or invalid — the form then
 * sends the addresses with an empty product list rather than not at all.
 */
export function readPageCart(raw: unknown): CartView | null {
  return readCartPage(raw, {
    key: 'email-cart:settings',
    missing: '<rove-email-cart> found no settings.cartPage; the email is sent without products',
    invalid: (issue) => `<rove-email-cart> ignored settings.cartPage: ${issue}`,
  });
}

/**
 * The CMS's cart id, `settings.cartPage.cart_id` (a string or a number; the specification names the
 * field, not its shape). null when the page gives none.
 */
export function readCartId(raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object') return null;
  const result = check(cartIdSchema, (raw as Record<string, unknown>)['cart_id']);
  return result.ok ? result.value : null;
}

/** The cart as it is now, after the cart page changed it (a failed call keeps the old one). */
export async function refreshCart(basePath: string, signal: AbortSignal): Promise<CartView | null> {
  const reply = await fetchCart({ basePath, signal });
  return reply.ok ? reply.data : null;
}
