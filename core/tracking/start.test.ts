import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../bus';
import type { Country } from '../country';
import { resetLogOnce } from '../log';
import type { Currency } from '../money';
import { COOKIE } from '../storage/cookie-names';
import type { TrackedProduct } from './items';
import { ORDER_INIT_COOKIE } from './order-init';
import { CUSTOMER_KEY } from './rove-customer';
import { PRICE_TEST } from './price-test';
import { SESSION_KEYS } from './session';
import { startTracking, type Tracking } from './start';
import { fakeCookies, memoryStore } from './test-helpers';

const sofa = { id: 'S-1', name: 'Sofa', price: 1000, category: 'Furniture/Sofas' };
const rug = { id: 'R-1', name: 'Rug', price: 200 };
let running: Tracking | undefined;

afterEach(() => {
  running?.stop();
  running = undefined;
  resetLogOnce();
});

function setup(
  options: {
    url?: string;
    tracking?: Record<string, unknown>;
    loggedIn?: boolean;
    checkoutReview?: boolean;
    country?: Country;
    currency?: Currency;
    cart?: TrackedProduct[];
    local?: ReturnType<typeof memoryStore>;
    cookies?: ReturnType<typeof fakeCookies>;
  } = {},
) {
  let time = new Date(2026, 10, 22, 12).getTime();
  const win = {
    location: new URL(options.url ?? 'https://www.rove.com/'),
    dataLayer: undefined as unknown,
  };
  const local = options.local ?? memoryStore();
  const cookies = options.cookies ?? fakeCookies();
  let cart = options.cart ?? [];
  const tracking = startTracking({
    win,
    settings: {
      basePath: '/',
      uc_love: { user: null, count: 0 },
      country: options.country ?? 'US',
      currency: options.currency ?? 'USD',
      extra: options.tracking ? { tracking: options.tracking } : {},
      flags: {
        loggedIn: options.loggedIn ?? false,
        checkoutReview: options.checkoutReview ?? false,
        membershipOnly: false,
        membershipLock: false,
        msrpLock: false,
      },
    },
    now: () => time,
    random: () => 0.9,
    local,
    cookies,
    product: (nid) => (nid === 1 ? sofa : undefined),
    cart: () => cart,
  });
  running = tracking;
  const events = () =>
    ((win.dataLayer as Record<string, unknown>[] | undefined) ?? []).filter(
      (entry) => entry['event'],
    );
  return {
    tracking,
    win,
    local,
    cookies,
    events,
    names: () => events().map((entry) => entry['event']),
    advance: (ms: number) => (time += ms),
    setCart: (lines: typeof cart) => (cart = lines),
  };
}

describe('startTracking: page start', () => {
  it.each([
    ['first visit', undefined, 'New'],
    ['second session', { [SESSION_KEYS.count]: '1', [SESSION_KEYS.lastActive]: '1' }, 'Returning'],
  ])('anonymous, %s → page_view with customer type %s', (_, stored, type) => {
    const local = memoryStore();
    for (const [key, value] of Object.entries(stored ?? {})) local.set(key, value);
    const { events } = setup({ local, tracking: { pageType: 'home' } });
    expect(events()).toEqual([{ event: 'page_view', page_type: 'home', customer_type: type }]);
  });

  it('stores the utm campaign in the 90-day tracking cookie and starts a session for it', () => {
    const { cookies, local } = setup({ url: 'https://www.rove.com/?utm_campaign=spring' });
    expect(cookies.read(COOKIE.utmCampaign)).toBe('spring');
    expect(cookies.options.get(COOKIE.utmCampaign)).toEqual({ days: 90 });
    expect(local.get(SESSION_KEYS.count)).toBe('1');
    expect(local.get(SESSION_KEYS.utmCampaign)).toBe('spring');
  });

  it('activates the price test from the utm pair (cookie 365 days, Secure) and kills it', async () => {
    const cookies = fakeCookies();
    const local = memoryStore();
    const first = setup({
      url: 'https://www.rove.com/?utm_source=rove.com&utm_campaign=rove.shop',
      cookies,
      local,
    });
    expect(await first.tracking.variant).toBe('B');
    expect(cookies.options.get(COOKIE.priceTestVariant)).toEqual({ days: 365, secure: true });
    first.tracking.stop();
    const returning = setup({ cookies, local });
    expect(await returning.tracking.variant).toBe('B');
    returning.tracking.stop();
    const killed = setup({ url: 'https://www.rove.com/?utm_directive=kill', cookies, local });
    expect(await killed.tracking.variant).toBeNull();
    expect(local.get(PRICE_TEST.storageKey)).toBeNull();
  });

  it('replays the commands of the settings (loaded on first use), skipping malformed ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { names } = setup({
      tracking: {
        commands: [
          { type: 'quote', total: 5 },
          { type: 'quote' },
          { type: 'coupon', op: 'add', coupon: 'X' },
        ],
      },
    });
    await vi.waitFor(() => expect(names()).toEqual(['page_view', 'shipping_quote', 'coupon']));
  });

  it('sends view_cart on the cart page', () => {
    const { events } = setup({ tracking: { pageType: 'cart' }, cart: [sofa, rug] });
    expect(events()[1]).toMatchObject({ event: 'view_cart', ecommerce: { value: 1200 } });
  });
});

describe('startTracking: checkout', () => {
  // A logged-in page waits for the shopper's record (rove-customer.test.ts): here the one this
  // session already keeps, so nothing is fetched.
  const signedIn = () => {
    const local = memoryStore();
    local.set(
      CUSTOMER_KEY,
      JSON.stringify({ session: 1, id: 1, created: 1_700_000_000, orders: 2 }),
    );
    return { local, loggedIn: true };
  };

  it('logged in: login and begin_checkout straight away, once', async () => {
    const { names } = setup({ tracking: { pageType: 'checkout' }, ...signedIn(), cart: [sofa] });
    emit('checkout-step-changed', { step: 1, name: 'membership' });
    await vi.waitFor(() =>
      expect(names()).toEqual(['page_view', 'login', 'begin_checkout', 'checkout_step']),
    );
  });

  it('sets the order-init cookie (1 day) and does not begin the same order again', async () => {
    const cookies = fakeCookies();
    const visit = (orderId: string) =>
      setup({ tracking: { pageType: 'checkout', orderId }, ...signedIn(), cart: [sofa], cookies });
    const first = visit('100042');
    await vi.waitFor(() => expect(first.names()).toEqual(['page_view', 'login', 'begin_checkout']));
    expect(cookies.read(ORDER_INIT_COOKIE)).toBe('100042');
    expect(cookies.options.get(ORDER_INIT_COOKIE)).toEqual({ days: 1 });
    first.tracking.stop();
    const reload = visit('100042');
    await vi.waitFor(() => expect(reload.names()).toEqual(['page_view', 'login']));
    reload.tracking.stop();
    const next = visit('100043');
    await vi.waitFor(() => expect(next.names()).toEqual(['page_view', 'login', 'begin_checkout']));
    expect(cookies.read(ORDER_INIT_COOKIE)).toBe('100043');
  });

  it('anonymous: begin_checkout once the account step is done; add_shipping_info (Ground) once', () => {
    const { names, events } = setup({ tracking: { pageType: 'checkout' }, cart: [sofa] });
    emit('checkout-step-changed', { step: 0, name: 'account' });
    emit('checkout-step-changed', { step: 1, name: 'membership' });
    emit('checkout-step-changed', { step: 2, name: 'address' });
    emit('checkout-step-changed', { step: 4, name: 'payment' });
    emit('checkout-step-changed', { step: 2, name: 'address' });
    emit('checkout-step-changed', { step: 4, name: 'payment' });
    emit('checkout-error', { step: 2, message: 'Please complete this field', fields: ['city'] });
    expect(names()).toEqual([
      'page_view',
      'checkout_step',
      'checkout_step',
      'begin_checkout',
      'checkout_step',
      'checkout_step',
      'add_shipping_info',
      'checkout_step',
      'checkout_step',
      'checkout_error',
    ]);
    expect(
      events().find((event) => event['event'] === 'add_shipping_info')?.['ecommerce'],
    ).toMatchObject({
      shipping_tier: 'Ground',
      value: 1000,
    });
    expect(events().at(-1)).toEqual({
      event: 'checkout_error',
      message: 'Please complete this field',
      checkout_step: 2,
      fields: 'city',
    });
  });

  it("review page: add_payment_info ('Credit Card') and step 4 'Payment Entered'", async () => {
    const { events } = setup({
      tracking: { pageType: 'checkout' },
      checkoutReview: true,
      ...signedIn(),
      cart: [sofa],
    });
    await vi.waitFor(() => expect(events()).toHaveLength(3));
    expect(events()[0]).toMatchObject({ event: 'page_view', customer_type: 'Existing' });
    expect(events().slice(1)).toEqual([
      {
        event: 'add_payment_info',
        ecommerce: expect.objectContaining({ payment_type: 'Credit Card' }),
      },
      { event: 'checkout_step', checkout_step: 4, checkout_option: 'Payment Entered' },
    ]);
  });
});

describe('startTracking: bus events', () => {
  it('maps the widgets’ events to GA4 events', () => {
    const { events, setCart } = setup({
      country: 'CA',
      currency: 'CAD',
      cart: [{ ...sofa, quantity: 2 }, rug],
    });
    emit('buybox-model-changed', { nid: 1, model: 'S-1', price: 1000, currency: 'CAD' });
    emit('buybox-model-changed', { nid: 1, model: 'S-1-BLU', price: 1000, currency: 'CAD' });
    emit('buybox-model-changed', { nid: 5, model: null, price: null, currency: 'CAD' });
    emit('cart-added', { nid: 1, model: 'S-1', qty: 2, count: 3 });
    emit('love-changed', { nid: 1, selected: true, count: 1 });
    emit('love-changed', { nid: 9, selected: false, count: 0 });
    emit('notify-me', { nid: 2, model: 'X-2', qty: 1, email: 'shopper@example.com' });
    emit('search-submitted', { query: 'sofa', href: '/search/all/sofa' });
    emit('search-results-changed', { type: 'all', query: 'sofa', facets: {}, nbHits: 12 });
    emit('suggestion-selected', {
      query: 'sofa',
      index: 'products_ca',
      objectID: 'S-1',
      url: '/p',
    });
    setCart([{ ...sofa, quantity: 1 }]);
    emit('cart-changed', { count: 1 });
    const list = events().slice(1);
    expect(list.map((event) => event['event'])).toEqual([
      'view_item',
      'view_item',
      'add_to_cart',
      'add_to_wishlist',
      'remove_from_wishlist',
      'notify_me',
      'search',
      'view_search_results',
      'select_item',
      'remove_from_cart',
    ]);
    expect(list[0]).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'CAD',
        value: 1000,
        items: [
          expect.objectContaining({
            item_id: 'S-1',
            id: 'C-S-1',
            item_brand: 'Rove',
            item_category: 'Furniture',
          }),
        ],
      },
    });
    expect(list[1]?.['ecommerce']).toMatchObject({ items: [{ item_id: '5', item_name: '5' }] });
    expect(list[2]?.['ecommerce']).toMatchObject({
      value: 2000,
      items: [{ item_id: 'S-1', quantity: 2 }],
    });
    expect(list[4]?.['ecommerce']).toMatchObject({ items: [{ item_id: '9' }] });
    expect(JSON.stringify(list)).not.toContain('shopper@example.com');
    expect(list[8]?.['ecommerce']).toMatchObject({
      item_list_id: 'search_suggestions',
      item_list_name: 'products_ca',
      items: [{ item_id: 'S-1', item_name: 'sofa', index: 0 }],
    });
    expect(list[9]?.['ecommerce']).toMatchObject({
      value: 1200,
      items: [
        { item_id: 'S-1', quantity: 1 },
        { item_id: 'R-1', quantity: 1 },
      ],
    });
  });

  it('tracks the programme forms: swatch display and request, the trade application, the CMS’s forms', () => {
    const { events } = setup();
    emit('swatch-displayed', { count: 15, selected: 2 });
    emit('swatch-selection-changed', { optionId: 4, selected: true, count: 3, limit: 5 });
    emit('swatch-requested', { optionIds: [4, 7, 9], country: 124 });
    emit('trade-applied', { country: 'CA', companyType: 'interior-design' });
    for (const form of ['contact', 'giftcard', 'outlet'] as const) emit('form-submitted', { form });
    expect(events().slice(1)).toEqual([
      { event: 'swatch_display', swatch_count: 15 },
      { event: 'swatch_request', swatch_count: 3 },
      { event: 'form_submit', form_name: 'swatch' },
      { event: 'form_submit', form_name: 'trade' },
      { event: 'form_submit', form_name: 'contact' },
      { event: 'form_submit', form_name: 'giftcard' },
      { event: 'form_submit', form_name: 'outlet' },
    ]);
  });

  it('accepts server commands from the bus and ignores malformed ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { names } = setup();
    emit('tracking-command', { type: 'quote', total: 10 });
    emit('tracking-command', { type: 'quote', total: -1 });
    emit('tracking-command', 'nonsense');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(names()).toEqual(['page_view', 'shipping_quote']);
  });

  it('counts a new session when activity follows 30 idle minutes', () => {
    const { local, advance } = setup();
    advance(29 * 60_000);
    emit('search-submitted', { query: 'a', href: '/' });
    expect(local.get(SESSION_KEYS.count)).toBe('1');
    advance(31 * 60_000);
    emit('search-submitted', { query: 'b', href: '/' });
    expect(local.get(SESSION_KEYS.count)).toBe('2');
  });

  it('stop() unsubscribes', () => {
    const { names, tracking } = setup();
    tracking.stop();
    emit('search-submitted', { query: 'a', href: '/' });
    expect(names()).toEqual(['page_view']);
  });
});

describe('startTracking: consent', () => {
  it('holds every event until consent, then flushes them in order', () => {
    const { names, tracking, win } = setup({ tracking: { consent: 'pending', pageType: 'home' } });
    emit('search-submitted', { query: 'sofa', href: '/' });
    emit('love-changed', { nid: 1, selected: true, count: 1 });
    expect(win.dataLayer).toBeUndefined();
    tracking.grantConsent();
    expect(names()).toEqual(['page_view', 'search', 'add_to_wishlist']);
    emit('search-submitted', { query: 'rug', href: '/' });
    expect(names()).toEqual(['page_view', 'search', 'add_to_wishlist', 'search']);
  });

  it('holds events again after a withdrawal, until the next grant; a second call changes nothing', () => {
    const { names, tracking } = setup({ tracking: { consent: 'granted', pageType: 'home' } });
    tracking.revokeConsent();
    tracking.revokeConsent();
    emit('search-submitted', { query: 'sofa', href: '/' });
    expect(names()).toEqual(['page_view']);
    tracking.grantConsent();
    tracking.grantConsent();
    expect(names()).toEqual(['page_view', 'search']);
  });

  it("holds events on a page where the host's banner was refused ('denied')", () => {
    const { names, tracking } = setup({ tracking: { consent: 'denied', pageType: 'home' } });
    emit('search-submitted', { query: 'sofa', href: '/' });
    expect(names()).toEqual([]);
    tracking.grantConsent();
    expect(names()).toEqual(['page_view', 'search']);
  });

  /** The gtag commands in the data layer (arguments objects), as arrays. */
  const commands = (win: { dataLayer: unknown }) =>
    ((win.dataLayer as unknown[] | undefined) ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
  const all = (state: string) => ({
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  });

  it("gives Google Consent Mode v2's default 'denied' first, then each answer, with Google Ads set", () => {
    const { tracking, win } = setup({
      tracking: { consent: 'pending', pixels: { googleAds: { id: 'AW-12345' } } },
    });
    expect(commands(win)).toEqual([['consent', 'default', all('denied')]]);
    tracking.grantConsent();
    tracking.revokeConsent();
    expect(commands(win)).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
    ]);
    // The update came before any event of ours.
    const layer = win.dataLayer as unknown[];
    const update = layer.findIndex((entry) => Array.from(entry as never)[1] === 'update');
    expect(layer.findIndex((entry) => (entry as { event?: string }).event)).toBeGreaterThan(update);
  });

  it("sends the stored yes as an update right after the default on a 'granted' page", () => {
    const { win } = setup({
      tracking: { consent: 'granted', pixels: { googleAds: { id: 'AW-12345' } } },
    });
    expect(commands(win)).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
    ]);
  });

  it('tells Google of a withdrawal on a page whose host asks for no consent, with no default', () => {
    const { tracking, win } = setup({ tracking: { pixels: { googleAds: { id: 'AW-12345' } } } });
    tracking.revokeConsent();
    tracking.grantConsent();
    expect(commands(win)).toEqual([
      ['consent', 'update', all('denied')],
      ['consent', 'update', all('granted')],
    ]);
  });

  it('sends Google no consent command when the host does not ask for consent or has no Google Ads', () => {
    expect(
      commands(setup({ tracking: { pixels: { googleAds: { id: 'AW-12345' } } } }).win),
    ).toEqual([]);
    expect(commands(setup({ tracking: { consent: 'pending', pixels: {} } }).win)).toEqual([]);
  });
});

describe('startTracking: search hits', () => {
  it("carries a hit's google_tag_id as the item's Google id", () => {
    const { events } = setup();
    emit('search-results-changed', {
      type: 'products',
      query: 'sofa',
      facets: {},
      nbHits: 2,
      hits: [
        { objectID: 'S-1-1', title: 'Sofa', price: 10, google_tag_id: 'S-1-GRY' },
        { objectID: 'R-1-1', title: 'Rug', price: 5 },
      ],
    });
    const list = events().find((event) => event['event'] === 'view_item_list');
    const items = (list?.['ecommerce'] as { items: Record<string, unknown>[] }).items;
    expect(items[0]).toMatchObject({ item_id: 'S-1-1', id_google: 'S-1-GRY' });
    expect(items[1]).not.toHaveProperty('id_google');
  });
});
