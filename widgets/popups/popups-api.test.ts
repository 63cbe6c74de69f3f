// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../../core/log';
import {
  enrolRenewal,
  loadPopupStylesheet,
  lookupGeolocation,
  resetGeolocation,
  subscribeToList,
  subscribeToMarketing,
} from './popups-api';
import { serveFetch } from '../../tests/helpers/serve-fetch';

interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

function serve(reply: (seen: Seen) => Response | Error): Seen[] {
  return serveFetch(
    async (request): Promise<Seen> => ({
      method: request.method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      body: request.method === 'GET' ? '' : await request.text(),
    }),
    reply,
  );
}

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  resetGeolocation();
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('subscribeToList', () => {
  it('posts form data email, list and list2 to /klaviyo/api/subscribe', async () => {
    const seen = serve(() => new Response('{"ok":1}'));
    expect(await subscribeToList({ email: 'ana@rove.shop', list: 'L1', list2: 'L2' })).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/klaviyo/api/subscribe');
    expect(seen[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      email: 'ana@rove.shop',
      list: 'L1',
      list2: 'L2',
    });
  });

  it('leaves list2 out when unset', async () => {
    const seen = serve(() => new Response(''));
    await subscribeToList({ email: 'ana@rove.shop', list: 'L1', list2: null });
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      email: 'ana@rove.shop',
      list: 'L1',
    });
  });

  it('only logs a failure, and never retries', async () => {
    const seen = serve(() => new Response('no', { status: 500 }));
    expect(await subscribeToList({ email: 'ana@rove.shop', list: 'L1', list2: null })).toBe(false);
    expect(seen).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[rove] newsletter subscription failed', 'HTTP 500');
    serve(() => new TypeError('offline'));
    expect(await subscribeToList({ email: 'ana@rove.shop', list: 'L1', list2: null })).toBe(false);
  });

  it('stays quiet when aborted', async () => {
    serve(() => new DOMException('aborted', 'AbortError'));
    const controller = new AbortController();
    controller.abort();
    expect(
      await subscribeToList({ email: 'a@b.co', list: 'L', list2: null }, controller.signal),
    ).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('subscribeToMarketing', () => {
  it('posts the JSON:API subscription; success is status 202', async () => {
    const seen = serve(() => new Response(null, { status: 202 }));
    expect(
      await subscribeToMarketing('/api/email-marketing/subscriptions', {
        email: 'ana@rove.shop',
        list: 'TRADE',
      }),
    ).toBe(true);
    expect(seen[0]?.contentType).toBe('application/json');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/email-marketing/subscriptions');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      data: { type: 'subscription', attributes: { list_id: 'TRADE', email: 'ana@rove.shop' } },
    });
  });

  it.each([200, 201, 204, 400, 500])(
    'treats status %i as a failure and logs it',
    async (status) => {
      serve(() => new Response(status === 204 ? null : '{}', { status }));
      expect(await subscribeToMarketing('/api/x', { email: 'ana@rove.shop', list: 'T' })).toBe(
        false,
      );
      expect(error).toHaveBeenCalledWith(
        '[rove] email-marketing subscription failed',
        `HTTP ${status} (expected 202)`,
      );
    },
  );
});

describe('enrolRenewal', () => {
  it('GETs {basePath}user/membership/renewal and ignores failures', async () => {
    const seen = serve(() => new Response('', { status: 500 }));
    await expect(enrolRenewal('/ca/')).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('GET');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/ca/user/membership/renewal');
    serve(() => new TypeError('offline'));
    await expect(enrolRenewal('/')).resolves.toBeUndefined();
  });
});

describe('lookupGeolocation', () => {
  it('validates the reply and shares one lookup per page', async () => {
    const seen = serve(() =>
      Response.json({ countryCode: 'CA', regionName: 'Ontario', cityName: 'Toronto', extra: 1 }),
    );
    const [first, second] = await Promise.all([
      lookupGeolocation('https://geo.example/json'),
      lookupGeolocation('https://geo.example/json'),
    ]);
    expect(first).toEqual({ countryCode: 'CA', regionName: 'Ontario', cityName: 'Toronto' });
    expect(second).toBe(first);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('https://geo.example/json');
  });

  it('answers null on a malformed reply or a failure', async () => {
    serve(() => Response.json({ countryCode: 'CA', city: 'Toronto' }));
    expect(await lookupGeolocation('/geo')).toBeNull();
    resetGeolocation();
    serve(() => new Response('', { status: 503 }));
    expect(await lookupGeolocation('/geo')).toBeNull();
  });
});

describe('loadPopupStylesheet', () => {
  // The links stay detached: happy-dom would otherwise try to fetch the sheet.
  const page = () => {
    const head = document.createElement('head');
    return {
      location: { href: 'https://shop.example/' },
      head,
      createElement: (tag: string) => document.createElement(tag),
      querySelectorAll: (selector: string) => head.querySelectorAll(selector),
    } as unknown as Document;
  };

  it('adds the stylesheet once', () => {
    const doc = page();
    loadPopupStylesheet(doc, '/themes/newsletter.css');
    loadPopupStylesheet(doc, '/themes/newsletter.css');
    const links = doc.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect((links[0] as HTMLLinkElement).href).toBe('https://shop.example/themes/newsletter.css');
  });

  it("logs the specification's message when it fails to load", () => {
    const doc = page();
    loadPopupStylesheet(doc, '/missing.css');
    doc.head.querySelector('link')?.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledWith('[rove] Error loading newsletter CSS');
  });
});
