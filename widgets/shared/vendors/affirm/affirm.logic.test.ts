import { describe, expect, it } from 'vitest';
import { affirmAmount } from './affirm-amount';
import { AFFIRM_SCRIPTS, affirmSetup } from './affirm.logic';

const page = { country: 'US' as const, locale: 'en_US', origin: 'https://shop.example' };

describe('affirmSetup', () => {
  it('is off, silently, without settings and on shops Affirm does not serve', () => {
    expect(affirmSetup(undefined, page)).toEqual({ on: false });
    for (const country of ['AU', 'KR', 'UK', 'HK'] as const)
      expect(affirmSetup({ publicKey: 'ABCDEF123' }, { ...page, country })).toEqual({ on: false });
  });

  it('gives Affirm’s script for the mode and the config for the market', () => {
    expect(affirmSetup({ publicKey: 'ABCDEF123' }, page)).toEqual({
      on: true,
      config: {
        public_api_key: 'ABCDEF123',
        script: AFFIRM_SCRIPTS.live,
        locale: 'en_US',
        country_code: 'USA',
      },
    });
    const canada = affirmSetup(
      { publicKey: 'ABCDEF123', mode: 'sandbox' },
      { ...page, country: 'CA', locale: 'fr_CA' },
    );
    expect(canada).toMatchObject({
      on: true,
      config: { script: AFFIRM_SCRIPTS.sandbox, locale: 'fr_CA', country_code: 'CAN' },
    });
    // A locale Affirm does not have in the market: the market's first.
    expect(affirmSetup({ publicKey: 'ABCDEF123' }, { ...page, locale: 'ko_KR' })).toMatchObject({
      config: { locale: 'en_US' },
    });
  });

  it('reads the key and mode beside a whole checkout object, and passes none of it on', () => {
    const setup = affirmSetup(
      {
        publicKey: 'ABCDEF123',
        mode: 'sandbox',
        programme: 'standard_3_6_12',
        billing: { name: { full: 'Casey Customer' }, address: { line1: '1 Main St' } },
        shipping: { name: { full: 'Casey Customer' }, address: { line1: '1 Main St' } },
        email: 'casey@example.com',
        phone_number: '5555550100',
        items: [{ sku: 'RC1001', unit_price: 129900, qty: 1 }],
        total: 129900,
        order_id: '100001',
      },
      page,
    );
    expect(setup).toEqual({
      on: true,
      config: {
        public_api_key: 'ABCDEF123',
        script: AFFIRM_SCRIPTS.sandbox,
        locale: 'en_US',
        country_code: 'USA',
      },
    });
  });

  it('takes a same-origin copy of the script, never another site’s', () => {
    expect(
      affirmSetup({ publicKey: 'ABCDEF123', scriptUrl: '/simulated/affirm/affirm.js' }, page),
    ).toMatchObject({ config: { script: 'https://shop.example/simulated/affirm/affirm.js' } });
    expect(
      affirmSetup({ publicKey: 'ABCDEF123', scriptUrl: 'https://evil.example/affirm.js' }, page),
    ).toEqual({
      on: false,
      problem: 'settings.affirm.scriptUrl is neither the site’s nor Affirm’s',
    });
  });

  it('is off with the reason for malformed settings', () => {
    for (const bad of [{}, { publicKey: 'a b' }, { publicKey: 'ABCDEF123', mode: 'test' }, 'key'])
      expect(affirmSetup(bad, page)).toEqual({
        on: false,
        problem: 'settings.affirm is malformed',
      });
  });
});

describe('affirmAmount', () => {
  it('gives whole cents from 1000 up, else nothing', () => {
    expect(affirmAmount(1000)).toBe(100_000);
    expect(affirmAmount(2499.995)).toBe(250_000);
    expect(affirmAmount(999.99)).toBeNull();
    expect(affirmAmount(null)).toBeNull();
    expect(affirmAmount(Number.NaN)).toBeNull();
  });
});
