import { describe, expect, it } from 'vitest';
import { listOptions, splitShown, swatchOptions } from './facet-options';

describe('swatchOptions', () => {
  it('lists the specification’s 13 colours in order, with counts once known', () => {
    const unknown = swatchOptions({}, {});
    expect(unknown.map((o) => o.value)).toEqual([
      'White',
      'Black',
      'Beige',
      'Brown',
      'Blue',
      'Orange',
      'Purple',
      'Gray',
      'Grey',
      'Red',
      'Pink',
      'Green',
      'Yellow',
    ]);
    expect(unknown.every((o) => o.count === undefined)).toBe(true);
    const known = swatchOptions({ colors: ['Blue'] }, { colors: { Blue: 4, Gray: 2 } });
    expect(known.find((o) => o.value === 'Blue')).toEqual({
      value: 'Blue',
      count: 4,
      selected: true,
    });
    expect(known.find((o) => o.value === 'Pink')?.count).toBe(0);
  });
});

describe('listOptions', () => {
  it('orders by products then name, and keeps a chosen value the counts lack', () => {
    const options = listOptions(
      'nice_names',
      { nice_names: ['Silk'] },
      { nice_names: { Wool: 2, Velvet: 5, Boucle: 2 } },
    );
    expect(options.map((o) => [o.value, o.count, o.selected])).toEqual([
      ['Velvet', 5, false],
      ['Boucle', 2, false],
      ['Wool', 2, false],
      ['Silk', 0, true],
    ]);
  });
});

describe('splitShown', () => {
  it('shows six and hides the rest behind More, but never a chosen one', () => {
    const options = 'ABCDEFGHI'
      .split('')
      .map((value) => ({ value, count: 1, selected: value === 'H' }));
    const { visible, rest } = splitShown(options);
    expect(visible.map((o) => o.value)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'H']);
    expect(rest.map((o) => o.value)).toEqual(['G', 'I']);
  });
});
