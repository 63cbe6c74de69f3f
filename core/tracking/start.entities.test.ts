import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../bus';
import { resetLogOnce } from '../log';
import { startTracking, type StartTrackingOptions, type Tracking } from './start';
import { fakeCookies, memoryStore, trackingPage } from './test-helpers';

// startTracking reading the page's tracking entities from settings (page-entities.ts), and the
// bus events of the marketing widgets.

let running: Tracking | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
  resetLogOnce();
  vi.restoreAllMocks();
});

const sofa = { id: 'S-1', nid: 5, name: 'Sofa', price: 1000, category: 'Furniture/Sofas' };
const rug = { id: 'R-1', nid: 6, name: 'Rug', price: 200, variant: 'R-1-BLU' };

function start(
  tracking: Record<string, unknown>,
  local = memoryStore(),
  replay: StartTrackingOptions['replay'] = [],
) {
  const win = { location: new URL('https://www.rove.com/'), dataLayer: undefined as unknown };
  running?.stop();
  running = startTracking({
    win,
    settings: trackingPage({ tracking }),
    now: () => new Date(2026, 10, 22, 12).getTime(),
    random: () => 0.5,
    local,
    cookies: fakeCookies(),
    replay,
  });
  const events = () =>
    ((win.dataLayer as Record<string, unknown>[] | undefined) ?? []).filter(
      (entry) => entry['event'],
    );
  const find = (name: string) => events().filter((entry) => entry['event'] === name);
  const items = (entry: Record<string, unknown> | undefined) =>
    (entry?.['ecommerce'] as { items: Record<string, unknown>[] } | undefined)?.items ?? [];
  return { events, find, items, local };
}

describe('startTracking with the settings’ tracking entities', () => {
  it('describes the viewed product from tracking.products, with the chosen model', () => {
    const page = start({ pageType: 'product', products: [sofa] });
    emit('buybox-model-changed', { nid: 5, model: 'S-1-GRY', price: 1000, currency: 'USD' });
    const [item] = page.items(page.find('view_item')[0]);
    expect(item).toMatchObject({
      item_id: 'S-1',
      item_name: 'Sofa',
      item_variant: 'S-1-GRY',
      item_category: 'Furniture',
      item_category2: 'Sofas',
    });
  });

  it('sends view_cart from tracking.cart and diffs the lines each cart-changed carries', () => {
    const page = start({ pageType: 'cart', cart: [{ ...rug, quantity: 1 }], products: [rug] });
    expect(page.items(page.find('view_cart')[0]).map((item) => item['item_id'])).toEqual(['R-1']);
    emit('cart-changed', {
      count: 3,
      lines: [{ nid: 6, model: 'R-1-BLU', title: 'Rug', price: 200, qty: 3 }],
    });
    const added = page.items(page.find('add_to_cart')[0]);
    expect(added).toEqual([expect.objectContaining({ item_id: 'R-1', quantity: 2 })]);
    emit('cart-changed', { count: 0, lines: [] });
    expect(page.items(page.find('remove_from_cart')[0])).toEqual([
      expect.objectContaining({ item_id: 'R-1', quantity: 3 }),
    ]);
  });

  it('sends a category list of at most 8 items', () => {
    const products = Array.from({ length: 10 }, (_, index) => ({
      id: `P-${index}`,
      name: `P ${index}`,
    }));
    const page = start({ pageType: 'category', list: { name: 'Sofas', products } });
    const list = page.find('view_item_list')[0];
    expect(page.items(list)).toHaveLength(8);
    expect(list?.['ecommerce']).toMatchObject({
      item_list_id: 'category',
      item_list_name: 'Sofas',
    });
  });

  it('sends 3 items of the search results the results page settled on', () => {
    const page = start({});
    emit('search-results-changed', {
      type: 'products',
      query: 'sofa',
      facets: {},
      nbHits: 40,
      hits: Array.from({ length: 5 }, (_, index) => ({
        objectID: `H${index}`,
        title: `Hit ${index}`,
        price: 10,
      })),
    });
    const list = page.find('view_item_list')[0];
    expect(page.items(list).map((item) => item['item_id'])).toEqual(['H0', 'H1', 'H2']);
    expect(list?.['ecommerce']).toMatchObject({ item_list_id: 'search', item_list_name: 'sofa' });
  });

  it('sends the purchase of the complete page once per order, even after a reload', () => {
    const local = memoryStore();
    const order = {
      transaction_id: '1001',
      tax: 80,
      shipping: 0,
      items: [{ ...sofa, quantity: 1 }],
    };
    const first = start({ order }, local);
    expect(first.find('purchase')).toHaveLength(1);
    expect(first.find('purchase')[0]?.['ecommerce']).toMatchObject({
      transaction_id: '1001',
      value: 1000,
      tax: 80,
    });
    const reload = start({ order }, local);
    expect(reload.find('purchase')).toHaveLength(0);
    expect(
      start({ order: { ...order, transaction_id: '1002' } }, local).find('purchase'),
    ).toHaveLength(1);
  });

  it('counts a newsletter sign-up as a lead worth 35 and an emailed cart with its recipients', () => {
    const page = start({ cart: [sofa] });
    emit('newsletter-subscribed', { popupId: 'spring', kind: 'newsletter', list: 'L1' });
    expect(page.find('generate_lead')[0]).toMatchObject({ value: 35, currency: 'USD' });
    emit('email-cart-sent', { recipients: 3, subscribe: true });
    expect(page.find('email_cart')[0]).toMatchObject({ email_count: 3, subscribe: true });
    expect(page.items(page.find('email_cart')[0])).toHaveLength(1);
  });

  it('drops a malformed entity with one warning and keeps the valid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = start({
      pageType: 'cart',
      cart: [{ id: '', name: 7 }, sofa],
      order: { tax: 'x' },
      list: 'Sofas',
    });
    expect(page.items(page.find('view_cart')[0])).toHaveLength(1);
    expect(page.find('purchase')).toHaveLength(0);
    expect(page.find('view_item_list')).toHaveLength(0);
    expect(warn.mock.calls.map(([line]) => String(line)).sort()).toEqual([
      expect.stringContaining('[rove] invalid tracking cart ignored'),
      expect.stringContaining('[rove] invalid tracking list ignored'),
      expect.stringContaining('[rove] invalid tracking order ignored'),
    ]);
  });

  it('hears the events emitted before it started, in order, after the page view', () => {
    const page = start({ products: [sofa] }, memoryStore(), [
      ['buybox-model-changed', { nid: 5, model: 'S-1-GRY', price: 1000, currency: 'USD' }],
      ['ready', { version: '1' }],
      ['cart-added', { nid: 5, model: 'S-1-GRY', qty: 2, count: 2 }],
    ]);
    expect(page.events().map((entry) => entry['event'])).toEqual([
      'page_view',
      'view_item',
      'add_to_cart',
    ]);
    expect(page.items(page.find('add_to_cart')[0])[0]).toMatchObject({
      item_id: 'S-1',
      quantity: 2,
    });
  });

  it('tracks a lookbook opened and a coupon applied or removed', () => {
    const page = start({});
    emit('lookbook-opened', { nid: 5, title: 'The Oslo Living Room' });
    emit('coupon-changed', { action: 'add', code: 'ROVE10', total: 900 });
    emit('coupon-changed', { action: 'remove', code: 'ROVE10', total: 1000 });
    expect(page.find('lookbook_open')).toEqual([
      { event: 'lookbook_open', lookbook: 'The Oslo Living Room' },
    ]);
    expect(page.find('coupon')).toEqual([
      { event: 'coupon', coupon_action: 'add', coupon: 'ROVE10', value: 900 },
      { event: 'coupon', coupon_action: 'remove', coupon: 'ROVE10', value: 1000 },
    ]);
  });

  it('tracks a country change, and no wishlist event for a refreshed count', () => {
    const page = start({});
    emit('country-changed', { from: 'US', to: 'UK' });
    emit('love-changed', { count: 4 });
    expect(page.find('change_country')).toEqual([
      { event: 'change_country', country_from: 'US', country_to: 'UK' },
    ]);
    expect(page.find('add_to_wishlist')).toEqual([]);
    expect(page.find('remove_from_wishlist')).toEqual([]);
  });
});
