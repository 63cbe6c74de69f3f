import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, validateMessage } from './message';

describe('validateMessage (spec/checkout.md §5: at most 5000 characters)', () => {
  it('has maximum 5000', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
  });

  it.each<[string, string, boolean]>([
    ['empty', '', true],
    ['short', 'Hello', true],
    ['exactly 5000', 'x'.repeat(5000), true],
    ['5000 emoji (10000 UTF-16 units)', '😀'.repeat(5000), true],
    ['5001', 'x'.repeat(5001), false],
  ])('%s → valid %s', (_name, value, ok) => {
    expect(validateMessage(value)).toEqual(
      ok ? { ok: true } : { ok: false, message: 'Please enter no more than 5000 characters.' },
    );
  });
});
