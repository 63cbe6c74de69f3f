// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createColumns } from './columns';
import { compileRecordFilter } from './record-filter';
import type { SearchRecord } from './record-types';

const sofa: SearchRecord = {
  objectID: 'RC1-1',
  title: 'Sofa',
  url: '/product/sofa',
  language: 'und',
  usa_hide: 0,
  canada_hide: 1,
  colors: ['Blue', 'Gray'],
  nice_names: ['Velvet'],
  terms: ['-Sale'],
  prices: { final: { usd: 1299 } },
};

const columns = createColumns([sofa]);

function keeps(numeric: string[][], facet: string[][]): boolean {
  const filter = compileRecordFilter(numeric, facet, columns);
  if (!filter.ok) throw new Error(filter.message);
  return filter.value(0);
}

describe('compileRecordFilter', () => {
  it.each([
    [[['usa_hide=0']], true],
    [[['canada_hide=0']], false],
    [[['canada_hide=0', 'usa_hide=0']], true],
    [[['usa_hide=0'], ['canada_hide=0']], false],
    [[['prices.final.usd>1000']], true],
    [[['prices.final.usd<=1000']], false],
    [[['prices.final.usd:1000 TO 1299']], true],
    [[['usa_hide!=1']], true],
    // A record without the attribute fails a comparison, as in Algolia.
    [[['kr_hide=0']], false],
  ])('numeric %j → %s', (numeric, kept) => expect(keeps(numeric, [])).toBe(kept));

  it.each([
    [[['colors:Blue']], true],
    [[['colors:blue']], true],
    [[['"colors":"Gray"']], true],
    [[['colors:Red']], false],
    [[['colors:Red', 'colors:Gray']], true],
    [[['colors:Blue'], ['nice_names:Leather']], false],
    [[['colors:-Blue']], false],
    [[['colors:-Red']], true],
    [[['terms:\\-Sale']], true],
  ])('facet %j → %s', (facet, kept) => expect(keeps([], facet)).toBe(kept));

  it.each([['usa_hide'], ['usa_hide=='], ['usa_hide=zero'], ['= 0']])(
    'refuses numeric %j',
    (text) => {
      expect(compileRecordFilter([[text]], [], columns)).toMatchObject({ ok: false });
    },
  );

  it('refuses a facet filter without attribute:value', () => {
    expect(compileRecordFilter([], [['Blue']], columns)).toMatchObject({ ok: false });
  });
});
