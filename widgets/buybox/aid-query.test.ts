import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAidQuery, encodeAidQuery } from './aid-query';

describe('aid[] in the address', () => {
  it('writes the chosen option ids and keeps the other parameters', () => {
    expect(encodeAidQuery('?as=member&aid[]=1', [103, 202])).toBe('?as=member&aid[]=103&aid[]=202');
    expect(encodeAidQuery('', [103])).toBe('?aid[]=103');
    expect(encodeAidQuery('?aid[]=103', [])).toBe('');
  });

  it('reads encoded and plain brackets and drops values that are not ids', () => {
    expect(decodeAidQuery('?aid[]=103&aid%5B%5D=202&aid[]=x&aid[]=-4&aid[]=0&as=member')).toEqual([
      103, 202,
    ]);
  });

  it('round-trips any list of ids with any other parameters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 8 })),
        (oids, other) => {
          const start = `?${new URLSearchParams(other).toString()}`;
          const encoded = encodeAidQuery(start, oids);
          expect(decodeAidQuery(encoded)).toEqual(oids);
          const kept = new URLSearchParams(encoded);
          for (const [key, value] of Object.entries(other)) expect(kept.get(key)).toBe(value);
        },
      ),
    );
  });
});
