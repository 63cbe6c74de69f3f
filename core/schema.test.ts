import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from './schema';
import {
  array,
  boolean,
  check,
  describeIssue,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
} from './schema';

describe('schema', () => {
  it.each([
    [number(), 3, true],
    [number(), Number.NaN, false],
    [number(), Infinity, false],
    [number({ integer: true }), 2.5, false],
    [number({ min: 0, max: 1 }), 0.3, true],
    [number({ min: 0, max: 1 }), 3, false],
    [string(/^\//), '/x/', true],
    [string(/^\//), 'x', false],
    [boolean(), 'true', false],
    [oneOf(['rate', 'range'] as const), 'range', true],
    [oneOf(['rate', 'range'] as const), 'bogus', false],
    [nullable(number()), null, true],
    [array(number()), [1, 'a'], false],
    [record(boolean()), { a: true }, true],
    [record(boolean()), [], false],
  ])('%#: accepts or refuses', (schema, value, ok) => {
    expect(check(schema as Schema<unknown>, value).ok).toBe(ok);
  });

  it('fills a missing optional value with its fallback', () => {
    const schema = object({ count: optional(number(), 0) });
    expect(check(schema, {})).toEqual({ ok: true, value: { count: 0 } });
  });

  it('hands each value its own copy of an array or object fallback', () => {
    const schema = object({
      loved: optional(array(number()), []),
      seen: optional(record(number()), {}),
    });
    const first = check(schema, {});
    const second = check(schema, {});
    if (!first.ok || !second.ok) throw new Error('expected both to pass');
    first.value.loved.push(1203);
    first.value.seen['a'] = 1;
    expect(second.value).toEqual({ loved: [], seen: {} });
    expect(check(schema, {})).toEqual({ ok: true, value: { loved: [], seen: {} } });
  });

  it('says where, what was expected and what came', () => {
    const schema = object({ user: object({ loved: array(number({ integer: true, min: 1 })) }) });
    const result = check(schema, { user: { loved: [1, 'x'] } });
    expect(!result.ok && describeIssue(result.issue)).toBe(
      'user.loved.1: expected integer ≥ 1, got "x"',
    );
  });

  it('converts with map and tries union members in order', () => {
    const count = union(number({ integer: true }), map(string(/^\d+$/), Number));
    expect(check(count, '12')).toEqual({ ok: true, value: 12 });
    expect(check(count, 'twelve').ok).toBe(false);
  });

  it('never copies prototype keys from a record', () => {
    const result = check(record(number()), JSON.parse('{"__proto__": 1, "a": 2}'));
    expect(result.ok && Object.keys(result.value)).toEqual(['a']);
  });

  it('never throws, whatever it is given', () => {
    const schema = object({
      a: array(record(union(number(), string()))),
      b: optional(nullable(boolean()), null),
    });
    fc.assert(fc.property(fc.anything(), (value) => typeof check(schema, value).ok === 'boolean'));
  });
});
