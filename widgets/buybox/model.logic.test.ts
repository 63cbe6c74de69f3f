import { describe, expect, it } from 'vitest';
import { SOFA } from './fixtures';
import {
  buildGroups,
  defaultSelection,
  isInStock,
  modelKey,
  reselectVisible,
  resolveModel,
  selectionFromOids,
  visibleOids,
} from './model.logic';

const groups = buildGroups(SOFA);
const all = visibleOids(SOFA, SOFA.models_stock, { inStockOnly: false, satellite: false });

describe('option groups and models', () => {
  it('groups options by label in the models’ order, with price adjustments', () => {
    expect(groups.map((g) => [g.label, g.options.map((o) => o.name)])).toEqual([
      ['Fabric', ['Pebble Grey Velvet', 'Oat Linen']],
      ['Size', ['86" Standard', '96" Grand']],
      ['Leg Finish', ['Walnut']],
    ]);
    expect(groups[1]?.options[1]?.priceText).toBe('+$300');
  });

  it('names a model by its sorted option ids', () => {
    expect(modelKey([301, 103, 202])).toBe('103,202,301');
    expect(resolveModel(SOFA, groups, { 1: 102, 2: 202, 3: 301 }, all)).toBe('RC1-OTL-86-WAL');
  });

  it('gives no model for an incomplete selection or an unknown combination', () => {
    expect(resolveModel(SOFA, groups, { 1: 102, 2: 202 }, all)).toBeNull();
    const broken = { ...SOFA, oid_to_model: { '102,202,301': 'NOT-A-MODEL' } };
    expect(resolveModel(broken, groups, { 1: 102, 2: 202, 3: 301 }, all)).toBeNull();
  });

  it('keeps address ids of this product, one per group, and drops foreign ids', () => {
    expect(selectionFromOids(groups, [999, 103, 102, 203], all)).toEqual({ 1: 103, 2: 203 });
  });

  it('opens on the first model that is not hidden', () => {
    expect(defaultSelection(SOFA, groups, all)).toEqual({ 1: 103, 2: 202, 3: 301 });
    const firstHidden = {
      ...SOFA,
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL']!, h: true },
      },
    };
    expect(defaultSelection(firstHidden, groups, all)).toEqual({ 1: 102, 2: 202, 3: 301 });
  });
});

describe('in-stock-only filtering', () => {
  it('reads a model as in stock with units or pre-orders, never when hidden or disallowed', () => {
    const stock = SOFA.models_stock['RC1-OTL-86-WAL']!;
    expect(isInStock(stock, false)).toBe(true);
    expect(isInStock({ ...stock, s: 0, pr: 2 }, false)).toBe(true);
    expect(isInStock({ ...stock, d: true }, false)).toBe(false);
    expect(isInStock({ ...stock, h: true }, false)).toBe(false);
    expect(isInStock({ ...stock, s: 0, hs: 4 }, false)).toBe(false);
    expect(isInStock({ ...stock, s: 0, hs: 4 }, true)).toBe(true);
    expect(isInStock(undefined, false)).toBe(false);
  });

  it('hides options only found in models out of stock and re-selects the first visible one', () => {
    const stock = {
      ...SOFA.models_stock,
      'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL']!, s: 0, d: true },
      'RC1-PGV-96-WAL': { ...SOFA.models_stock['RC1-PGV-96-WAL']!, pr: 0 },
    };
    const visible = visibleOids(SOFA, stock, { inStockOnly: true, satellite: false });
    expect([...visible].sort()).toEqual([102, 202, 301]);
    expect(reselectVisible(groups, { 1: 103, 2: 203, 3: 301 }, visible)).toEqual({
      1: 102,
      2: 202,
      3: 301,
    });
  });

  it('counts a model valid only when all its options are visible', () => {
    const visible = new Set([102, 202, 301]);
    expect(resolveModel(SOFA, groups, { 1: 103, 2: 202, 3: 301 }, visible)).toBeNull();
    expect(resolveModel(SOFA, groups, { 1: 102, 2: 202, 3: 301 }, visible)).toBe('RC1-OTL-86-WAL');
  });

  it('never offers an option whose only models are hidden', () => {
    const onlyHidden = {
      ...SOFA,
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-96-WAL': { ...SOFA.models_stock['RC1-PGV-96-WAL']!, h: true },
      },
    };
    const visible = visibleOids(onlyHidden, onlyHidden.models_stock, {
      inStockOnly: false,
      satellite: false,
    });
    expect(visible.has(203)).toBe(false);
    expect(visible.has(202)).toBe(true);
  });
});
