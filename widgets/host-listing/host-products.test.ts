import { describe, expect, it } from 'vitest';
import { normaliseHostProduct, normaliseHostProducts, productCardQueries } from './host-products';

describe('normaliseHostProduct', () => {
  it('splits a "name - option" string', () => {
    expect(normaliseHostProduct('Sven Sofa - Charme Tan')).toEqual({
      name: 'Sven Sofa',
      option: 'Charme Tan',
    });
  });

  it('splits at the last separator, so a name may hold one', () => {
    expect(normaliseHostProduct('Sven - Charme Sofa - Tan')).toEqual({
      name: 'Sven - Charme Sofa',
      option: 'Tan',
    });
  });

  it('takes a string without a separator as the name', () => {
    expect(normaliseHostProduct('  Oak Table ')).toEqual({ name: 'Oak Table', option: '' });
  });

  it('keeps the object form with its image', () => {
    expect(normaliseHostProduct({ name: 'Oak Table', image: '/t.svg', option: 'Walnut' })).toEqual({
      name: 'Oak Table',
      option: 'Walnut',
      image: '/t.svg',
    });
    expect(normaliseHostProduct({ name: 'Lamp' })).toEqual({ name: 'Lamp', option: '' });
  });

  it('drops products without a name', () => {
    expect(normaliseHostProduct(' - Blue')).toBeUndefined();
    expect(normaliseHostProduct({ name: ' ', option: 'x' })).toBeUndefined();
    expect(normaliseHostProducts(['', 'A - b', { name: 'C' }])).toEqual([
      { name: 'A', option: 'b' },
      { name: 'C', option: '' },
    ]);
  });
});

describe('productCardQueries', () => {
  it('asks for 1 hit per product with the visitor country filter', () => {
    expect(
      productCardQueries(
        [
          { name: 'Sven Sofa', option: 'Tan' },
          { name: 'Oak Table', option: '' },
        ],
        'KR',
      ),
    ).toEqual([
      { index: 'products', query: 'Sven Sofa', hitsPerPage: 1, numericFilters: ['kr_hide=0'] },
      { index: 'products', query: 'Oak Table', hitsPerPage: 1, numericFilters: ['kr_hide=0'] },
    ]);
  });
});
