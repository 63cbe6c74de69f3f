import type { StoreCredit } from './payment.logic';

/**
 * The store credit the server sends for an order of `total` (minor units) and a balance of
 * `credits`: spendable up to the total, the rest of the order left to charge (spec/checkout.md
 * §3). For the payment step's tests, which use both a credit that covers the order and one
 * that covers part of it.
 *
 * @example storeCreditFor(1299, 150) // { credits: 150, usable: 150, amount_to_charge_usable: 1149, … }
 */
export function storeCreditFor(total: number, credits: number): StoreCredit {
  const usable = Math.min(credits, total);
  return { credits, usable, amount_to_charge_usable: total - usable, expiry: '2027-12-31' };
}
