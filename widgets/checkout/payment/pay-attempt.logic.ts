// One payment at a time (issue 5: "a double click or Enter twice produces exactly one
// confirmation and one completion post"). The pay handler asks the guard for an attempt before
// doing anything; a second press while one runs gets null and does nothing.
//
// Idempotency keys are per request, not per attempt (docs/vendors/stripe.md "Idempotency",
// docs/decisions/0054-stripe-keys-per-request-and-return.md): Stripe refuses a key reused with
// other parameters or on another endpoint, so the intent request, the completion post and the
// declined notice of one attempt each get their own key. A request sent again with the same
// path and body (a retry after an unknown outcome) gets the key it had, so the server can
// recognise the repeat instead of acting twice.

/**
 * The header an idempotency key travels in.
 *
 * @example post(path, { headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.keyFor(requestSignature(path, body)) } })
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** One pay attempt: its identity, its sequence number (1 for the first), its requests' keys. */
export interface PayAttempt {
  /** The attempt's own key: kept by the next attempt after an unknown outcome, as its keys are. */
  readonly key: string;
  readonly number: number;
  /**
   * The idempotency key of one request of this attempt ({@link requestSignature}): the same
   * request gets the same key, any other request (another path, other parameters) a new one.
   */
  keyFor(signature: string): string;
}

/**
 * How an attempt ended.
 *
 * - `paid`: the payment went through; no attempt is ever allowed again on this checkout.
 * - `failed`: the provider answered with a refusal (declined card, validation error); the next
 *   attempt is a new payment with new keys.
 * - `unknown`: the outcome is unknown (network fault mid-request); the next attempt reuses the
 *   keys so that the server can recognise a repeated request instead of acting twice.
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
 * What identifies a request for its idempotency key: its path and its parameters. Bodies are
 * built by the step with a fixed key order, so equal requests give equal signatures.
 *
 * @example requestSignature('/stripeAjax/42', { creditActive: false, amount: 899 }) // '/stripeAjax/42 {"creditActive":false,"amount":899}'
 */
export function requestSignature(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body ?? null)}`;
}

/** The keys of one attempt's lineage: carried over to the next attempt after an unknown outcome. */
interface Lineage {
  readonly key: string;
  readonly requests: Map<string, string>;
}

/**
 * A guard that lets exactly one pay attempt run at a time. The key generator is injected so
 * that tests are deterministic; in the browser pass `() => crypto.randomUUID()` (Stripe
 * suggests V4 UUIDs, docs/vendors/stripe.md).
 *
 * @example
 * const guard = createPayAttemptGuard(() => crypto.randomUUID());
 * const attempt = guard.begin(); // null on the second click
 * if (attempt) { const key = attempt.keyFor(requestSignature(path, body)); … guard.finish(attempt, 'paid'); }
 */
export function createPayAttemptGuard(newKey: () => string): PayAttemptGuard {
  let running: PayAttempt | null = null;
  let runningLineage: Lineage | null = null;
  let paid = false;
  let reusable: Lineage | null = null;
  let count = 0;
  return {
    begin() {
      if (paid || running) return null;
      count += 1;
      const lineage: Lineage = reusable ?? { key: newKey(), requests: new Map() };
      reusable = null;
      runningLineage = lineage;
      running = {
        key: lineage.key,
        number: count,
        keyFor(signature) {
          const known = lineage.requests.get(signature);
          if (known) return known;
          const key = newKey();
          lineage.requests.set(signature, key);
          return key;
        },
      };
      return running;
    },
    finish(attempt, outcome) {
      if (attempt !== running) return;
      running = null;
      if (outcome === 'paid') paid = true;
      else if (outcome === 'unknown') reusable = runningLineage;
      runningLineage = null;
    },
    state() {
      if (paid) return 'paid';
      return running ? 'running' : 'idle';
    },
  };
}
