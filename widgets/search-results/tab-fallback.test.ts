import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_TYPES, type ResultType } from '../../core/search/constants';
import { fallbackTab, hasNoResults, type TypeCounts } from './tab-fallback';

const counts = (values: Partial<TypeCounts>): TypeCounts => ({
  products: 0,
  customer_photos: 0,
  reviews: 0,
  pages: 0,
  STL: 0,
  ...values,
});

describe('fallbackTab (spec/shell.md §4)', () => {
  it('keeps the chosen type when it has hits', () => {
    expect(fallbackTab('reviews', counts({ reviews: 1, products: 90 }))).toBe('reviews');
  });

  it('switches to the type with the most hits among the others', () => {
    expect(fallbackTab('reviews', counts({ products: 3, pages: 12, STL: 4 }))).toBe('pages');
    expect(fallbackTab('products', counts({ customer_photos: 2, STL: 5 }))).toBe('STL');
  });

  it('breaks a tie by tab order', () => {
    expect(fallbackTab('STL', counts({ reviews: 4, pages: 4, customer_photos: 4 }))).toBe(
      'customer_photos',
    );
  });

  it('stays when nothing has hits (the page then says nothing was found)', () => {
    expect(fallbackTab('pages', counts({}))).toBe('pages');
    expect(hasNoResults(counts({}))).toBe(true);
    expect(hasNoResults(counts({ STL: 1 }))).toBe(false);
  });

  it('always lands on a type with the most hits when the chosen one is empty (property)', () => {
    const type = fc.constantFrom<ResultType>(...RESULT_TYPES);
    const count = fc.nat({ max: 50 });
    fc.assert(
      fc.property(
        type,
        fc.record({
          products: count,
          customer_photos: count,
          reviews: count,
          pages: count,
          STL: count,
        }),
        (chosen, figures) => {
          const picked = fallbackTab(chosen, figures);
          if (figures[chosen] > 0) return picked === chosen;
          const best = Math.max(...RESULT_TYPES.map((t) => figures[t]));
          return best === 0 ? picked === chosen : figures[picked] === best;
        },
      ),
    );
  });
});
