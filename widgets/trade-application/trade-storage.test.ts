import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../core/storage/key-value';
import { EMPTY_VALUES } from '../../core/validate/trade/fields';
import { TRADE_STORAGE_KEY, clearTrade, loadTrade, readValues, saveTrade } from './trade-storage';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

describe('trade storage', () => {
  it('round-trips what was typed, with uploads by reference', () => {
    const store = memory();
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
    const store = memory();
    store.set(TRADE_STORAGE_KEY, '{not json');
    expect(loadTrade(store)).toBeNull();
    store.set(TRADE_STORAGE_KEY, JSON.stringify({ values: null, step: 99 }));
    expect(loadTrade(store)).toEqual({ values: EMPTY_VALUES, step: 3, completed: 0 });
  });
});
