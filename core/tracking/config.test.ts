import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log';
import { readTrackingSettings } from './config';

afterEach(resetLogOnce);

const defaults = {
  brand: 'Rove',
  excludedIds: [],
  consent: 'granted',
  pageType: 'other',
  user: null,
  commands: [],
};

describe('readTrackingSettings', () => {
  it('defaults when absent', () => {
    expect(readTrackingSettings({})).toEqual(defaults);
  });

  it('reads every key', () => {
    const tracking = {
      brand: 'Maison',
      excludedIds: ['FEE', 'PROT'],
      consent: 'pending',
      pageType: 'product',
      user: { created: 1700000000, orders: 3 },
      commands: [{ type: 'quote', total: 1 }, 'junk'],
    };
    expect(readTrackingSettings({ tracking })).toEqual(tracking);
  });

  it.each([['not an object'], [{ consent: 'maybe' }], [{ excludedIds: 'FEE' }], [{ brand: ' ' }]])(
    'falls back to the defaults and warns once for %j',
    (tracking) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(readTrackingSettings({ tracking })).toEqual(defaults);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[rove\] invalid tracking settings ignored: /);
    },
  );
});
