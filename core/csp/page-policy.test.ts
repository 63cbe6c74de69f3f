import { describe, expect, it } from 'vitest';
import { blockedVendor } from './blocked-vendor';
import { vendorSources, withVendorSources } from './page-policy';

const ORIGIN = 'https://shop.example';

describe('vendorSources', () => {
  it('lists nothing for a page without vendors, or for settings that are not an object', () => {
    expect(vendorSources({ country: 'US' })).toEqual({ vendors: [], directives: {} });
    expect(vendorSources(null).vendors).toEqual([]);
    expect(vendorSources('{"stripe":1}').vendors).toEqual([]);
  });

  it("gives the payment step Stripe's script, frames and API", () => {
    const { vendors, directives } = vendorSources({ stripe: { publishableKey: 'pk_live_x' } });
    expect(vendors).toEqual(['stripe']);
    expect(directives['script-src']).toContain('https://js.stripe.com');
    expect(directives['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directives['connect-src']).toContain('https://api.stripe.com');
  });

  it('reads each configured vendor, the pixels under tracking (or extra.tracking) included', () => {
    const settings = {
      klarna: { clientId: 'k' },
      affirm: { publicKey: 'a' },
      maps: { apiKey: 'm' },
      chat: { vendor: 'livechat' },
      tracking: { pixels: { meta: { id: '1' }, googleAds: { id: 'AW-1' }, tiktok: {} } },
    };
    expect(vendorSources(settings).vendors).toEqual([
      'google-places',
      'affirm',
      'klarna',
      'meta',
      'google-ads',
      'livechat',
    ]);
    expect(
      vendorSources({ extra: { tracking: { pixels: { pinterest: { id: '2' } } } } }).vendors,
    ).toEqual(['pinterest']);
  });

  it("adds Kakao's search wherever an address form can take a Korean address", () => {
    expect(vendorSources({ checkout: {} }).vendors).toEqual(['kakao-postcode']);
    expect(vendorSources({ swatch_request: {} }).vendors).toEqual(['kakao-postcode']);
    expect(vendorSources({ koreanPostcode: {} }).directives['frame-src']?.length).toBeGreaterThan(
      0,
    );
  });

  it("adds a copy's origin to script-src unless it is the page's own", () => {
    const settings = {
      klarna: { clientId: 'k', scriptUrl: 'https://cdn.shop-assets.example/klarna.js' },
      affirm: { publicKey: 'a', scriptUrl: '/vendor/affirm.js' },
      tracking: { pixels: { trackers: [{ src: 'https://pixel.podcast.example/p.js' }] } },
    };
    const scripts = vendorSources(settings, { origin: ORIGIN }).directives['script-src'];
    expect(scripts).toContain('https://cdn.shop-assets.example');
    expect(scripts).toContain('https://pixel.podcast.example');
    expect(scripts).not.toContain(ORIGIN);
  });

  it("lets the search reach Algolia's own hosts, or the hosts the settings name instead", () => {
    const search = { appId: 'APP', apiKey: 'key', indexPrefix: 'us_' };
    const own = vendorSources({ search });
    // Not a vendor whose script the SDK loads, so not among `vendors` (vendor-sources.ts).
    expect(own.vendors).toEqual([]);
    expect(own.directives['connect-src']).toEqual([
      'https://*.algolia.net',
      'https://*.algolianet.com',
    ]);
    const proxied = vendorSources(
      {
        search: {
          ...search,
          hosts: [
            { url: 'search.shop.example', protocol: 'https' },
            { url: 'shop.example' },
            { url: 'localhost:4321', protocol: 'http' },
          ],
        },
      },
      { origin: ORIGIN },
    );
    expect(proxied.vendors).toEqual([]);
    expect(proxied.directives['connect-src']).toEqual([
      'https://search.shop.example',
      'http://localhost:4321',
    ]);
  });

  it("lets Google Ads' pings reach Google's domain of the shop's country, for all six shops", () => {
    const domains = { US: 'com', CA: 'ca', AU: 'com.au', KR: 'co.kr', UK: 'co.uk', HK: 'com.hk' };
    for (const [country, domain] of Object.entries(domains)) {
      const { directives } = vendorSources({
        country,
        tracking: { pixels: { googleAds: { id: 'AW-1' } } },
      });
      expect(directives['img-src']).toContain(`https://www.google.${domain}`);
      expect(directives['connect-src']).toContain(`https://www.google.${domain}`);
    }
    const uk = vendorSources({ country: 'UK', klarna: { clientId: 'k' } });
    expect(JSON.stringify(uk.directives)).not.toContain('google.co.uk');
  });

  it('adds the inline styles Klarna, Kakao and LiveChat ask for, unless told not to', () => {
    expect(vendorSources({ klarna: { clientId: 'k' } }).directives['style-src']).toContain(
      "'unsafe-inline'",
    );
    expect(vendorSources({ chat: { vendor: 'livechat' } }).directives['style-src']).toContain(
      "'unsafe-inline'",
    );
    expect(vendorSources({ checkout: {} }).directives['style-src']).toEqual(["'unsafe-inline'"]);
    expect(vendorSources({ stripe: { publishableKey: 'pk' } }).directives['style-src']).toBe(
      undefined,
    );
    const without = vendorSources(
      { klarna: { clientId: 'k' }, checkout: {} },
      { inlineStyles: false },
    );
    expect(without.directives['style-src']).not.toContain("'unsafe-inline'");
  });

  it('leaves out the vendors a host excepts, with their copies', () => {
    const settings = {
      klarna: { clientId: 'k', scriptUrl: 'https://cdn.shop-assets.example/klarna.js' },
      stripe: { publishableKey: 'pk' },
    };
    const { vendors, directives } = vendorSources(settings, { except: ['klarna'] });
    expect(vendors).toEqual(['stripe']);
    expect(JSON.stringify(directives)).not.toMatch(/klarna|shop-assets/);
  });
});

describe('withVendorSources', () => {
  const stripe = { stripe: { publishableKey: 'pk' } };

  it("adds the sources to the policy's directives and keeps the rest as it was", () => {
    const policy = withVendorSources(
      "default-src 'self'; script-src 'self'; frame-src 'none'; object-src 'none'",
      stripe,
    );
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com');
    expect(policy).not.toContain("frame-src 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('starts a missing directive from its fallback, so nothing allowed before is lost', () => {
    const policy = withVendorSources("default-src 'self' https://cdn.shop.example", stripe);
    expect(policy).toContain("connect-src 'self' https://cdn.shop.example https://api.stripe.com");
  });

  it('adds nothing the policy does not restrict, and Trusted Types names only where enforced', () => {
    const maps = { maps: { apiKey: 'm' } };
    expect(withVendorSources("object-src 'none'", maps)).toBe("object-src 'none'");
    expect(withVendorSources("default-src 'self'", maps)).not.toContain('trusted-types');
    expect(withVendorSources("default-src 'self'; trusted-types rove", maps)).toContain(
      'trusted-types rove @googlemaps/js-api-loader',
    );
  });

  it('gives back the same policy for a page without vendors', () => {
    const policy = "default-src 'self'; script-src 'self'";
    expect(withVendorSources(policy, {})).toBe(policy);
  });
});

describe('blockedVendor', () => {
  it('names the vendor, the directive and the source to add', () => {
    expect(
      blockedVendor('https://js.klarna.com/web-sdk/v1/klarna.js', 'script-src-elem'),
    ).toMatchObject({ vendor: 'klarna', directive: 'script-src', source: 'https://js.klarna.com' });
    expect(blockedVendor('https://hooks.stripe.com/redirect', 'frame-src')).toMatchObject({
      vendor: 'stripe',
      source: 'https://hooks.stripe.com',
    });
    expect(blockedVendor('https://eu.klarnaevt.com/v1/events', 'connect-src')).toMatchObject({
      vendor: 'klarna',
      source: 'https://*.klarnaevt.com',
    });
  });

  it('names the vendor whose source is most specific where several match', () => {
    // Google Maps lists https://*.google.com; Google Ads lists www.google.com itself.
    expect(
      blockedVendor('https://www.google.com/pagead/1p-conversion/1/', 'img-src'),
    ).toMatchObject({ vendor: 'google-ads', source: 'https://www.google.com' });
    expect(blockedVendor('https://maps.google.com/maps/api/js', 'script-src')).toMatchObject({
      vendor: 'google-places',
    });
    expect(
      blockedVendor('https://www.google.co.uk/pagead/1p-user-list/1/', 'img-src'),
    ).toMatchObject({ vendor: 'google-ads', source: 'https://www.google.co.uk' });
    expect(
      blockedVendor('https://APP-dsn.algolia.net/1/indexes/*/queries', 'connect-src'),
    ).toMatchObject({ vendor: 'algolia', source: 'https://*.algolia.net' });
    expect(blockedVendor('https://cdn.livechat-static.com/widget.js', 'script-src')).toMatchObject({
      vendor: 'livechat',
    });
  });

  it('knows no vendor for other addresses, keywords or look-alike hosts', () => {
    expect(blockedVendor('https://cdn.example/x.js', 'script-src')).toBeNull();
    expect(blockedVendor('inline', 'script-src')).toBeNull();
    expect(blockedVendor('https://evilklarna.com/x.js', 'script-src')).toBeNull();
  });
});
