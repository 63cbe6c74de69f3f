// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findLove } from '../db/loves';
import { LOVE_FORM_HTML } from '../templates/love-form';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

type Count = { cnt: number };
type Validate = { validate: boolean; html: string };

describe('GET /uc_love/ajax_validate', () => {
  it('asks anonymous visitors for an optional email with the form markup', async () => {
    const { status, body } = await new TestBrowser(host.app).json<Validate>(
      '/uc_love/ajax_validate?nid=1001',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ validate: true, html: LOVE_FORM_HTML });
    expect(body.html).toContain('<form class="uc-love-form"><h2>Save to your wishlist</h2>');
    expect(body.html).toContain(
      '<label for="uc-love-email">Email (optional)</label><input type="email" id="uc-love-email" name="email" autocomplete="email">',
    );
    expect(body.html).toContain(
      '<label><input type="checkbox" name="subscribe" value="1"> Send me news and offers</label><button type="submit">Save</button></form>',
    );
  });

  it('does not ask logged-in visitors', async () => {
    for (const role of ['customer', 'member']) {
      const { body } = await new TestBrowser(host.app).json<Validate>(
        `/uc_love/ajax_validate?nid=1001&as=${role}`,
      );
      expect(body).toEqual({ validate: false, html: '' });
    }
  });

  it('rejects a missing or unknown nid', async () => {
    const browser = new TestBrowser(host.app);
    expect((await browser.json('/uc_love/ajax_validate')).status).toBe(400);
    expect((await browser.json('/uc_love/ajax_validate?nid=abc')).status).toBe(400);
    expect((await browser.json('/uc_love/ajax_validate?nid=999999')).status).toBe(404);
  });

  it('is never cached', async () => {
    const response = await new TestBrowser(host.app).get('/uc_love/ajax_validate?nid=1001');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /uc_love/ajax', () => {
  it('adds and removes loves and answers the new count', async () => {
    const browser = new TestBrowser(host.app);
    expect((await browser.json<Count>('/uc_love/ajax?op=add&nid=1001')).body).toEqual({ cnt: 1 });
    expect((await browser.json<Count>('/uc_love/ajax?op=add&nid=1002')).body).toEqual({ cnt: 2 });
    // Adding twice does not count twice.
    expect((await browser.json<Count>('/uc_love/ajax?op=add&nid=1002')).body).toEqual({ cnt: 2 });
    expect((await browser.json<Count>('/uc_love/ajax?op=remove&nid=1001')).body).toEqual({
      cnt: 1,
    });
    expect((await browser.json<Count>('/uc_love/ajax?op=remove&nid=1001')).body).toEqual({
      cnt: 1,
    });
    expect((await browser.json<Count>('/uc_love/ajax?op=remove&nid=1002')).body).toEqual({
      cnt: 0,
    });
  });

  it('stores the email and subscription of an anonymous love', async () => {
    const browser = new TestBrowser(host.app);
    const { body } = await browser.json<Count>(
      '/uc_love/ajax?op=add&nid=1003&email=pat%40example.com&subscribe=1',
    );
    expect(body).toEqual({ cnt: 1 });
    const visitor = browser.cookies.get('rove_demo_visitor');
    expect(findLove(host.db, `anon:${visitor}`, 1003)).toEqual({
      nid: 1003,
      email: 'pat@example.com',
      subscribe: true,
    });
  });

  it('records a love without email (the modal was closed)', async () => {
    const browser = new TestBrowser(host.app);
    await browser.json('/uc_love/ajax?op=add&nid=1004&email=&subscribe=0');
    const visitor = browser.cookies.get('rove_demo_visitor');
    expect(findLove(host.db, `anon:${visitor}`, 1004)).toEqual({
      nid: 1004,
      email: null,
      subscribe: false,
    });
  });

  it('keeps each anonymous visitor apart', async () => {
    const a = new TestBrowser(host.app);
    const b = new TestBrowser(host.app);
    await a.json('/uc_love/ajax?op=add&nid=1001');
    await a.json('/uc_love/ajax?op=add&nid=1002');
    expect((await b.json<Count>('/uc_love/ajax?op=add&nid=1001')).body).toEqual({ cnt: 1 });
  });

  it('stores loves per uid for logged-in visitors, across browsers', async () => {
    const laptop = new TestBrowser(host.app);
    const phone = new TestBrowser(host.app);
    await laptop.get('/?as=customer');
    await phone.get('/?as=customer');
    const before = (await phone.json<Count>('/uc_love/ajax?op=remove&nid=1009')).body.cnt;
    await laptop.json('/uc_love/ajax?op=add&nid=1009');
    expect((await phone.json<Count>('/uc_love/ajax?op=add&nid=1008')).body.cnt).toBe(before + 2);
    // The member's wishlist is a different one.
    const member = new TestBrowser(host.app);
    await member.get('/?as=member');
    expect((await member.json<Count>('/uc_love/ajax?op=remove&nid=1009')).body.cnt).toBe(0);
  });

  it('answers 400 for an invalid op, email or subscribe, and 404 for an unknown nid', async () => {
    const browser = new TestBrowser(host.app);
    expect((await browser.json('/uc_love/ajax?op=toggle&nid=1001')).status).toBe(400);
    expect((await browser.json('/uc_love/ajax?nid=1001')).status).toBe(400);
    expect((await browser.json('/uc_love/ajax?op=add&nid=x')).status).toBe(400);
    const email = await browser.json<{ error: string }>('/uc_love/ajax?op=add&nid=1001&email=nope');
    expect(email).toEqual({ status: 400, body: { error: 'Please enter a valid email address.' } });
    expect((await browser.json('/uc_love/ajax?op=add&nid=1001&subscribe=yes')).status).toBe(400);
    const unknown = await browser.json<{ error: string }>('/uc_love/ajax?op=add&nid=424242');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/Unknown product/);
    // Nothing was stored by the failed calls.
    expect((await browser.json<Count>('/uc_love/ajax?op=remove&nid=1001')).body).toEqual({
      cnt: 0,
    });
  });
});
