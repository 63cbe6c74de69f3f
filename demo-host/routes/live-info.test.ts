// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import type { LiveInfo } from './live-info';

const host = setupTestHost();

describe('GET /ajax/live_info.json', () => {
  it('echoes the pathname and the init flag', async () => {
    const browser = new TestBrowser(host.app);
    const first = await browser.json<LiveInfo>(
      `/ajax/live_info.json?pathname=${encodeURIComponent('/category/sofas?page=2')}&init=1`,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      pathname: '/category/sofas?page=2',
      init: true,
      cart_count: 0,
      love_count: 0,
      announcement: 'Free shipping on orders over $999.',
    });
    expect(Date.parse(first.body.server_time)).not.toBeNaN();
    const later = await browser.json<LiveInfo>('/ajax/live_info.json?pathname=%2F');
    expect(later.body).toMatchObject({ pathname: '/', init: false });
  });

  it("follows the visitor's loves and country, and is never cached", async () => {
    const browser = new TestBrowser(host.app);
    await browser.get('/uc_love/ajax?op=add&nid=1001');
    browser.cookies.set('rove_warehouse', 'UK');
    const response = await browser.get('/ajax/live_info.json?pathname=%2F');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      love_count: 1,
      announcement: expect.stringContaining('£'),
    });
  });
});
