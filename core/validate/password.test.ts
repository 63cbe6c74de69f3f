import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, validatePassword, validatePasswordMatch } from './password';

describe('validatePassword (spec/checkout.md §5: length greater than 4)', () => {
  it('has minimum 5', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(5);
  });

  it.each<[string, string | null]>([
    ['abcde', null],
    ['     ', null], // spaces are password characters
    ['pässw', null],
    ['abcd', 'Please enter at least 5 characters.'],
    ['😀😀😀😀', 'Please enter at least 5 characters.'], // 4 characters, 8 UTF-16 units
    ['', 'Required'],
  ])('%j → %s', (value, message) => {
    expect(validatePassword(value)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });
});

describe('validatePasswordMatch', () => {
  it.each<[string, string, boolean]>([
    ['secret1', 'secret1', true],
    ['secret1', 'secret2', false],
    ['secret1', 'secret1 ', false],
  ])('%j vs %j → %s', (password, confirmation, ok) => {
    expect(validatePasswordMatch(password, confirmation)).toEqual(
      ok ? { ok: true } : { ok: false, message: 'The passwords do not match.' },
    );
  });
});
