import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPayAttemptGuard,
  IDEMPOTENCY_KEY_HEADER,
  type PayAttempt,
} from './pay-attempt.logic';

function keys(): () => string {
  let next = 0;
  return () => `key-${++next}`;
}

describe('createPayAttemptGuard', () => {
  it('lets one attempt run: a double click gets nothing', () => {
    const guard = createPayAttemptGuard(keys());
    const first = guard.begin();
    expect(first).toEqual({ key: 'key-1', number: 1 });
    expect(guard.begin()).toBeNull();
    expect(guard.state()).toBe('running');
  });

  it('gives a new key after a refusal, and reuses the key after an unknown outcome', () => {
    const guard = createPayAttemptGuard(keys());
    const first = guard.begin() as PayAttempt;
    guard.finish(first, 'failed');
    expect(guard.state()).toBe('idle');
    const second = guard.begin() as PayAttempt;
    expect(second).toEqual({ key: 'key-2', number: 2 });
    guard.finish(second, 'unknown');
    expect(guard.begin()).toEqual({ key: 'key-2', number: 3 });
  });

  it('never starts again once paid', () => {
    const guard = createPayAttemptGuard(keys());
    const attempt = guard.begin() as PayAttempt;
    guard.finish(attempt, 'paid');
    expect(guard.state()).toBe('paid');
    expect(guard.begin()).toBeNull();
  });

  it('ignores a stale finish', () => {
    const guard = createPayAttemptGuard(keys());
    const first = guard.begin() as PayAttempt;
    guard.finish(first, 'failed');
    const second = guard.begin() as PayAttempt;
    guard.finish(first, 'paid');
    expect(guard.state()).toBe('running');
    expect(guard.begin()).toBeNull();
    guard.finish(second, 'failed');
    expect(guard.state()).toBe('idle');
  });

  it('sends the key in the Idempotency-Key header', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
  });

  it('never has two attempts running, and a paid guard stays closed (property)', () => {
    type Step =
      { op: 'begin' } | { op: 'finish'; which: number; outcome: 'paid' | 'failed' | 'unknown' };
    const step = fc.oneof(
      fc.constant<Step>({ op: 'begin' }),
      fc.record({
        op: fc.constant('finish' as const),
        which: fc.nat(20),
        outcome: fc.constantFrom('paid' as const, 'failed' as const, 'unknown' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const guard = createPayAttemptGuard(keys());
        const issued: PayAttempt[] = [];
        let open = 0;
        let paid = false;
        for (const s of steps) {
          if (s.op === 'begin') {
            const attempt = guard.begin();
            if (attempt) {
              expect(open).toBe(0);
              expect(paid).toBe(false);
              issued.push(attempt);
              open = 1;
            }
          } else {
            const attempt = issued[s.which];
            if (!attempt) continue;
            const wasRunning = guard.state() === 'running' && attempt === issued[issued.length - 1];
            guard.finish(attempt, s.outcome);
            if (wasRunning) {
              open = 0;
              if (s.outcome === 'paid') paid = true;
            }
          }
          expect(guard.state()).toBe(paid ? 'paid' : open ? 'running' : 'idle');
        }
      }),
    );
  });
});
