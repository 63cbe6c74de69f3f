import { describe, expect, it } from 'vitest';
import { CONSENT_QUEUE_LIMIT, createConsentQueue } from './consent';

describe('createConsentQueue', () => {
  it('delivers at once when consent is already given', () => {
    const delivered: number[] = [];
    const queue = createConsentQueue(true, (n: number) => delivered.push(n));
    queue.push(1);
    queue.grant();
    queue.push(2);
    expect(delivered).toEqual([1, 2]);
  });

  it('holds until granted, then flushes in order, then delivers directly', () => {
    const delivered: number[] = [];
    const queue = createConsentQueue(false, (n: number) => delivered.push(n));
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(delivered).toEqual([]);
    queue.grant();
    expect(delivered).toEqual([1, 2, 3]);
    queue.push(4);
    queue.grant(); // a second grant replays nothing
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('keeps the newest events past the limit', () => {
    const delivered: number[] = [];
    const queue = createConsentQueue(false, (n: number) => delivered.push(n));
    for (let n = 0; n < CONSENT_QUEUE_LIMIT + 5; n += 1) queue.push(n);
    queue.grant();
    expect(delivered).toHaveLength(CONSENT_QUEUE_LIMIT);
    expect(delivered[0]).toBe(5);
    expect(delivered.at(-1)).toBe(CONSENT_QUEUE_LIMIT + 4);
  });

  it('holds again after a withdrawal, and flushes at the next grant', () => {
    const delivered: number[] = [];
    const queue = createConsentQueue(true, (n: number) => delivered.push(n));
    queue.push(1);
    queue.revoke();
    queue.push(2);
    queue.push(3);
    expect(delivered).toEqual([1]);
    queue.grant();
    expect(delivered).toEqual([1, 2, 3]);
  });
});
