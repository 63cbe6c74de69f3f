import { describe, expect, it } from 'vitest';
import {
  bnplReturnPath,
  KLARNA_DEFAULT_CATEGORY,
  klarnaNext,
  klarnaRedirectPath,
  financingUrlPath,
  type KlarnaAuthorizeResult,
} from './bnpl.logic';

describe('Klarna (seed 002 §4, §7, §9)', () => {
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

  it('asks for the redirect URL with the tokens encoded', () => {
    expect(klarnaRedirectPath(42, 'ct', 'tok')).toBe('/ajax/klarna/42?client_token=ct&res=tok');
    expect(klarnaRedirectPath(42, 'a&b', 'c=d')).toBe(
      '/ajax/klarna/42?client_token=a%26b&res=c%3Dd',
    );
  });

  it('defaults to pay_over_time', () => {
    expect(KLARNA_DEFAULT_CATEGORY).toBe('pay_over_time');
  });
});

describe('Affirm, paybright and return URLs (seed 002 §7)', () => {
  it('builds the paths', () => {
    expect(financingUrlPath('paybright', 42)).toBe('/ajax/uc_affirm/paybright/42');
    expect(financingUrlPath('affirm', '4/2')).toBe('/ajax/uc_affirm/affirm/4%2F2');
    expect(bnplReturnPath('affirm', 42)).toBe('/uc_affirm/payment/complete/42');
    expect(bnplReturnPath('klarna', 42)).toBe('/uc_klarna/payment/complete/42');
  });
});
