import { describe, expect, it } from 'vitest';
import { diffCart } from './cart-diff';

const sofa = { id: 'S', name: 'Sofa', price: 100 };
const rug = { id: 'R', name: 'Rug', price: 50 };

describe('diffCart', () => {
  it.each([
    ['nothing changed', [{ ...sofa, quantity: 1 }], [{ ...sofa, quantity: 1 }], [], []],
    [
      'a line removed',
      [{ ...sofa, quantity: 2 }, rug],
      [{ ...sofa, quantity: 2 }],
      [],
      [{ ...rug, quantity: 1 }],
    ],
    [
      'a quantity raised',
      [{ ...sofa, quantity: 1 }],
      [{ ...sofa, quantity: 3 }],
      [{ ...sofa, quantity: 2 }],
      [],
    ],
    [
      'a quantity lowered',
      [{ ...sofa, quantity: 3 }],
      [{ ...sofa, quantity: 1 }],
      [],
      [{ ...sofa, quantity: 2 }],
    ],
    ['a new line', [], [rug], [{ ...rug, quantity: 1 }], []],
    [
      'another variant of the same product',
      [{ ...sofa, variant: 'GRY' }],
      [{ ...sofa, variant: 'BLU' }],
      [{ ...sofa, variant: 'BLU', quantity: 1 }],
      [{ ...sofa, variant: 'GRY', quantity: 1 }],
    ],
  ])('%s', (_, before, after, added, removed) => {
    expect(diffCart(before, after)).toEqual({ added, removed });
  });
});
