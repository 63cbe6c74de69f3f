// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from './defaults';
import { getSettings, parseSettings, resetSettings } from './settings';
import { resetLogOnce } from '../log';

function setPage({
  json,
  drupal,
  bodyClass = '',
  url = '/',
}: {
  json?: string;
  drupal?: unknown;
  bodyClass?: string;
  url?: string;
}) {
  document.head.innerHTML =
    json === undefined ? '' : `<script type="application/json" id="rove-settings">${json}</script>`;
  document.body.className = bodyClass;
  (window as unknown as { Drupal?: unknown }).Drupal = drupal;
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  resetSettings();
  resetLogOnce();
  document.cookie = 'rove_warehouse=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => {
  delete (window as unknown as { Drupal?: unknown }).Drupal;
});

describe('parseSettings', () => {
  it('uses the specification’s defaults on a page without settings', () => {
    setPage({});
    const { settings, invalidKeys } = parseSettings(document, window);
    expect(invalidKeys).toEqual([]);
    expect(settings).toMatchObject({
      memberFee: 100,
      memberDiscount: 0.2,
      voucherRate: 0.1,
      voucherMax: 500,
      voucherType: 'rate',
      country: 'US',
      currency: 'USD',
    });
  });

  it('lets the JSON tag win per key over window.Drupal.settings', () => {
    setPage({
      json: '{"memberFee": 150}',
      drupal: { settings: { memberFee: 90, voucherMax: 300 } },
    });
    const { settings } = parseSettings(document, window);
    expect(settings.memberFee).toBe(150);
    expect(settings.voucherMax).toBe(300);
  });

  it.each([
    ['memberFee', '"a lot"'],
    ['memberDiscount', '3'],
    ['voucherType', '"bogus"'],
    ['isMembership', '"yes"'],
    ['uc_love', '{"user": {"uid": "x"}}'],
    ['basePath', '"https://evil.example/"'],
    ['widgets', '{"rove-love": "off"}'],
    ['cookieDomain', '".rove.shop; path=/admin"'],
  ])('falls back to the default for an invalid %s and reports it', (key, value) => {
    setPage({ json: `{"${key}": ${value}, "voucherMax": 200}` });
    const { settings, invalidKeys } = parseSettings(document, window);
    expect(invalidKeys).toEqual([key]);
    expect(settings[key as keyof typeof DEFAULT_SETTINGS]).toEqual(
      DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS],
    );
    expect(settings.voucherMax).toBe(200);
  });

  it("keeps the CMS's cookie domain", () => {
    setPage({ json: '{"cookieDomain": ".rove.shop"}' });
    expect(parseSettings(document, window).settings.cookieDomain).toBe('.rove.shop');
  });

  it('ignores a DOM-clobbered window.Drupal', () => {
    setPage({});
    const form = document.createElement('form');
    form.id = 'Drupal';
    document.body.append(form);
    (window as unknown as { Drupal?: unknown }).Drupal = form;
    expect(parseSettings(document, window).settings.memberFee).toBe(100);
  });

  it('never lets a __proto__ key reach Object.prototype', () => {
    setPage({
      json: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "memberFee": 120}',
    });
    const { settings } = parseSettings(document, window);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(settings.memberFee).toBe(120);
    expect(Object.keys(settings.extra)).toEqual([]);
  });

  it('reports a malformed JSON tag and keeps the legacy settings', () => {
    setPage({ json: '{not json', drupal: { settings: { memberFee: 80 } } });
    const { settings, invalidKeys } = parseSettings(document, window);
    expect(settings.memberFee).toBe(80);
    expect(invalidKeys).toHaveLength(1);
  });

  it('keeps unknown keys apart, for the widget that owns them', () => {
    setPage({ json: '{"product_models": {"12": [1, 2]}}' });
    expect(parseSettings(document, window).settings.extra['product_models']).toEqual({
      '12': [1, 2],
    });
  });

  it.each([
    [
      'the warehouse cookie first',
      'rove_warehouse=CA',
      '{"country":"AU"}',
      '/?locale=en_UK',
      'CA',
      'CAD',
    ],
    ['then settings', '', '{"country":"AU"}', '/?locale=en_UK', 'AU', 'AUD'],
    ['then ?locale=', '', '{}', '/?locale=en_UK', 'UK', 'GBP'],
    ['else US', '', '{}', '/', 'US', 'USD'],
    [
      'an unknown cookie value is ignored',
      'rove_warehouse=GB',
      '{}',
      '/?locale=ko_KR',
      'KR',
      'KRW',
    ],
  ])('country: %s', (_name, cookie, json, url, country, currency) => {
    if (cookie) document.cookie = `${cookie}; path=/`;
    setPage({ json, url });
    const { settings } = parseSettings(document, window);
    expect(settings.country).toBe(country);
    expect(settings.currency).toBe(currency);
  });

  // Found by tests/faults/settings.property.test.ts: an invalid country or currency used to
  // count as "said", so the default US/USD overrode ?locale= and the page's own country.
  it.each([
    [
      'an invalid country does not hide ?locale=',
      '{"country": null}',
      '/?locale=en_AU',
      'AU',
      'AUD',
    ],
    ['an invalid locale is ignored', '{"locale": "xx", "country": "CA"}', '/', 'CA', 'CAD'],
    [
      'an invalid currency follows the country',
      '{"country": "CA", "currency": "EUR"}',
      '/',
      'CA',
      'CAD',
    ],
  ])('%s', (_name, json, url, country, currency) => {
    setPage({ json, url });
    const { settings } = parseSettings(document, window);
    expect(settings.country).toBe(country);
    expect(settings.currency).toBe(currency);
  });

  it('treats a legacy value whose getter throws as invalid instead of throwing', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    setPage({
      drupal: {
        settings: {
          uc_love: {
            get user() {
              throw new Error('boom');
            },
          },
          widgets: proxy,
          memberFee: 90,
        },
      },
    });
    const { settings, invalidKeys } = parseSettings(document, window);
    expect(invalidKeys).toEqual(['uc_love', 'widgets']);
    expect(settings.uc_love).toEqual({ user: null, count: 0 });
    expect(settings.memberFee).toBe(90);
  });

  it('reads the body flags', () => {
    setPage({ bodyClass: 'logged-in rove-membership-only rove-msrp-lock' });
    expect(parseSettings(document, window).settings.flags).toEqual({
      loggedIn: true,
      membershipOnly: true,
      membershipLock: false,
      msrpLock: true,
      checkoutReview: false,
    });
  });
});

describe('getSettings', () => {
  it('warns once with [rove] about invalid keys and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setPage({ json: '{"memberFee": -5}' });
    expect(getSettings().memberFee).toBe(100);
    resetSettings();
    getSettings();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] .*memberFee/);
  });
});
