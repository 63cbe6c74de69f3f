import { useEffect, useRef, useState, type RefObject } from 'react';
import { logOnce, logVendorProblem } from '../../../core/log';
import {
  PAYMENT_ELEMENT_LAYOUT,
  PAYMENT_METHOD_ORDER,
  interpretStripeReply,
} from '../stripe.logic';
import { requestIntent } from './payment-api';
import { rgbColour } from './rgb-colour';
import { appearanceFrom } from './stripe-appearance';
import type { ElementsLike, LoadStripeLike, PaymentElementLike, StripeLike } from './stripe-like';
import { readyStripe } from './stripe-ready';

// The Payment Element's life: load Stripe.js (lazily: the stripe chunk is imported only here),
// ask the server for the order's intent, mount the element into a light-DOM div, and report
// its `change` events for the pay button. The card data stays inside Stripe's iframe.

/** A mounted element and what confirming needs. */
export interface MountedCard {
  readonly stripe: StripeLike;
  readonly elements: ElementsLike;
  readonly clientSecret: string;
}

/** What the step's element reports. */
export interface CardElementState {
  readonly phase: 'idle' | 'loading' | 'ready' | 'failed';
  readonly complete: boolean;
  readonly type: string | null;
}

/** Inputs of {@link useCardElement}. */
export interface CardElementInputs {
  /** Mount now: the card method is chosen and the payment section is shown. */
  readonly wanted: boolean;
  readonly publishableKey: string | null;
  readonly orderId: string;
  readonly basePath: string;
  readonly creditActive: boolean;
  readonly amount: number;
  readonly container: RefObject<HTMLDivElement | null>;
  readonly loadStripe?: LoadStripeLike;
  /** The intent reply was not a client secret: the caller shows why. */
  readonly onRefused: (reply: ReturnType<typeof interpretStripeReply> | null) => void;
}

/** A call into Stripe.js that threw or reported an error: logged once, naming Stripe. */
function stripeCallFailed(message: string): void {
  logVendorProblem({
    area: 'checkout',
    vendor: 'stripe',
    kind: 'call-failed',
    level: 'error',
    message,
  });
}

/**
 * Mounts the Payment Element once it is wanted, and keeps it mounted (hidden when another
 * method is chosen) so that what the shopper typed survives switching methods back and forth.
 *
 * @example const card = useCardElement({ wanted: method === 'stripe', … }); card.mounted.current?.elements
 */
export function useCardElement(inputs: CardElementInputs): {
  state: CardElementState;
  mounted: RefObject<MountedCard | null>;
  reload: () => void;
} {
  const [state, setState] = useState<CardElementState>({
    phase: 'idle',
    complete: false,
    type: null,
  });
  const mounted = useRef<MountedCard | null>(null);
  const element = useRef<PaymentElementLike | null>(null);
  // The latest inputs, read when the asynchronous setup resumes.
  const latest = useRef(inputs);
  latest.current = inputs;
  const { wanted, publishableKey } = inputs;
  // Bumped by reload(): a refused or failed setup is tried again only when asked.
  const [round, setRound] = useState(0);
  const started = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    if (!wanted || !publishableKey || started.current) return;
    // Once started, the setup runs to its end even if another method is chosen meanwhile:
    // the element is mounted hidden, ready for when the card is chosen again.
    started.current = true;
    setState((s) => ({ ...s, phase: 'loading' }));
    const failed = () => {
      started.current = false;
      setState((s) => ({ ...s, phase: 'failed' }));
      latest.current.onRefused(null);
    };
    void (async () => {
      const now = latest.current;
      // Logged there, once: a 404, a script that threw, one that never became ready.
      const stripe = await readyStripe(now.loadStripe, publishableKey);
      if (!alive.current) return;
      if (!stripe) {
        failed();
        return;
      }
      const reply = await requestIntent(
        now.orderId,
        { creditActive: latest.current.creditActive, amount: latest.current.amount },
        { basePath: now.basePath },
      );
      if (!alive.current) return;
      const action = reply.ok ? interpretStripeReply(reply.data) : null;
      const container = latest.current.container.current;
      if (!action || action.kind !== 'confirm' || !container) {
        if (!reply.ok) logOnce('error', 'checkout:intent', 'Erroneous request.', reply.error);
        started.current = false;
        setState((s) => ({ ...s, phase: 'failed' }));
        latest.current.onRefused(action);
        return;
      }
      let elements: ElementsLike;
      let payment: PaymentElementLike;
      let broken = false;
      try {
        elements = stripe.elements({
          clientSecret: action.clientSecret,
          appearance: appearanceFrom(getComputedStyle(container), rgbColour),
        });
        payment = elements.create('payment', {
          layout: PAYMENT_ELEMENT_LAYOUT,
          paymentMethodOrder: PAYMENT_METHOD_ORDER,
        });
        payment.on('change', (change) =>
          setState((s) => ({
            ...s,
            complete: change.complete,
            type: change.value?.type ?? s.type,
          })),
        );
        // Stripe's own signal that the element cannot load (docs/vendors/stripe.md).
        payment.on('loaderror', () => {
          stripeCallFailed("Stripe's Payment Element could not load");
          broken = true;
          if (element.current !== payment || !alive.current) return;
          element.current = null;
          mounted.current = null;
          payment.destroy();
          failed();
        });
        payment.mount(container);
      } catch {
        stripeCallFailed("Stripe's Payment Element could not be created");
        failed();
        return;
      }
      if (broken) {
        payment.destroy();
        failed();
        return;
      }
      element.current = payment;
      mounted.current = { stripe, elements, clientSecret: action.clientSecret };
      setState((s) => ({ ...s, phase: 'ready' }));
    })();
  }, [wanted, publishableKey, round]);

  // Stripe's iframe goes with the step.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      element.current?.destroy();
      element.current = null;
      mounted.current = null;
    };
  }, []);

  return { state, mounted, reload: () => setRound((n) => n + 1) };
}
