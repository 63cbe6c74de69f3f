import { useCallback, useState, useSyncExternalStore } from 'react';

// Whether a pay attempt runs is the payment step's own store's (payment/payment.machine.ts
// `running`): the checkout reads it from there for its busy flag instead of keeping a copy in its
// own state. The store comes up from the payment step, which is in the later steps' chunk; only
// this shape is here, so the checkout's first chunk does not carry the payment machine.

/** What the checkout reads of the payment step's store. */
export interface PaymentAttempts {
  getState(): { readonly running: boolean };
  subscribe(listener: () => void): () => void;
}

const noSubscription = () => () => undefined;

/**
 * The payment store's `running`, false while no payment step has handed its store over.
 *
 * @example const payment = usePaymentRunning(); <PaymentStep onStore={payment.attach} />; payment.running // false
 */
export function usePaymentRunning(): {
  readonly running: boolean;
  readonly attach: (store: PaymentAttempts | null) => void;
} {
  const [store, attach] = useState<PaymentAttempts | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : noSubscription()),
    [store],
  );
  const running = () => store?.getState().running ?? false;
  return { running: useSyncExternalStore(subscribe, running, running), attach };
}
