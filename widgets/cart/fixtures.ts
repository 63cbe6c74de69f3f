import type { CartView, CartViewLine } from './cart-api';

// Carts for tests and stories, shaped like the demo host's settings.cartPage.

export const CHAIR: CartViewLine = {
  nid: 1001,
  model: 'RC1001-IVB-STD-WAL',
  title: 'Demo In-Stock Lounge Chair',
  url: '/product/demo-in-stock',
  image: '/images/products/1001.svg',
  options: 'Fabric: Ivory Boucle · Size: Standard · Leg Finish: Walnut',
  price: 699,
  memberPrice: 559,
  compareAt: 909,
  qty: 1,
  protection: null,
  custom: false,
  available: true,
};

export const SOFA: CartViewLine = {
  nid: 1101,
  model: 'RC1101-ONL-76-BRS',
  title: 'Malmo Loveseat Sofa',
  url: '/product/malmo-loveseat-sofa',
  image: '/images/products/1101.svg',
  options: 'Fabric: Onyx Leather · Size: 76" Apartment',
  price: 2729,
  memberPrice: 2183,
  compareAt: 3549,
  qty: 2,
  protection: { id: '1101-5y', title: '5-Year Protection', cost: 199 },
  custom: false,
  available: true,
};

export const SECTIONAL: CartViewLine = {
  nid: 1153,
  model: 'RC1153-CGL-108-BLK',
  title: 'Chelsea Chaise Sectional',
  url: '/product/chelsea-chaise-sectional',
  image: '/images/products/1153.svg',
  options: 'Fabric: Cognac Leather · Size: 108" L-Shape',
  price: 4209,
  memberPrice: 3367,
  compareAt: 5469,
  qty: 1,
  protection: null,
  custom: true,
  available: true,
};

/** A cart of these lines with the server's totals (no member pricing). */
export function cartOf(
  lines: readonly CartViewLine[],
  extra: Partial<Pick<CartView, 'coupon' | 'customTermsAgreed' | 'country' | 'currency'>> = {},
): CartView {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const protection = lines.reduce((sum, l) => sum + (l.protection?.cost ?? 0) * l.qty, 0);
  const discount = extra.coupon ? Math.round(subtotal * 0.1) : 0;
  return {
    count: lines.reduce((sum, l) => sum + l.qty, 0),
    country: 'US',
    currency: 'USD',
    lines: [...lines],
    totals: {
      subtotal,
      memberPricing: false,
      memberSavings: 0,
      protection,
      discount,
      total: subtotal + protection - discount,
    },
    coupon: null,
    customTermsAgreed: false,
    ...extra,
  };
}

/** The cart after setting quantities (what POST /cart/update answers). */
export function withQuantities(
  cart: CartView,
  quantities: Readonly<Record<string, number>>,
): CartView {
  const lines = cart.lines.flatMap((line) => {
    const qty = quantities[`${line.nid}:${line.model}`] ?? line.qty;
    return qty > 0 ? [{ ...line, qty }] : [];
  });
  return cartOf(lines, {
    coupon: cart.coupon,
    customTermsAgreed: cart.customTermsAgreed,
    country: cart.country,
    currency: cart.currency,
  });
}
