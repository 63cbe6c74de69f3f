// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notifyRequests } from '../db/notify';
import {
  TestBrowser,
  postForm,
  postJson,
  productModels,
  setupTestHost,
} from '../testing/test-host';

const host = setupTestHost();

const SOLD_OUT = 1003;

function visitorKey(browser: TestBrowser): string {
  return `anon:${browser.cookies.get('rove_demo_visitor') ?? ''}`;
}

describe('POST /ajax/notify-me', () => {
  it('stores the request and answers ok (JSON and form posts)', async () => {
    const browser = new TestBrowser(host.app);
    const [model = ''] = productModels(host, SOLD_OUT);
    const json = await browser.json(
      '/ajax/notify-me',
      postJson({
        nid: SOLD_OUT,
        model,
        qty: 2,
        email: ' shopper@example.com ',
      }),
    );
    expect(json).toEqual({ status: 200, body: { ok: true } });
    const form = await browser.json(
      '/ajax/notify-me',
      postForm({ nid: String(SOLD_OUT), model, qty: '1', email: 'other@example.org' }),
    );
    expect(form.body).toEqual({ ok: true });
    expect(notifyRequests(host.db, visitorKey(browser))).toEqual([
      { nid: SOLD_OUT, model, qty: 2, email: 'shopper@example.com' },
      { nid: SOLD_OUT, model, qty: 1, email: 'other@example.org' },
    ]);
  });

  it('answers 400 for a missing or invalid email and stores nothing', async () => {
    const browser = new TestBrowser(host.app);
    const [model = ''] = productModels(host, SOLD_OUT);
    for (const email of [undefined, '', 'not-an-email', 'a@b', 'a b@example.com']) {
      const { status, body } = await browser.json<{ error: string }>(
        '/ajax/notify-me',
        postJson({ nid: SOLD_OUT, model, qty: 1, email }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'Please enter a valid email address.' });
    }
    expect(notifyRequests(host.db, visitorKey(browser))).toEqual([]);
  });

  it('answers 400 for a bad nid or qty and 404 for an unknown product or model', async () => {
    const browser = new TestBrowser(host.app);
    const [model = ''] = productModels(host, SOLD_OUT);
    const email = 'shopper@example.com';
    const status = async (body: unknown) =>
      (await browser.json('/ajax/notify-me', postJson(body))).status;
    expect(await status({ model, email })).toBe(400);
    expect(await status({ nid: SOLD_OUT, model, qty: 20, email })).toBe(400);
    expect(await status({ nid: 424242, model, email })).toBe(404);
    expect(await status({ nid: SOLD_OUT, model: 'RC1003-X', email })).toBe(404);
  });
});
