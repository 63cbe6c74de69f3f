// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTradeValues, validateAll } from '../../core/validate/trade';
import { REGIONS } from '../../core/validate/trade/regions';
import { VALID_TRADE_VALUES } from '../../core/validate/trade/fixtures';
import { latestTradeApplications } from '../db/trade';
import { TestBrowser, postJson, setupTestHost } from '../testing/test-host';
import { sniffType } from './trade';

const host = setupTestHost();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.4\n%demo\n'));

// The form's own valid example, as it posts it (files by upload id, here none).
const VALID: Record<string, unknown> = { ...VALID_TRADE_VALUES };

function upload(
  kind: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
): RequestInit {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([bytes], name, { type }));
  return { method: 'POST', body: form };
}

describe('GET /trade/apply', () => {
  it("is the 'Trade Membership Application' page with the element", async () => {
    const response = await new TestBrowser(host.app).get('/trade/apply');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Trade Membership Application');
    expect(html).toContain('<rove-trade-application>');
  });
});

describe('POST /trade/application/files', () => {
  it('stores a PNG or PDF and answers its id, name and size', async () => {
    const browser = new TestBrowser(host.app);
    const png = await browser.json<{ id: string; name: string; size: number }>(
      '/trade/application/files',
      upload('business-card', PNG, 'card.png', 'image/png'),
    );
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ name: 'card.png', size: PNG.length });
    const pdf = await browser.json(
      '/trade/application/files',
      upload('licence', PDF, '../../licence.pdf', 'application/pdf'),
    );
    expect(pdf).toMatchObject({ status: 201, body: { name: 'licence.pdf' } });
  });

  it('refuses other types by content (415), large files (413) and missing parts (400)', async () => {
    const browser = new TestBrowser(host.app);
    const gif = new TextEncoder().encode('GIF89a....');
    expect(
      (await browser.json('/trade/application/files', upload('licence', gif, 'x.png', 'image/png')))
        .status,
    ).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(
      (
        await browser.json(
          '/trade/application/files',
          upload('licence', big, 'big.png', 'image/png'),
        )
      ).status,
    ).toBe(413);
    expect(
      (await browser.json('/trade/application/files', upload('poster', PNG, 'p.png', 'image/png')))
        .status,
    ).toBe(400);
  });

  it('sniffs types from the first bytes', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(new Uint8Array([0x47, 0x49, 0x46]))).toBeNull();
  });
});

describe('POST /trade/application', () => {
  it('enrols a valid application (201) and stores it', async () => {
    const browser = new TestBrowser(host.app);
    const reply = await browser.json<{ id: string }>(
      '/trade/application',
      postJson({ ...VALID, email: 'first@silva.studio' }),
    );
    expect(reply.status).toBe(201);
    expect(latestTradeApplications(host.db, 1)[0]).toMatchObject({
      id: reply.body.id,
      email: 'first@silva.studio',
      country: 'US',
    });
  });

  it('answers 422 with the same rules as the form', async () => {
    const browser = new TestBrowser(host.app);
    const body = {
      ...VALID,
      firstName: '',
      phone: '555-0199',
      postalCode: 'M5V 2T6',
      province: 'ON',
      companyType: 'other',
      serviceArea: 'regions',
      businessCardUrl: '',
      association: '',
      survey3: '',
      agree: false,
    };
    const reply = await browser.json('/trade/application', postJson(body));
    // Literally the form's table: what the widget would show before sending.
    expect(reply.body).toEqual({ errors: validateAll(readTradeValues(body)).errors });
    expect(reply).toEqual({
      status: 422,
      body: {
        errors: {
          firstName: 'required',
          phone: 'invalid',
          postalCode: 'invalid',
          province: 'invalid',
          companyTypeOther: 'required',
          serviceRegions: 'required',
          businessCardUrl: 'required',
          association: 'required',
          agree: 'required',
        },
      },
    });
  });

  it('accepts files instead of the website and the association, but only this visitor’s', async () => {
    const browser = new TestBrowser(host.app);
    const card = await browser.json<{ id: string }>(
      '/trade/application/files',
      upload('business-card', PNG, 'c.png', 'image/png'),
    );
    const licence = await browser.json<{ id: string }>(
      '/trade/application/files',
      upload('licence', PDF, 'l.pdf', 'application/pdf'),
    );
    const withFiles = {
      ...VALID,
      email: 'files@silva.studio',
      businessCardUrl: '',
      association: '',
      membershipNumber: '',
      businessCardFile: card.body.id,
      licenceFile: licence.body.id,
    };
    const stranger = await new TestBrowser(host.app).json(
      '/trade/application',
      postJson(withFiles),
    );
    expect(stranger).toEqual({
      status: 422,
      body: {
        errors: {
          businessCardUrl: 'required',
          association: 'required',
          membershipNumber: 'required',
        },
      },
    });
    expect((await browser.json('/trade/application', postJson(withFiles))).status).toBe(201);
  });

  it('reads wrong types as empty values: 422 required or invalid, never a 500', async () => {
    const reply = await new TestBrowser(host.app).json(
      '/trade/application',
      postJson({
        ...VALID,
        firstName: 42,
        email: ['ana@silva.studio'],
        country: 'FR',
        serviceArea: 'regions',
        serviceRegions: [{ code: 'NY' }],
        agree: 'true',
        businessCardFile: 7,
      }),
    );
    expect(reply).toEqual({
      status: 422,
      body: {
        errors: {
          firstName: 'required',
          email: 'required',
          country: 'required',
          postalCode: 'invalid',
          province: 'invalid',
          serviceRegions: 'invalid',
          agree: 'required',
        },
      },
    });
  });

  it('accepts every state and province the form offers, and only those', async () => {
    const browser = new TestBrowser(host.app);
    const all = (country: 'US' | 'CA') => REGIONS[country].map(([code]) => code);
    const us = await browser.json(
      '/trade/application',
      postJson({
        ...VALID,
        email: 'us@silva.studio',
        serviceArea: 'regions',
        serviceRegions: all('US'),
      }),
    );
    expect(us.status).toBe(201);
    const ca = await browser.json(
      '/trade/application',
      postJson({
        ...VALID,
        email: 'ca@silva.studio',
        country: 'CA',
        postalCode: 'M5V 2T6',
        province: 'ON',
        serviceArea: 'regions',
        serviceRegions: all('CA'),
      }),
    );
    expect(ca.status).toBe(201);
    // Codes of other markets' checkout zones, or padded codes, are not on the form.
    for (const province of ['NSW', ' CA', 'ca', 'PR']) {
      const reply = await browser.json('/trade/application', postJson({ ...VALID, province }));
      expect(reply).toEqual({ status: 422, body: { errors: { province: 'invalid' } } });
    }
  });

  it('takes a whole number of projects, as text or a JSON number, and refuses anything else', async () => {
    const browser = new TestBrowser(host.app);
    for (const survey2 of ['2.5', '-3', '1e3', 'twelve', '', 7.5]) {
      const reply = await browser.json('/trade/application', postJson({ ...VALID, survey2 }));
      expect(reply.status, String(survey2)).toBe(422);
      expect(reply.body).toEqual({
        errors: { survey2: survey2 === '' ? 'required' : 'invalid' },
      });
    }
    const counted = await browser.json(
      '/trade/application',
      postJson({ ...VALID, email: 'count@silva.studio', survey2: 30 }),
    );
    expect(counted.status).toBe(201);
    expect(latestTradeApplications(host.db, 1)[0]?.data).toMatchObject({ survey2: '30' });
  });

  it('stores the values as read, not whatever else was posted', async () => {
    const browser = new TestBrowser(host.app);
    await browser.json(
      '/trade/application',
      postJson({ ...VALID, email: 'Stored@Silva.Studio', role: 'admin' }),
    );
    const [row] = latestTradeApplications(host.db, 1);
    expect(row).toMatchObject({ email: 'stored@silva.studio', businessCardFile: null });
    expect(row?.data).toEqual({ ...VALID, email: 'Stored@Silva.Studio' });
  });

  it('refuses a second application with the same email (422 invalid) and non-objects (400)', async () => {
    const browser = new TestBrowser(host.app);
    await browser.json('/trade/application', postJson({ ...VALID, email: 'twice@silva.studio' }));
    const again = await browser.json(
      '/trade/application',
      postJson({ ...VALID, email: 'Twice@silva.studio' }),
    );
    expect(again).toEqual({ status: 422, body: { errors: { email: 'invalid' } } });
    expect((await browser.json('/trade/application', postJson([1, 2]))).status).toBe(400);
  });
});
