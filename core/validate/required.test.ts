import { describe, expect, it } from 'vitest';
import { isMissingInput, validateRequiredInput } from './required';

describe('generic required check (spec/checkout.md §5)', () => {
  it.each<[string, boolean | undefined, boolean]>([
    ['', undefined, true],
    ['  ', undefined, true],
    ['0', undefined, false],
    ['0', true, true],
    ['ON', true, false],
    ['text', undefined, false],
  ])('%j (select %s) missing → %s', (value, select, missing) => {
    expect(isMissingInput(value, { select })).toBe(missing);
  });

  it("carries 'Please complete this field'", () => {
    expect(validateRequiredInput('')).toEqual({ ok: false, message: 'Please complete this field' });
    expect(validateRequiredInput('0', { select: true })).toEqual({
      ok: false,
      message: 'Please complete this field',
    });
    expect(validateRequiredInput('x')).toEqual({ ok: true });
  });
});
