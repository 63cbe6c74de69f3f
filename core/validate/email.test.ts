import { describe, expect, it } from 'vitest';
import { validateCheckoutEmail } from './checkout-email';
import { isValidEmail } from './email';
import { validateLoveEmail } from './love-email';
import { validatePasswordResetEmail, validatePrechatEmail } from './form-emails';

describe('isValidEmail', () => {
  it.each<[string, boolean, boolean]>([
    // [value, checkout rule (TLD 2–4), shared rule (TLD 2–6)]
    ['ana@rove.shop', true, true],
    ['ana.lee+sofa@mail.rove.co.uk', true, true],
    ['ANA@ROVE.COM', true, true],
    ['  ana@rove.com  ', true, true],
    ['ana@rove.ca', true, true],
    ['ana@rove.design', false, true],
    ['ana@rove.museum', false, true],
    ['ana@rove.travelers', false, false],
    ['ana@rove.c', false, false],
    ['ana@rove', false, false],
    ['ana@', false, false],
    ['@rove.com', false, false],
    ['ana', false, false],
    ['', false, false],
    ['ana lee@rove.com', false, false],
    ['ana..lee@rove.com', false, false],
    ['.ana@rove.com', false, false],
    ['ana@-rove.com', false, false],
    ['ana@rove-.com', false, false],
    ['ana@rove..com', false, false],
    ['ana@rove.c0m', false, false],
    ['ana@@rove.com', false, false],
    ['<script>@rove.com', false, false],
  ])('%j → checkout %s, shared %s', (value, checkout, shared) => {
    expect(isValidEmail(value, 'checkout')).toBe(checkout);
    expect(isValidEmail(value, 'shared')).toBe(shared);
    expect(isValidEmail(value)).toBe(shared);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(
      isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(70)}.com`),
    ).toBe(false);
  });

  it('stays fast on long hostile input', () => {
    const started = performance.now();
    isValidEmail(`${'a.'.repeat(120)}@${'a-'.repeat(60)}`);
    isValidEmail(`a@${'a.'.repeat(125)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('context validators and their seed messages', () => {
  it.each([
    [validateCheckoutEmail, 'ana@rove.design', 'Please enter a valid email address for this order'],
    [validateCheckoutEmail, '', 'Please enter a valid email address for this order'],
    [validateLoveEmail, 'ana@', 'Please enter a valid email address.'],
    [validatePasswordResetEmail, 'ana@', 'Enter a valid e-mail address'],
    [validatePrechatEmail, '', 'Please Enter a valid Email'],
  ])('%o(%j) → %j', (validate, value, message) => {
    expect(validate(value)).toEqual({ ok: false, message });
  });

  it.each([
    validateCheckoutEmail,
    validateLoveEmail,
    validatePasswordResetEmail,
    validatePrechatEmail,
  ])('%o accepts a valid address', (validate) => {
    expect(validate('ana@rove.com')).toEqual({ ok: true });
  });

  it('treats the love email as optional: blank records the love anonymously', () => {
    expect(validateLoveEmail('')).toEqual({ ok: true });
    expect(validateLoveEmail('   ')).toEqual({ ok: true });
  });
});
