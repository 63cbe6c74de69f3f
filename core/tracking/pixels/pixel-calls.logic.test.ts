/**
 * Each ad network's standard event for the tracked events, built from the real event builders
 * (core/tracking/events.ts) so the ids, the 'C-' prefix and the excluded ids are the ones the
 * page sends.
 */
import { describe, expect, it } from 'vitest';
import {
  addPaymentInfo,
  addToCart,
  beginCheckout,
  newsletterSignup,
  pageView,
  purchase,
  search,
  viewItem,
  wishlist,
  type EventContext,
} from '../events';
import { pixelCalls } from './pixel-calls.logic';

const us: EventContext = {
  country: 'US',
  currency: 'USD',
  brand: 'Rove',
  excludedIds: ['GIFTCARD'],
};
const ca: EventContext = { ...us, country: 'CA', currency: 'CAD' };
const sofa = { id: 'S-1', name: 'Sofa', price: 999, quantity: 2, category: 'Shop/Sofas' };
const card = { id: 'GIFTCARD', name: 'Gift card', price: 100 };
const meta = { id: '1234567' };

describe('pixelCalls', () => {
  it('gives Meta its standard events with content ids, value and currency', () => {
    expect(pixelCalls('meta', viewItem(sofa, us), meta)).toEqual([
      [
        'track',
        'ViewContent',
        {
          content_ids: ['S-1'],
          content_type: 'product',
          contents: [{ id: 'S-1', quantity: 2, item_price: 999 }],
          value: 1998,
          currency: 'USD',
        },
      ],
    ]);
    const names = [
      addToCart([sofa], us),
      beginCheckout([sofa], us),
      addPaymentInfo([sofa], us),
      wishlist(true, sofa, us),
      search('sofa'),
      newsletterSignup('USD'),
    ].map((event) => pixelCalls('meta', event, meta)[0]?.[1]);
    expect(names).toEqual([
      'AddToCart',
      'InitiateCheckout',
      'AddPaymentInfo',
      'AddToWishlist',
      'Search',
      'Lead',
    ]);
    expect(pixelCalls('meta', search('sofa'), meta)[0]?.[2]).toEqual({ search_string: 'sofa' });
    // num_items belongs to InitiateCheckout alone (Meta's reference).
    expect(pixelCalls('meta', beginCheckout([sofa], us), meta)[0]?.[2]).toMatchObject({
      num_items: 2,
    });
    expect(pixelCalls('meta', newsletterSignup('USD'), meta)[0]?.[2]).toEqual({
      value: 35,
      currency: 'USD',
    });
  });

  it('prefixes the ids outside the US and leaves the excluded ids out of items and value', () => {
    const [call] = pixelCalls('tiktok', purchase({ transaction_id: '1001' }, [sofa, card], ca), {
      id: 'CABC1234567',
    });
    expect(call).toEqual([
      'track',
      'Purchase',
      {
        content_type: 'product',
        content_ids: ['C-S-1'],
        contents: [
          {
            content_id: 'C-S-1',
            content_type: 'product',
            content_name: 'Sofa',
            quantity: 2,
            price: 999,
            content_category: 'Shop',
            brand: 'Rove',
          },
        ],
        value: 1998,
        currency: 'CAD',
      },
      { event_id: '1001' },
    ]);
  });

  it('deduplicates a purchase by its order id with every vendor', () => {
    const order = purchase({ transaction_id: 'R-77' }, [sofa], us);
    expect(pixelCalls('meta', order, meta)[0]?.[3]).toEqual({ eventID: 'R-77' });
    expect(pixelCalls('pinterest', order, { id: '26120' })[0]?.[2]).toMatchObject({
      order_id: 'R-77',
      event_id: 'R-77',
      order_quantity: 2,
      line_items: [
        {
          product_id: 'S-1',
          product_name: 'Sofa',
          product_quantity: 2,
          product_price: 999,
          product_category: 'Shop',
          product_brand: 'Rove',
        },
      ],
    });
    expect(
      pixelCalls('googleAds', order, {
        id: 'AW-12345',
        conversions: { purchase: 'AW-12345/abc' },
      }),
    ).toEqual([
      [
        'event',
        'purchase',
        {
          send_to: 'AW-12345',
          value: 1998,
          currency: 'USD',
          items: [{ id: 'S-1', google_business_vertical: 'retail' }],
        },
      ],
      [
        'event',
        'conversion',
        { send_to: 'AW-12345/abc', value: 1998, currency: 'USD', transaction_id: 'R-77' },
      ],
    ]);
  });

  it('gives each network the id its catalogue is keyed by: Google its Merchant Center id', () => {
    const chair = { ...sofa, id: 'C-7', id_google: 'C-7-OAK', fsku: 'F-7', parent: 'C' };
    const event = addToCart([chair], ca);
    const [metaCall] = pixelCalls('meta', event, meta);
    expect(metaCall?.[2]).toMatchObject({ content_ids: ['C-C-7'], contents: [{ id: 'C-C-7' }] });
    expect(pixelCalls('tiktok', event, { id: 'T' })[0]?.[2]).toMatchObject({
      contents: [{ content_id: 'C-C-7' }],
    });
    expect(pixelCalls('pinterest', event, { id: 'P' })[0]?.[2]).toMatchObject({
      line_items: [{ product_id: 'C-C-7' }],
    });
    expect(pixelCalls('googleAds', event, { id: 'AW-1' })[0]?.[2]).toMatchObject({
      items: [{ id: 'C-7-OAK', google_business_vertical: 'retail' }],
    });
    // Without one, Google gets the ad id like the others.
    expect(pixelCalls('googleAds', addToCart([sofa], ca), { id: 'AW-1' })[0]?.[2]).toMatchObject({
      items: [{ id: 'C-S-1' }],
    });
  });

  it('gives TikTok the search term under both names its pages use', () => {
    expect(pixelCalls('tiktok', search('rug'), { id: 'T' })).toEqual([
      ['track', 'Search', { search_string: 'rug', query: 'rug' }],
    ]);
  });

  it('sends Pinterest only the events its tag has', () => {
    const pinterest = { id: '26120' };
    expect(pixelCalls('pinterest', search('rug'), pinterest)).toEqual([
      ['track', 'search', { search_query: 'rug' }],
    ]);
    expect(pixelCalls('pinterest', newsletterSignup('USD'), pinterest)).toEqual([
      ['track', 'lead', { lead_type: 'Newsletter' }],
    ]);
    expect(pixelCalls('pinterest', beginCheckout([sofa], us), pinterest)).toEqual([]);
    expect(pixelCalls('pinterest', wishlist(true, sofa, us), pinterest)).toEqual([]);
  });

  it('gives Google Ads a conversion only where the account has a label for the event', () => {
    const ads = { id: 'AW-12345', conversions: { generate_lead: 'AW-12345/lead' } };
    expect(pixelCalls('googleAds', newsletterSignup('CAD'), ads)).toEqual([
      ['event', 'conversion', { send_to: 'AW-12345/lead', value: 35, currency: 'CAD' }],
    ]);
    expect(pixelCalls('googleAds', addToCart([sofa], us), ads)).toHaveLength(1);
    expect(pixelCalls('googleAds', search('sofa'), ads)).toEqual([]);
  });

  it('ignores what no ad network hears (a page view, a removal)', () => {
    for (const vendor of ['meta', 'tiktok', 'pinterest', 'googleAds'] as const) {
      expect(pixelCalls(vendor, pageView('home', 'New'), { id: 'x' })).toEqual([]);
      expect(pixelCalls(vendor, wishlist(false, sofa, us), { id: 'x' })).toEqual([]);
    }
  });
});
