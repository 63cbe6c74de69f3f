import { describe, expect, it } from 'vitest';
import { KLARNA_PAYMENTS_SCRIPT, klarnaPaymentsScript } from './klarna-payments.logic';

const origin = 'https://shop.example';

describe('klarnaPaymentsScript', () => {
  it('is Klarna’s library unless the settings name a copy on the site or Klarna’s CDN', () => {
    expect(klarnaPaymentsScript({ klarna: { client_token: 'ct' } }, origin)).toBe(
      KLARNA_PAYMENTS_SCRIPT,
    );
    expect(klarnaPaymentsScript(undefined, origin)).toBe(KLARNA_PAYMENTS_SCRIPT);
    expect(klarnaPaymentsScript({ klarna: { scriptUrl: ' ' } }, origin)).toBe(
      KLARNA_PAYMENTS_SCRIPT,
    );
    expect(
      klarnaPaymentsScript({ klarna: { scriptUrl: '/simulated/klarna/payments.js' } }, origin),
    ).toBe('https://shop.example/simulated/klarna/payments.js');
    expect(
      klarnaPaymentsScript(
        { klarna: { scriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' } },
        origin,
      ),
    ).toBe(KLARNA_PAYMENTS_SCRIPT);
  });

  it('refuses another site’s copy', () => {
    expect(
      klarnaPaymentsScript({ klarna: { scriptUrl: 'https://evil.example/api.js' } }, origin),
    ).toBeNull();
    expect(
      klarnaPaymentsScript({ klarna: { scriptUrl: 'http://x.klarnacdn.net/api.js' } }, origin),
    ).toBeNull();
  });
});
