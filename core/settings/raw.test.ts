import { describe, expect, it } from 'vitest';
import { isWidgetDisabled } from './raw';
import { isPlainObject, safeCopy } from './plain-object';

describe('isWidgetDisabled', () => {
  it.each([
    [{ widgets: { 'rove-love': false } }, true],
    [{ widgets: { 'rove-love': true } }, false],
    [{ widgets: { 'rove-love': 0 } }, false],
    [{ widgets: [] }, false],
    [{}, false],
  ])('%j → %s', (values, expected) => {
    expect(isWidgetDisabled(values, 'rove-love')).toBe(expected);
  });
});

describe('isPlainObject / safeCopy', () => {
  it.each([
    [{}, true],
    [Object.create(null), true],
    [[], false],
    [null, false],
    ['x', false],
    [new Date(), false],
  ])('%o → %s', (value, expected) => expect(isPlainObject(value)).toBe(expected));

  it('drops prototype keys', () => {
    const copy = safeCopy(
      JSON.parse('{"__proto__":{"x":1},"prototype":1,"a":2}') as Record<string, unknown>,
    );
    expect(Object.keys(copy)).toEqual(['a']);
  });
});
