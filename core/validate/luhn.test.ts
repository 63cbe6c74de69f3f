import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn';

describe('passesLuhn', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['79927398713', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['00', true],
    ['4242424242424241', false],
    ['79927398710', false],
    ['0', false],
    ['', false],
    ['4242a42424242424', false],
    ['١٢٣٤', false], // non-ASCII digits are not card digits
  ])('%j → %s', (value, expected) => {
    expect(passesLuhn(value)).toBe(expected);
  });

  // The property that makes Luhn useful: exactly one check digit completes any body, and
  // changing any single digit breaks it.
  const body = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 18 });

  it('has exactly one valid check digit for any body (property)', () => {
    fc.assert(
      fc.property(body, (digits) => {
        const passing = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((check) =>
          passesLuhn(`${digits.join('')}${check}`),
        );
        return passing.length === 1;
      }),
    );
  });

  it('detects every single-digit error (property)', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, delta) => {
        const check = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) =>
          passesLuhn(`${digits.join('')}${c}`),
        );
        const number = [...digits, check as number];
        const index = at % number.length;
        const changed = [...number];
        changed[index] = ((number[index] as number) + delta) % 10;
        return passesLuhn(number.join('')) && !passesLuhn(changed.join(''));
      }),
    );
  });
});
