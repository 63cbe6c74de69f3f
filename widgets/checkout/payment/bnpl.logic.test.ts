import { describe, expect, it } from 'vitest';
import { KLARNA_DEFAULT_CATEGORY, klarnaNext, type KlarnaAuthorizeResult } from './bnpl.logic';

describe('Klarna (spec/checkout.md §4, §7, §9)', () => {
  it.each<[KlarnaAuthorizeResult | null, ReturnType<typeof klarnaNext>]>([
    [
      { approved: true, authorization_token: 'tok' },
      { kind: 'fetch-redirect', authorizationToken: 'tok' },
    ],
    [{ approved: true }, { kind: 'restore-button' }],
    [{ approved: true, authorization_token: ' ' }, { kind: 'restore-button' }],
    [{ approved: false, authorization_token: 'tok' }, { kind: 'restore-button' }],
    [{ approved: false, show_form: true }, { kind: 'restore-button' }],
    [null, { kind: 'restore-button' }],
    // docs/vendors/klarna.md "Results": fixable, needs finalize, cannot be offered.
    [
      { approved: false, show_form: true, error: { invalid_fields: ['billing_address.email'] } },
      { kind: 'restore-button' },
    ],
    [{ approved: true, show_form: true, finalize_required: true }, { kind: 'restore-button' }],
    [{ approved: false, show_form: false }, { kind: 'withdraw-klarna' }],
  ])('authorize %j', (result, next) => {
    expect(klarnaNext(result)).toEqual(next);
  });

  it('defaults to pay_over_time', () => {
    expect(KLARNA_DEFAULT_CATEGORY).toBe('pay_over_time');
  });
});
