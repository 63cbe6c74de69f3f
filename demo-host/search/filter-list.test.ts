// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFilterGroups } from './filter-list';

describe('readFilterGroups', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['colors:Blue', [['colors:Blue']]],
    [
      ['a:1', 'b:2'],
      [['a:1'], ['b:2']],
    ],
    [
      [['a:1', 'a:2'], 'b:2'],
      [['a:1', 'a:2'], ['b:2']],
    ],
    ['[["a:1","a:2"],"b:2"]', [['a:1', 'a:2'], ['b:2']]],
    ['(a:1,a:2),b:2', [['a:1', 'a:2'], ['b:2']]],
    ['usa_hide=0, price>10', [['usa_hide=0'], ['price>10']]],
  ])('%j → %j', (raw, groups) => {
    expect(readFilterGroups(raw, 'facetFilters')).toEqual({ ok: true, value: groups });
  });

  it.each([[42], [[1]], [[['a', ['b']]]], ['[oops'], ['(a:1,(b:2))'], ['(a:1']])(
    'refuses %j',
    (raw) => {
      expect(readFilterGroups(raw, 'facetFilters')).toMatchObject({
        ok: false,
        message: expect.stringContaining('facetFilters'),
      });
    },
  );
});
