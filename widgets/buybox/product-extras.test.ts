// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { OUTDOOR_COVER } from './fixtures';
import { readProductExtras } from './product-extras';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  resetLogOnce();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('readProductExtras', () => {
  it('reads every optional setting when well formed', () => {
    const extras = readProductExtras(
      {
        product_imgs: { template: 'x', data: { '101': ['/img/101.svg', '/img/101b.svg'] } },
        sales_data: { sell_price: 1799, amt: 1799, currency: 'USD', available: 1 },
        final_sale_models: ['RC1-A'],
        outdoor_cover: OUTDOOR_COVER,
        product_title: ' Demo Sofa ',
      },
      'USD',
    );
    expect(extras.swatchImages.get(101)).toBe(`${location.origin}/img/101.svg`);
    expect(extras.salesData).toEqual({
      sell_price: 1799,
      amt: 1799,
      currency: 'USD',
      available: true,
    });
    expect([...extras.finalSaleModels]).toEqual(['RC1-A']);
    expect(extras.outdoorCover).toEqual({
      ...OUTDOOR_COVER,
      image: `${location.origin}/images/product/1011.svg`,
      url: `${location.origin}/product/outdoor-lounge-chair-cover`,
    });
    expect(extras.title).toBe('Demo Sofa');
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats missing settings as absent, silently', () => {
    const extras = readProductExtras({}, 'USD');
    expect(extras.swatchImages.size).toBe(0);
    expect(extras.salesData).toBeNull();
    expect(extras.finalSaleModels.size).toBe(0);
    expect(extras.outdoorCover).toBeNull();
    expect(extras.title).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops each malformed setting on its own, logging it once with [rove]', () => {
    const raw = {
      sales_data: { sell_price: 'cheap', currency: 'USD', available: true },
      final_sale_models: 'RC1-A',
      outdoor_cover: { ...OUTDOOR_COVER, price: -1 },
      product_imgs: { data: { '101': '/not-a-list.svg' } },
    };
    const extras = readProductExtras(raw, 'USD');
    readProductExtras(raw, 'USD');
    expect(extras.salesData).toBeNull();
    expect(extras.finalSaleModels.size).toBe(0);
    expect(extras.outdoorCover).toBeNull();
    expect(extras.swatchImages.size).toBe(0);
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      '[rove] settings.outdoor_cover ignored: price: expected number ≥ 0, got -1',
    );
    for (const line of lines) expect(line).toMatch(/^\[rove\] settings\.\w+ ignored: /);
  });

  it('ignores sales_data in another currency than the page’s', () => {
    const extras = readProductExtras(
      { sales_data: { sell_price: 1799, amt: 1799, currency: 'CAD', available: true } },
      'USD',
    );
    expect(extras.salesData).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "[rove] settings.sales_data ignored: currency CAD is not the page's USD",
    );
  });

  it('refuses a cover linking off the site, and swatch images that are not http(s)', () => {
    const extras = readProductExtras(
      {
        outdoor_cover: { ...OUTDOOR_COVER, url: 'https://evil.example/cover' },
        product_imgs: {
          data: { '101': ['javascript:alert(1)'], '102': ['https://cdn.example/102.jpg'] },
        },
      },
      'USD',
    );
    expect(extras.outdoorCover).toBeNull();
    expect([...extras.swatchImages]).toEqual([[102, 'https://cdn.example/102.jpg']]);
  });
});
