import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log';
import { pushToDataLayer, type DataLayerHost } from './data-layer';

afterEach(resetLogOnce);

describe('pushToDataLayer', () => {
  it('creates the array when missing', () => {
    const win: DataLayerHost = {};
    expect(pushToDataLayer(win, { event: 'search', search_term: 'sofa' })).toBe(true);
    expect(win.dataLayer).toEqual([{ event: 'search', search_term: 'sofa' }]);
  });

  it('clears the previous ecommerce object before an ecommerce event', () => {
    const win: DataLayerHost = { dataLayer: [{ event: 'gtm.js' }] };
    pushToDataLayer(win, { event: 'view_item', ecommerce: { items: [] } });
    expect(win.dataLayer).toEqual([
      { event: 'gtm.js' },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { items: [] } },
    ]);
  });

  it("uses a tag manager's replaced push", () => {
    const push = vi.fn();
    pushToDataLayer({ dataLayer: { push } }, { event: 'login' });
    expect(push).toHaveBeenCalledWith({ event: 'login' });
  });

  it.each([
    ['not an array', { dataLayer: 'oops' } as DataLayerHost],
    [
      'a throwing push',
      {
        dataLayer: {
          push: () => {
            throw new Error('tag');
          },
        },
      } as DataLayerHost,
    ],
    ['a frozen window', Object.freeze({}) as DataLayerHost],
  ])('never throws: %s', (_, win) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(pushToDataLayer(win, { event: 'login' })).toBe(false);
    expect(warn.mock.calls.length + error.mock.calls.length).toBe(1);
    expect(String((warn.mock.calls[0] ?? error.mock.calls[0])?.[0])).toMatch(/^\[rove\] /);
  });
});
