import { describe, expect, it } from 'vitest';
import { consentCommand, pushGtag, startGoogleConsent } from './google-consent';

const commands = (win: { dataLayer?: unknown }) =>
  ((win.dataLayer as unknown[] | undefined) ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });

describe('Google Consent Mode v2', () => {
  it('sets the four v2 types alike', () => {
    expect(consentCommand('update', true)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });

  it("pushes an arguments object as gtag's snippet does, and never throws", () => {
    const win: { dataLayer?: unknown } = {};
    pushGtag(win, ['config', 'AW-1']);
    expect(commands(win)).toEqual([['config', 'AW-1']]);
    const broken = {
      dataLayer: {
        push: () => {
          throw new Error('broken tag manager');
        },
      },
    };
    expect(() => pushGtag(broken, ['config', 'AW-1'])).not.toThrow();
    expect(() => pushGtag({ dataLayer: 'nonsense' }, ['config', 'AW-1'])).not.toThrow();
  });

  it('gives the default only where the host asks for consent, and each later answer', () => {
    const asked = {};
    const update = startGoogleConsent(asked, 'denied', { googleAds: { id: 'AW-1' } });
    update?.(true);
    expect(commands(asked).map((call) => call.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    const notAsked = {};
    startGoogleConsent(notAsked, undefined, { googleAds: { id: 'AW-1' } })?.(false);
    expect(commands(notAsked)).toEqual([consentCommand('update', false)]);
    expect(startGoogleConsent({}, 'pending', { meta: { id: '1' } })).toBeUndefined();
  });
});
