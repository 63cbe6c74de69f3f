// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DestinationReply } from '../shop/destination';
import {
  TestBrowser,
  postForm,
  postJson,
  productModels,
  setupTestHost,
} from '../testing/test-host';

const host = setupTestHost();

const IN_STOCK = 1001;
const FRAGILE = 1005;

async function update(body: Record<string, unknown>, country = 'US') {
  const browser = new TestBrowser(host.app);
  browser.cookies.set('rove_warehouse', country);
  return browser.json<DestinationReply & { error?: string }>(
    '/ajax/destination/update',
    postJson(body),
  );
}

describe('POST /ajax/destination/update', () => {
  it('answers geo, zone, stock, satellite and restriction for a known ZIP', async () => {
    const [model] = productModels(host, IN_STOCK);
    const { status, body } = await update({ postal: '10001', nid: IN_STOCK, model });
    expect(status).toBe(200);
    expect(body.geo).toEqual({ city: 'New York', state_id: 'NY' });
    expect(body.zone).toBe('US-EAST');
    expect(body.satellite_id).toBe(11);
    expect(body.restricted).toBe(false);
    expect(body.restricted_validated).toBe(true);
    expect(Object.keys(body.models_stock).sort()).toEqual(productModels(host, IN_STOCK).sort());
    // A satellite warehouse near New York holds a few units of every model, with a date.
    for (const stock of Object.values(body.models_stock)) {
      expect(stock.hs).toBeGreaterThan(0);
      expect(stock.hsh).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('answers the same stock for the same postal code every time', async () => {
    const first = await update({ postal: '90001', nid: IN_STOCK });
    const second = await update({ postal: '90001', nid: IN_STOCK });
    expect(second.body).toEqual(first.body);
  });

  it('has no satellite stock where no satellite warehouse is', async () => {
    const { body } = await update({ postal: '60601', nid: IN_STOCK });
    expect(body.geo).toEqual({ city: 'Chicago', state_id: 'IL' });
    expect(body.satellite_id).toBeNull();
    expect(Object.values(body.models_stock).every((s) => s.hs === 0)).toBe(true);
  });

  it('marks the fragile product restricted for 99501 and CA codes starting with X', async () => {
    const us = await update({ postal: '99501', nid: FRAGILE });
    expect(us.body).toMatchObject({
      geo: { city: 'Anchorage', state_id: 'AK' },
      restricted: true,
      restricted_validated: true,
    });
    const ca = await update({ postal: 'x0a 1a0', nid: FRAGILE }, 'CA');
    expect(ca.body).toMatchObject({ geo: { state_id: 'NT' }, restricted: true });
    expect((await update({ postal: 'M5V 2T6', nid: FRAGILE }, 'CA')).body.restricted).toBe(false);
    expect((await update({ postal: '10001', nid: FRAGILE })).body.restricted).toBe(false);
    // Other products go anywhere.
    expect((await update({ postal: '99501', nid: IN_STOCK })).body.restricted).toBe(false);
  });

  it('replies without geo for a postal code that does not exist', async () => {
    const { status, body } = await update({ postal: '00000', nid: IN_STOCK });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('geo');
    expect(body.restricted).toBe(false);
  });

  it('accepts a form post and ZIP+4', async () => {
    const browser = new TestBrowser(host.app);
    const { status, body } = await browser.json<DestinationReply>(
      '/ajax/destination/update',
      postForm({ postal: '92101-1234', nid: String(IN_STOCK), model: '' }),
    );
    expect(status).toBe(200);
    expect(body.geo).toEqual({ city: 'San Diego', state_id: 'CA' });
  });

  it('answers 400 for a malformed postal code, nid or model, 404 for unknown ones', async () => {
    expect((await update({ postal: '1234', nid: IN_STOCK })).status).toBe(400);
    expect((await update({ postal: 'K1A 0B1', nid: IN_STOCK })).status).toBe(400);
    expect((await update({ postal: '12345', nid: IN_STOCK }, 'CA')).status).toBe(400);
    expect((await update({ nid: IN_STOCK })).status).toBe(400);
    expect((await update({ postal: '10001' })).status).toBe(400);
    expect((await update({ postal: '2000', nid: IN_STOCK }, 'AU')).body.error).toBe(
      'Delivery destinations are only checked in Canada and the United States.',
    );
    expect((await update({ postal: '10001', nid: 999999 })).status).toBe(404);
    expect((await update({ postal: '10001', nid: IN_STOCK, model: 'RC9-NO' })).status).toBe(404);
  });
});
