import { describe, expect, it } from 'vitest';
import { KLARNA_WEB_SDK, klarnaMessagingSetup } from './klarna-messaging.logic';

const page = { country: 'US' as const, locale: 'en_US', origin: 'https://shop.example' };

describe('klarnaMessagingSetup', () => {
  it('is off, silently, without settings and on shops Klarna does not serve', () => {
    expect(klarnaMessagingSetup(undefined, page)).toEqual({ on: false });
    for (const country of ['KR', 'HK'] as const)
      expect(klarnaMessagingSetup({ clientId: 'klarna_client' }, { ...page, country })).toEqual({
        on: false,
      });
  });

  it('gives Klarna’s web SDK, the tag’s attributes and the placement’s locale per market', () => {
    expect(klarnaMessagingSetup({ clientId: 'klarna_client' }, page)).toEqual({
      on: true,
      src: KLARNA_WEB_SDK,
      clientId: 'klarna_client',
      environment: 'production',
      locale: 'en-US',
    });
    const cases = [
      ['CA', 'fr_CA', 'fr-CA'],
      ['CA', 'en_CA', 'en-CA'],
      ['AU', 'en_AU', 'en-AU'],
      ['UK', 'en_UK', 'en-GB'],
      ['UK', 'ko_KR', 'en-GB'],
    ] as const;
    for (const [country, locale, expected] of cases)
      expect(
        klarnaMessagingSetup({ clientId: 'klarna_client' }, { ...page, country, locale }),
      ).toMatchObject({ on: true, locale: expected });
  });

  it('takes the environment from a client id of Klarna’s form when the settings name none', () => {
    // docs/vendors/klarna.md: `klarna_{env}_client_…`, different in playground and production.
    expect(klarnaMessagingSetup({ clientId: 'klarna_test_client_ZGVtbw==' }, page)).toMatchObject({
      on: true,
      clientId: 'klarna_test_client_ZGVtbw==',
      environment: 'playground',
    });
    expect(klarnaMessagingSetup({ clientId: 'klarna_live_client_ZGVtbw' }, page)).toMatchObject({
      environment: 'production',
    });
    expect(
      klarnaMessagingSetup(
        { clientId: 'klarna_test_client_ZGVtbw', environment: 'production' },
        page,
      ),
    ).toMatchObject({ environment: 'production' });
    expect(
      klarnaMessagingSetup({ clientId: '11111111-2222-3333-4444-555555555555' }, page),
    ).toMatchObject({ on: true, environment: 'production' });
  });

  it('takes a same-origin copy of the SDK, never another site’s, and refuses malformed settings', () => {
    expect(
      klarnaMessagingSetup(
        { clientId: 'klarna_client', environment: 'playground', scriptUrl: '/sim/web-sdk.js' },
        page,
      ),
    ).toMatchObject({ src: 'https://shop.example/sim/web-sdk.js', environment: 'playground' });
    expect(
      klarnaMessagingSetup(
        { clientId: 'klarna_client', scriptUrl: 'https://evil.example/k.js' },
        page,
      ),
    ).toEqual({
      on: false,
      problem: 'settings.klarna.scriptUrl is neither the site’s nor Klarna’s',
    });
    for (const bad of [{}, { clientId: 'a b' }, { clientId: 'klarna_client', environment: 'x' }])
      expect(klarnaMessagingSetup(bad, page)).toEqual({
        on: false,
        problem: 'settings.klarna is malformed',
      });
  });
});
