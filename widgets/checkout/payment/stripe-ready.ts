import { logVendorProblem } from '../../../core/log';
import type { ProblemKind } from '../../../core/problem';
import { STRIPE_READY_TIMEOUT_MS } from './stripe.logic';
import type { LoadStripeLike, StripeLike } from './stripe-like';

// Stripe.js, ready or not: loadStripe's promise (docs/vendors/stripe.md "Readiness") raced
// against a deadline, and every way it can fail told once as a Stripe problem
// (core/log.ts logVendorProblem). The shopper keeps the card form's error message; the caller
// only learns that there is no Stripe.

type LoadKind = Exclude<ProblemKind, 'widget' | 'blocked-by-csp'>;

const MESSAGES: Readonly<Record<LoadKind, string>> = {
  'script-failed': 'Stripe.js could not be loaded from js.stripe.com',
  'not-ready': 'Stripe.js did not become ready',
  'call-failed': 'Stripe.js refused to start with the publishable key',
};

/** Imports the stripe chunk only when a card payment is about to be taken. */
async function defaultLoadStripe(key: string): Promise<StripeLike | null> {
  const { loadStripeLike } = await import('./stripe-loader');
  return loadStripeLike(key);
}

function kindOf(error: unknown): LoadKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'not-ready' || kind === 'call-failed' ? kind : 'script-failed';
}

/**
 * Logs a Stripe.js failure once per kind, for the retailer's monitoring: the kind's message
 * only (one console line; never shopper data).
 */
export function reportStripeLoad(kind: LoadKind): void {
  logVendorProblem({
    area: 'checkout',
    vendor: 'stripe',
    kind,
    level: 'error',
    message: MESSAGES[kind],
  });
}

/**
 * The Stripe instance for a key, or null (logged) when Stripe.js failed, rejected or did not
 * become ready within `timeoutMs`.
 *
 * @example const stripe = await readyStripe(props.loadStripe, props.publishableKey);
 */
export async function readyStripe(
  load: LoadStripeLike | undefined,
  publishableKey: string,
  timeoutMs: number = STRIPE_READY_TIMEOUT_MS,
): Promise<StripeLike | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const stripe = await Promise.race([(load ?? defaultLoadStripe)(publishableKey), deadline]);
    if (stripe === 'late' || stripe === null) {
      reportStripeLoad('not-ready');
      return null;
    }
    return stripe;
  } catch (error) {
    reportStripeLoad(kindOf(error));
    return null;
  } finally {
    clearTimeout(timer);
  }
}
