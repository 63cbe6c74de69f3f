import type { KlarnaAuthorizeResult } from '../bnpl.logic';

// Klarna's Payments client is Klarna's own script (the host page loads it; the demo host
// serves a simulation). This reads it defensively: a missing or broken client means Klarna
// cannot be used, never a crash of the checkout.

/** The slice of `Klarna.Payments` the step uses. */
export interface KlarnaPaymentsLike {
  init(options: { client_token: string }): void;
  load(
    options: { container: HTMLElement; payment_method_category: string },
    callback?: (result: { show_form?: boolean }) => void,
  ): unknown;
  authorize(
    options: { payment_method_category: string },
    callback: (result: KlarnaAuthorizeResult) => void,
  ): unknown;
}

function isClient(value: unknown): value is KlarnaPaymentsLike {
  if (value === null || typeof value !== 'object') return false;
  const client = value as Record<string, unknown>;
  return (
    typeof client['init'] === 'function' &&
    typeof client['load'] === 'function' &&
    typeof client['authorize'] === 'function'
  );
}

/**
 * The page's `window.Klarna.Payments`, or null when Klarna's script is not there.
 *
 * @example const klarna = klarnaPayments(); if (klarna) klarna.init({ client_token });
 */
export function klarnaPayments(scope: object = window): KlarnaPaymentsLike | null {
  const klarna: unknown = Reflect.get(scope, 'Klarna');
  if (klarna === null || typeof klarna !== 'object') return null;
  const payments: unknown = Reflect.get(klarna, 'Payments');
  return isClient(payments) ? payments : null;
}

/**
 * Authorizes with Klarna; resolves the callback's result, or null when the client throws.
 *
 * @example const result = await authorizeKlarna(klarna, 'pay_over_time');
 */
export function authorizeKlarna(
  client: KlarnaPaymentsLike,
  category: string,
): Promise<KlarnaAuthorizeResult | null> {
  return new Promise((resolve) => {
    try {
      client.authorize({ payment_method_category: category }, (result) => resolve(result));
    } catch {
      resolve(null);
    }
  });
}
