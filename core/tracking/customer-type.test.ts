import { describe, expect, it } from 'vitest';
import { customerType } from './customer-type';

const now = Date.UTC(2026, 10, 22, 12);
const seconds = now / 1000;

describe('customerType', () => {
  it.each([
    ['no user, first session', null, 1, 'New'],
    ['no user, second session', null, 2, 'Returning'],
    [
      'account exactly 1 day old, 1 order, first session',
      { created: seconds - 86400, orders: 1 },
      1,
      'New',
    ],
    [
      'account exactly 1 day old, second session',
      { created: seconds - 86400, orders: 1 },
      2,
      'Returning',
    ],
    ['account older than 86400 s', { created: seconds - 86401, orders: 0 }, 1, 'Existing'],
    ['new account with 2 orders', { created: seconds - 60, orders: 2 }, 1, 'Existing'],
    ['new account with 1 order, returning', { created: seconds - 60, orders: 1 }, 3, 'Returning'],
  ] as const)('%s → %s', (_, user, sessions, type) => {
    expect(customerType(user, sessions, now)).toBe(type);
  });
});
