// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/category/sofas" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps its policy for the page's lifetime: each test imports a fresh copy.
async function freshModule() {
  vi.resetModules();
  return { ...(await import('./trusted-types')), ...(await import('./sanitize/trusted-html')) };
}

interface FakeRules {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}

/** A Trusted Types factory like Chromium's: wraps values, refuses a second 'rove' if asked to. */
function fakeTrustedTypes(options: { duplicatesThrow?: boolean; refuse?: boolean } = {}) {
  const names: string[] = [];
  const factory = {
    createPolicy: vi.fn((name: string, rules: FakeRules) => {
      if (options.refuse || (options.duplicatesThrow && names.includes(name))) {
        throw new TypeError(`Policy ${name} disallowed.`);
      }
      names.push(name);
      return {
        name,
        createHTML: (input: string) => ({ html: rules.createHTML(input), toString: () => input }),
        createScriptURL: (input: string) => {
          const url = rules.createScriptURL(input);
          return { url, toString: () => url };
        },
      };
    }),
  };
  return { factory, names };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rovePolicy', () => {
  it('is null where the browser has no Trusted Types', async () => {
    vi.stubGlobal('trustedTypes', undefined);
    const { rovePolicy, trustedHtml, trustedScriptUrl } = await freshModule();
    expect(rovePolicy()).toBeNull();
    // Strings pass through unchanged, as before Trusted Types.
    expect(trustedHtml('<p>a</p>')).toBe('<p>a</p>');
    expect(trustedScriptUrl('https://evil.example/x.js')).toBe('https://evil.example/x.js');
  });

  it("creates one policy named 'rove', once", async () => {
    const { factory } = fakeTrustedTypes();
    vi.stubGlobal('trustedTypes', factory);
    const { rovePolicy } = await freshModule();
    const first = rovePolicy();
    expect(first).not.toBeNull();
    expect(rovePolicy()).toBe(first);
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy.mock.calls[0]?.[0]).toBe('rove');
  });

  it('does not throw when the page refuses the name or a second copy made it first', async () => {
    const { factory } = fakeTrustedTypes({ duplicatesThrow: true });
    vi.stubGlobal('trustedTypes', factory);
    const copyOne = await freshModule();
    const copyTwo = await freshModule();
    expect(copyOne.rovePolicy()).not.toBeNull();
    expect(copyTwo.rovePolicy()).toBeNull();
    expect(factory.createPolicy).toHaveBeenCalledTimes(2);

    vi.stubGlobal('trustedTypes', fakeTrustedTypes({ refuse: true }).factory);
    expect((await freshModule()).rovePolicy()).toBeNull();
  });
});

describe('trustedScriptUrl', () => {
  it('signs same-origin URLs, Stripe.js, Kakao’s postcode search, Affirm.js, Klarna’s web SDK and LiveChat only', async () => {
    vi.stubGlobal('trustedTypes', fakeTrustedTypes().factory);
    const { trustedScriptUrl } = await freshModule();
    expect(String(trustedScriptUrl('/rove/chunks/rove-love.abc.js'))).toBe(
      'https://shop.example/rove/chunks/rove-love.abc.js',
    );
    expect(String(trustedScriptUrl('https://js.stripe.com/v3'))).toBe('https://js.stripe.com/v3');
    expect(String(trustedScriptUrl('https://js.stripe.com/endive/stripe.js'))).toBe(
      'https://js.stripe.com/endive/stripe.js',
    );
    for (const host of ['t1.daumcdn.net', 't1.kakaocdn.net']) {
      const postcode = `https://${host}/mapjsapi/bundle/postcode/prod/postcode.v2.js`;
      expect(String(trustedScriptUrl(postcode))).toBe(postcode);
    }
    for (const affirm of [
      'https://cdn1.affirm.com/js/v2/affirm.js',
      'https://cdn1-sandbox.affirm.com/js/v2/affirm.js',
    ]) {
      expect(String(trustedScriptUrl(affirm))).toBe(affirm);
    }
    const klarna = 'https://js.klarna.com/web-sdk/v1/klarna.js';
    expect(String(trustedScriptUrl(klarna))).toBe(klarna);
    const liveChat = 'https://cdn.livechatinc.com/tracking.js';
    expect(String(trustedScriptUrl(liveChat))).toBe(liveChat);
    for (const refused of [
      'https://cdn1.affirm.com/js/v2/other.js',
      'https://js.klarna.com/web-sdk/v1/other.js',
      'https://cdn.livechatinc.com/other.js',
      'https://cdn1.affirm.com.evil.example/js/v2/affirm.js',
      'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/other.js',
      'https://t1.daumcdn.net.evil.example/mapjsapi/bundle/postcode/prod/postcode.v2.js',
      'https://evil.example/x.js',
      '//evil.example/x.js',
      'https://js.stripe.com.evil.example/v3',
      'https://js.stripe.com/v3/../../evil.js#',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
    ]) {
      expect(() => trustedScriptUrl(refused), refused).toThrow(TypeError);
    }
  });
  it('signs the ad networks’ pixels with their ids, and a tracker only once the host named it', async () => {
    vi.stubGlobal('trustedTypes', fakeTrustedTypes().factory);
    const { trustedScriptUrl, allowScriptUrl } = await freshModule();
    for (const pixel of [
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CABC123&lib=ttq',
      'https://s.pinimg.com/ct/core.js',
      'https://www.googletagmanager.com/gtag/js?id=AW-123456',
    ]) {
      expect(String(trustedScriptUrl(pixel))).toBe(pixel);
    }
    for (const refused of [
      'https://connect.facebook.net/en_US/other.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=x%22&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
      'https://tracker.example/pixel.js',
    ]) {
      expect(() => trustedScriptUrl(refused), refused).toThrow(TypeError);
    }
    allowScriptUrl('https://tracker.example/pixel.js');
    expect(String(trustedScriptUrl('https://tracker.example/pixel.js'))).toBe(
      'https://tracker.example/pixel.js',
    );
    expect(() => trustedScriptUrl('https://tracker.example/other.js')).toThrow(TypeError);
  });
});

describe('trustedHtml', () => {
  it('hands back the signed value only for strings the sanitizer remembered', async () => {
    vi.stubGlobal('trustedTypes', fakeTrustedTypes().factory);
    const { rememberSanitized, rovePolicy, trustedHtml } = await freshModule();
    const signed = rovePolicy()?.createHTML('<p>clean</p>');
    if (!signed) throw new Error('no policy');
    expect(rememberSanitized(signed)).toBe('<p>clean</p>');
    expect(trustedHtml('<p>clean</p>')).toBe(signed);
    // Never signed: returned as the plain string, which an enforcing page refuses.
    expect(trustedHtml('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps a bounded memory, oldest out first', async () => {
    vi.stubGlobal('trustedTypes', fakeTrustedTypes().factory);
    const { rememberSanitized, rovePolicy, trustedHtml } = await freshModule();
    const policy = rovePolicy();
    if (!policy) throw new Error('no policy');
    for (let index = 0; index <= 200; index += 1) {
      rememberSanitized(policy.createHTML(`<p>${index}</p>`));
    }
    expect(typeof trustedHtml('<p>0</p>')).toBe('string');
    expect(typeof trustedHtml('<p>200</p>')).toBe('object');
  });
});
