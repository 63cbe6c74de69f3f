/** Events held before consent; past this the oldest are dropped (a page left open for hours). */
export const CONSENT_QUEUE_LIMIT = 100;

/** A sink that holds its input while consent is not given. */
export interface ConsentQueue<T> {
  /** Delivers at once while consent is given, else holds. */
  push(entry: T): void;
  /** Consent given: delivers the held entries in order, then every later one at once. */
  grant(): void;
  /**
   * Consent withdrawn: every later entry is held again (the newest 100), as before a grant,
   * until the next `grant()`. Nothing already delivered is called back.
   */
  revoke(): void;
}

/**
 * Holds tracking while the host says consent is not given (the tracking setting `consent:
 * 'pending' | 'denied'`, or `Rove.revokeConsent()`), then flushes in the order the events
 * happened.
 *
 * @example
 * const queue = createConsentQueue(false, (event) => pushToDataLayer(window, event));
 * queue.push(event); // held
 * queue.grant(); // delivered
 * queue.revoke(); queue.push(next); // held again
 */
export function createConsentQueue<T>(
  granted: boolean,
  deliver: (entry: T) => void,
): ConsentQueue<T> {
  const held: T[] = [];
  return {
    push(entry) {
      if (granted) return deliver(entry);
      held.push(entry);
      if (held.length > CONSENT_QUEUE_LIMIT) held.shift();
    },
    grant() {
      if (granted) return;
      granted = true;
      for (const entry of held.splice(0)) deliver(entry);
    },
    revoke() {
      granted = false;
    },
  };
}
