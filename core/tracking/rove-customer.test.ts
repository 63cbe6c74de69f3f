// @vitest-environment happy-dom
/**
 * The logged-in shopper's customer record (GET /ajax/rove_customer) as tracking asks for it:
 * once a session, what it keeps, what the page view says, on a stubbed network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../bus';
import { resetLogOnce } from '../log';
import { CUSTOMER_KEY, sessionCustomer } from './rove-customer';
import { startTracking } from './start';
import { fakeCookies, memoryStore, trackingPage } from './test-helpers';

const NOW = new Date(2026, 10, 22, 12).getTime();
const record = {
  success: true,
  errors: [],
  id: 2,
  email: 'morgan@example.com',
  first_name: 'Morgan',
  last_name: 'Lee',
  phone: '555-0102',
  created: Math.floor(NOW / 1000) - 3 * 86400,
  order_count: 1,
  total_spent: 2400,
};

function replyWith(body: unknown) {
  const fetch = vi.fn(async (_request: Request) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => resetLogOnce());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sessionCustomer', () => {
  const ask = (local: ReturnType<typeof memoryStore>, session: number, uid: number | null = 2) =>
    sessionCustomer(
      local,
      session,
      { basePath: '/', uc_love: { user: uid ? { uid, name: '', loved: [] } : null, count: 0 } },
      NOW,
    );

  it('asks GET ajax/rove_customer once a session and keeps only id, created and orders', async () => {
    const fetch = replyWith(record);
    const local = memoryStore();
    expect(await ask(local, 3)).toEqual({ created: record.created, orders: 1 });
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/ajax/rove_customer');
    expect(JSON.parse(local.get(CUSTOMER_KEY)!)).toEqual({
      session: 3,
      id: 2,
      created: record.created,
      orders: 1,
    });

    expect(await ask(local, 3)).toEqual({ created: record.created, orders: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await ask(local, 4);
    expect(fetch).toHaveBeenCalledTimes(2);
    await ask(local, 4, 7); // another account signed in within the session
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads ids and counts sent as text, and takes a record without a creation time for a new account', async () => {
    replyWith({ success: true, id: '2', order_count: '0' });
    expect(await ask(memoryStore(), 1)).toEqual({ created: Math.floor(NOW / 1000), orders: 0 });
  });

  it.each([
    ['a refusal', { success: false, errors: ['You are not logged in.'] }, 'success: false'],
    ['a malformed record', { success: true, order_count: 'many' }, 'order_count'],
  ])('%s → null, reported once, nothing kept', async (_, body, detail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    replyWith(body);
    const local = memoryStore();
    expect(await ask(local, 1)).toBeNull();
    expect(await ask(local, 1)).toBeNull();
    expect(local.get(CUSTOMER_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[rove\] customer record unavailable/);
    expect(String(warn.mock.calls[0]![1])).toContain(detail);
  });
});

describe('startTracking for a logged-in shopper', () => {
  function start(local = memoryStore()) {
    const win = { location: new URL('https://www.rove.com/cart'), dataLayer: undefined as unknown };
    const page = trackingPage({ tracking: { pageType: 'cart' } });
    const tracking = startTracking({
      win,
      settings: { ...page, flags: { ...page.flags, loggedIn: true } },
      now: () => NOW,
      local,
      cookies: fakeCookies(),
    });
    const events = () =>
      ((win.dataLayer as Record<string, unknown>[] | undefined) ?? []).filter((e) => e['event']);
    return { tracking, events };
  }

  it('holds the page view and what follows until the record answers, in order', async () => {
    replyWith({ ...record, order_count: 2 });
    const { tracking, events } = start();
    emit('search-submitted', { query: 'sofa', href: '/search/products/sofa' });
    expect(events()).toEqual([]);
    await vi.waitFor(() => expect(events()).toHaveLength(3));
    expect(events().map((event) => event['event'])).toEqual(['page_view', 'view_cart', 'search']);
    expect(events()[0]).toEqual({
      event: 'page_view',
      page_type: 'cart',
      customer_type: 'Existing',
    });
    // Names, email and phone stay out of the data layer.
    expect(JSON.stringify(events())).not.toMatch(/Morgan|morgan@|555-0102/);
    tracking.stop();
  });

  it('a failed call still sends the page view, typed by the session count', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const { tracking, events } = start();
    await vi.waitFor(() => expect(events()[0]).toMatchObject({ customer_type: 'New' }));
    tracking.stop();
  });
});
