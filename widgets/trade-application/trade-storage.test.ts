import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from '../../core/validate/trade/fields';
import { TRADE_STORAGE_KEY, clearTrade, loadTrade, readValues, saveTrade } from './trade-storage';
import { memoryStore } from '../../tests/helpers/memory-store';

describe('trade storage', () => {
  it('round-trips what was typed, with uploads by reference', () => {
    const store = memoryStore();
    const values = {
      ...EMPTY_VALUES,
      firstName: 'Ana',
      serviceRegions: ['NY'],
      licenceFile: { id: 'u-1', name: 'l.pdf', size: 3 },
    };
    saveTrade({ values, step: 2, completed: 2 }, store);
    expect(loadTrade(store)).toEqual({ values, step: 2, completed: 2 });
    clearTrade(store);
    expect(loadTrade(store)).toBeNull();
  });

  it('drops what has the wrong type or value', () => {
    expect(
      readValues({
        firstName: 3,
        agree: 'yes',
        country: 'FR',
        serviceRegions: ['NY', 4],
        licenceFile: { id: '../x' },
      }),
    ).toEqual({ ...EMPTY_VALUES, serviceRegions: ['NY'] });
  });

  it('survives garbage', () => {
    const store = memoryStore();
    store.set(TRADE_STORAGE_KEY, '{not json');
    expect(loadTrade(store)).toBeNull();
    store.set(TRADE_STORAGE_KEY, JSON.stringify({ values: null, step: 99 }));
    expect(loadTrade(store)).toEqual({ values: EMPTY_VALUES, step: 3, completed: 0 });
  });
});
