// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { swatchRequestsFor, swatchSelection } from '../db/swatch';
import { SWATCHES, SWATCH_LIMIT } from '../fixtures/swatches';
import { TestBrowser, postForm, postJson, readSettings, setupTestHost } from '../testing/test-host';
import { checkSubmission } from './swatch-request';

const host = setupTestHost();
const [A, B, C, D, E, F] = SWATCHES.map((swatch) => swatch.id) as number[];

function visitorKey(browser: TestBrowser): string {
  return `anon:${browser.cookies.get('rove_demo_visitor') ?? ''}`;
}

const ADDRESS = {
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  address1: '12 Main Street',
  address2: '',
  city: 'Vancouver',
  province: 'BC',
  postal_code: 'V6B 1A1',
  country: 124,
  phone: '6045550199',
};

interface SwatchSettings {
  limit: number;
  swatches: { id: number; name: string; color: string; group: string }[];
  selected: number[];
  has_been_submitted: boolean;
  countries: number[];
}

async function settingsOf(browser: TestBrowser, path = '/swatch-request'): Promise<SwatchSettings> {
  const response = await browser.get(path);
  expect(response.status).toBe(200);
  return readSettings(await response.text())['swatch_request'] as SwatchSettings;
}

describe('GET /swatch-request', () => {
  it('renders the no-script form inside the element and the settings the SDK reads', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.get('/swatch-request');
    const page = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain('<rove-swatch-request>');
    expect(page).toContain('<form class="swatch-form" method="post" action="/swatch-request">');
    expect(page.match(/name="swatch"/g)).toHaveLength(SWATCHES.length);
    const settings = readSettings(page)['swatch_request'] as SwatchSettings;
    expect(settings).toMatchObject({
      limit: SWATCH_LIMIT,
      selected: [],
      has_been_submitted: false,
    });
    expect(settings.swatches).toHaveLength(SWATCHES.length);
    // The shop's country (US by default) first, then the others.
    expect(settings.countries).toEqual([840, 124, 410, 826, 36, 344]);
  });

  it.each([
    ['UK', 826],
    ['US', 840],
    ['CA', 124],
  ])('/swatch-request-intl/%s ships to %i only', async (country, code) => {
    const browser = new TestBrowser(host.app);
    expect((await settingsOf(browser, `/swatch-request-intl/${country}`)).countries).toEqual([
      code,
    ]);
  });

  it('answers 404 for another intl country', async () => {
    const browser = new TestBrowser(host.app);
    expect((await browser.get('/swatch-request-intl/FR')).status).toBe(404);
  });
});

describe('POST /swatch-request/selection', () => {
  it('keeps the selection for the next page load', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/swatch-request');
    const saved = await browser.json('/swatch-request/selection', postJson({ selected: [B, A] }));
    expect(saved).toEqual({ status: 200, body: { selected: [B, A], has_been_submitted: false } });
    expect(await settingsOf(browser)).toMatchObject({
      selected: [B, A],
      has_been_submitted: false,
    });
    const other = new TestBrowser(host.app);
    expect((await settingsOf(other)).selected).toEqual([]);
  });

  it.each([
    ['not a list', { selected: A }],
    ['unknown id', { selected: [999999] }],
    ['repeated id', { selected: [A, A] }],
    ['over the limit', { selected: [A, B, C, D, E, F] }],
    ['text ids', { selected: ['x'] }],
  ])('refuses %s with 400', async (_name, body) => {
    const browser = new TestBrowser(host.app);
    await browser.get('/swatch-request');
    const { status } = await browser.json('/swatch-request/selection', postJson(body));
    expect(status).toBe(400);
    expect(swatchSelection(host.db, visitorKey(browser)).selected).toEqual([]);
  });

  it('says the limit in the specification’s words', async () => {
    const browser = new TestBrowser(host.app);
    const { body } = await browser.json<{ error: string }>(
      '/swatch-request/selection',
      postJson({ selected: [A, B, C, D, E, F] }),
    );
    expect(body.error).toBe(`Error message: Please limit your selection to ${SWATCH_LIMIT}.`);
  });
});

describe('POST /swatch-request/submit', () => {
  it('stores the request, marks has_been_submitted; the next page starts afresh', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/swatch-request');
    await browser.json('/swatch-request/selection', postJson({ selected: [A, C] }));
    const sent = await browser.json<{ ok: boolean; id: number; has_been_submitted: boolean }>(
      '/swatch-request/submit',
      postJson({ selected: [A, C], address: { ...ADDRESS, phone: '+1 (604) 555-0199' } }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, has_been_submitted: true });
    expect(sent.body.id).toBeGreaterThan(0);
    expect(swatchRequestsFor(host.db, visitorKey(browser))).toEqual([
      { ...ADDRESS, selected: [A, C], source: 'sdk' },
    ]);
    expect(await settingsOf(browser)).toMatchObject({ selected: [A, C], has_been_submitted: true });
    // A new choice is a new request.
    await browser.json('/swatch-request/selection', postJson({ selected: [B] }));
    expect(await settingsOf(browser)).toMatchObject({ selected: [B], has_been_submitted: false });
  });

  it('refuses an invalid request with the message per field and stores nothing', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/swatch-request');
    const { status, body } = await browser.json<{ ok: boolean; errors: Record<string, string> }>(
      '/swatch-request/submit',
      postJson({ selected: [], address: { ...ADDRESS, email: 'ana@', postal_code: '123' } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      errors: {
        selected: 'Please select at least one swatch.',
        email: 'Invalid',
        postal_code: 'Invalid',
      },
    });
    expect(swatchRequestsFor(host.db, visitorKey(browser))).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.request('/swatch-request/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });
});

describe('checkSubmission (server rules)', () => {
  const ok = { selected: [A], address: ADDRESS };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['blank name', { name: '' }, { name: 'Required' }],
    ['blank city', { city: ' ' }, { city: 'Required' }],
    ['US state', { country: 840, postal_code: '10001', province: '' }, { province: 'Required' }],
    ['UK county optional', { country: 826, postal_code: 'SW1A 1AA', province: '' }, {}],
    ['HK no postal code', { country: 344, postal_code: '', phone: '91234567' }, {}],
    ['KR postal code', { country: 410, postal_code: '0452' }, { postal_code: 'Invalid' }],
    ['unknown country', { country: 250 }, { country: 'Invalid' }],
    ['short phone', { phone: '604555' }, { phone: 'Invalid' }],
    ['phone with +1', { phone: '+1 604 555 0199' }, {}],
    ['street too long', { address1: 'x'.repeat(129) }, { address1: 'Invalid' }],
  ])('%s', (_name, change, errors) => {
    const result = checkSubmission({ ...ok, address: { ...ADDRESS, ...change } });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('keeps an intl page to its country', () => {
    const result = checkSubmission(ok, [826]);
    expect(result.ok ? {} : result.errors).toEqual({ country: 'Invalid' });
  });
});

describe('POST /swatch-request (the page’s own form, no scripts)', () => {
  it('stores the request and sends the visitor back to the page with a thank-you', async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/swatch-request');
    const body = new URLSearchParams({ ...ADDRESS, country: '124' });
    body.append('swatch', String(A));
    body.append('swatch', String(D));
    const response = await browser.request('/swatch-request', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/swatch-request?sent=1');
    const page = await (await browser.get('/swatch-request?sent=1')).text();
    expect(page).toContain('Thank you! Your swatch request has been sent.');
    expect(swatchRequestsFor(host.db, visitorKey(browser))).toEqual([
      { ...ADDRESS, selected: [A, D], source: 'form' },
    ]);
  });

  it('shows the errors beside the fields and keeps what was typed', async () => {
    const browser = new TestBrowser(host.app);
    const response = await browser.request(
      '/swatch-request-intl/UK',
      postForm({ ...ADDRESS, country: '826', postal_code: 'nope', swatch: String(B) }),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('aria-describedby="swatch-postal_code-error" aria-invalid="true"');
    expect(page).toContain(
      '<span class="swatch-form__error" id="swatch-postal_code-error">Invalid</span>',
    );
    expect(page).toContain('value="Ana Lee"');
    expect(page).toMatch(new RegExp(`value="${B}" checked`));
    expect(swatchRequestsFor(host.db, visitorKey(browser))).toEqual([]);
  });
});
