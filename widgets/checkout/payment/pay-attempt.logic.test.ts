import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPayAttemptGuard,
  IDEMPOTENCY_KEY_HEADER,
  requestSignature,
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
    expect(first).toMatchObject({ key: 'key-1', number: 1 });
    expect(guard.begin()).toBeNull();
    expect(guard.state()).toBe('running');
  });

  it('gives a new key after a refusal, and reuses the key after an unknown outcome', () => {
    const guard = createPayAttemptGuard(keys());
    const first = guard.begin() as PayAttempt;
    guard.finish(first, 'failed');
    expect(guard.state()).toBe('idle');
    const second = guard.begin() as PayAttempt;
    expect(second).toMatchObject({ key: 'key-2', number: 2 });
    guard.finish(second, 'unknown');
    expect(guard.begin()).toMatchObject({ key: 'key-2', number: 3 });
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

  // Stripe refuses a key reused with other parameters or on another endpoint
  // (docs/vendors/stripe.md "Idempotency"): one key per request, not per attempt.
  describe('keys per request', () => {
    const intent = requestSignature('/stripeAjax/42', { creditActive: false, amount: 899 });
    const complete = requestSignature('/uc_stripe/payment/complete/42', { amount: 899 });
    const declined = requestSignature('/uc_stripe/payment/declined/42', { response: 'no' });

    it('gives each endpoint of an attempt its own key, and a repeated request the same key', () => {
      const attempt = createPayAttemptGuard(keys()).begin() as PayAttempt;
      const keysSent = [attempt.keyFor(intent), attempt.keyFor(complete), attempt.keyFor(declined)];
      expect(new Set(keysSent).size).toBe(3);
      expect(keysSent).not.toContain(attempt.key);
      expect(attempt.keyFor(complete)).toBe(keysSent[1]);
    });

    it('gives the same endpoint with other parameters another key', () => {
      const attempt = createPayAttemptGuard(keys()).begin() as PayAttempt;
      const other = requestSignature('/stripeAjax/42', { creditActive: true, amount: 749 });
      expect(attempt.keyFor(other)).not.toBe(attempt.keyFor(intent));
    });

    it('keeps every request key after an unknown outcome, and drops them after a refusal', () => {
      const guard = createPayAttemptGuard(keys());
      const first = guard.begin() as PayAttempt;
      const sent = first.keyFor(intent);
      guard.finish(first, 'unknown');
      const retry = guard.begin() as PayAttempt;
      expect(retry.keyFor(intent)).toBe(sent);
      guard.finish(retry, 'failed');
      const fresh = guard.begin() as PayAttempt;
      expect(fresh.keyFor(intent)).not.toBe(sent);
    });

    it('signs a request by its path and its parameters', () => {
      expect(requestSignature('/a', { x: 1 })).toBe('/a {"x":1}');
      expect(requestSignature('/a', { x: 1 })).not.toBe(requestSignature('/b', { x: 1 }));
      expect(requestSignature('/a', { x: 1 })).not.toBe(requestSignature('/a', { x: 2 }));
    });
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
