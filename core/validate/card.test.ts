import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  cardDigits,
  CVV_MAX_LENGTH,
  detectCardType,
  validateCardCvv,
  validateCardExpiry,
  validateCardForm,
  validateCardNumber,
  validateCardOwner,
  type CardType,
} from './card';

const INVALID = { ok: false, message: 'Invalid' };
const VALID = { ok: true };

describe('detectCardType (spec/checkout.md §5 prefixes)', () => {
  it.each<[string, CardType]>([
    ['340000000000009', 'amex'],
    ['378282246310005', 'amex'],
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['6011111111111117', 'unknown'],
    ['35', 'unknown'],
    ['', 'unknown'],
    ['4242 4242 4242 4242', 'visa'],
  ])('%j → %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });
});

describe('limits', () => {
  it('match spec/checkout.md §5', () => {
    expect(CARD_NUMBER_LENGTH).toEqual({ amex: 15, visa: 16, mastercard: 16 });
    expect(CARD_NUMBER_MAX_LENGTH).toBe(16);
    expect(CVV_MAX_LENGTH).toBe(4);
  });
});

describe('validateCardNumber', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['2223003122003222', true],
    ['424242424242424', false], // visa needs 16
    ['37828224631000', false], // amex needs 15
    ['3782822463100050', false],
    ['4242424242424241', false], // fails Luhn
    ['6011111111111117', false], // unknown brand
    ['4242x24242424242', false],
    ['', false],
  ])('%j → valid %s', (number, ok) => {
    expect(validateCardNumber(number)).toEqual(ok ? VALID : INVALID);
  });

  it('can leave Luhn out, as the legacy form did', () => {
    expect(validateCardNumber('4242424242424241', { luhn: false })).toEqual(VALID);
  });

  it('cardDigits drops group separators only', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242.4242')).toBe('4242.4242');
  });
});

describe('validateCardCvv', () => {
  it.each<[string, CardType, boolean]>([
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['123', 'mastercard', true],
    ['12a', 'mastercard', false],
    ['', 'visa', false],
    ['9', 'unknown', true],
    ['', 'unknown', false],
  ])('%j for %s → valid %s', (cvv, type, ok) => {
    expect(validateCardCvv(cvv, type)).toEqual(ok ? VALID : INVALID);
  });
});

describe('validateCardOwner', () => {
  it.each<[string, boolean]>([
    ['Ana Lee', true],
    ['이지은', true],
    ['R2D2', true],
    ['4242', false],
    ['4242424242424242', false],
    ['', false],
    ['  ', false],
  ])('%j → valid %s', (name, ok) => {
    expect(validateCardOwner(name)).toEqual(ok ? VALID : INVALID);
  });
});

describe('validateCardExpiry', () => {
  const today = new Date(2026, 4, 15); // 15 May 2026

  it.each<[string | number, string | number, boolean]>([
    ['05', '2026', true], // valid through the current month
    ['5', '2026', true],
    ['06', '2026', true],
    ['04', '2026', false],
    ['12', '2025', false],
    ['01', '2027', true],
    [1, 2030, true],
    ['12', '30', true], // 2-digit year means 20YY
    ['04', '26', false],
    ['13', '2027', false],
    ['00', '2027', false],
    ['ab', '2027', false],
    ['05', 'abcd', false],
    ['05', '', false],
    ['05', '202', false],
    ['', '2027', false],
  ])('month %j, year %j → valid %s', (month, year, ok) => {
    expect(validateCardExpiry(month, year, today)).toEqual(ok ? VALID : INVALID);
  });
});

describe('validateCardForm', () => {
  const today = new Date(2026, 4, 15);

  it('passes a complete valid card', () => {
    const result = validateCardForm(
      { owner: 'Ana Lee', number: '378282246310005', month: '12', year: '2030', cvv: '1234' },
      today,
    );
    expect(result.ok).toBe(true);
  });

  it('flags every invalid field at once and checks the cvv against the brand', () => {
    const result = validateCardForm(
      { owner: '123', number: '378282246310005', month: '01', year: '2020', cvv: '123' },
      today,
    );
    expect(result.ok).toBe(false);
    expect(result.fields).toEqual({ owner: INVALID, number: VALID, expiry: INVALID, cvv: INVALID });
  });
});

describe('card number property', () => {
  it('any visa-prefixed 16-digit number with the right check digit is valid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }),
        (body) => {
          const partial = `4${body.join('')}`;
          for (let check = 0; check <= 9; check += 1) {
            const candidate = `${partial}${check}`;
            if (validateCardNumber(candidate).ok) return true;
          }
          return false;
        },
      ),
    );
  });
});
