// One payment at a time (issue 5: "a double click or Enter twice produces exactly one
// confirmation and one completion post"). The pay handler asks the guard for an attempt before
// doing anything; a second press while one runs gets null and does nothing. Each attempt carries
// an idempotency key that the hook sends with its requests (IDEMPOTENCY_KEY_HEADER), so that a
// request the network repeated is still one payment on the server.

/**
 * The header the idempotency key travels in.
 *
 * @example ky.post(path, { headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key } })
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** One pay attempt: its key and its sequence number (1 for the first). */
export interface PayAttempt {
  readonly key: string;
  readonly number: number;
}

/**
 * How an attempt ended.
 *
 * - `paid`: the payment went through; no attempt is ever allowed again on this checkout.
 * - `failed`: the provider answered with a refusal (declined card, validation error); the next
 *   attempt is a new payment with a new key.
 * - `unknown`: the outcome is unknown (network fault mid-request); the next attempt reuses the
 *   key so that the server can recognise the repeat instead of charging twice.
 */
export type PayAttemptOutcome = 'paid' | 'failed' | 'unknown';

/** The guard's state. */
export type PayGuardState = 'idle' | 'running' | 'paid';

/** Created by {@link createPayAttemptGuard}. */
export interface PayAttemptGuard {
  /** Starts an attempt, or returns null when one runs or the order is paid. */
  begin(): PayAttempt | null;
  /** Ends an attempt; a stale attempt (not the running one) is ignored. */
  finish(attempt: PayAttempt, outcome: PayAttemptOutcome): void;
  /** The guard's state, for the pay button. */
  state(): PayGuardState;
}

/**
 * A guard that lets exactly one pay attempt run at a time. The key generator is injected so
 * that tests are deterministic; in the browser pass `() => crypto.randomUUID()`.
 *
 * @example
 * const guard = createPayAttemptGuard(() => crypto.randomUUID());
 * const attempt = guard.begin(); // null on the second click
 * if (attempt) { try { await pay(attempt.key); guard.finish(attempt, 'paid'); } catch { guard.finish(attempt, 'failed'); } }
 */
export function createPayAttemptGuard(newKey: () => string): PayAttemptGuard {
  let running: PayAttempt | null = null;
  let paid = false;
  let reusableKey: string | null = null;
  let count = 0;
  return {
    begin() {
      if (paid || running) return null;
      count += 1;
      const key = reusableKey ?? newKey();
      reusableKey = null;
      running = { key, number: count };
      return running;
    },
    finish(attempt, outcome) {
      if (attempt !== running) return;
      running = null;
      if (outcome === 'paid') paid = true;
      else if (outcome === 'unknown') reusableKey = attempt.key;
    },
    state() {
      if (paid) return 'paid';
      return running ? 'running' : 'idle';
    },
  };
}
