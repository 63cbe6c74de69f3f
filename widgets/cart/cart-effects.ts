import type { HttpResult } from '../../core/http/json';
import type { RequestRunner } from '../../core/request-runner';
import type { Store } from '../../core/store';
import { driveMachine } from '../shared/state/machine-driver';
import { agreeToCustomTerms, fetchCart, removeCoupon, updateCart, type CartView } from './cart-api';
import type { CartEffect, CartEvent, CartStep } from './cart.machine';

// The cart machine's adapters: the idle timer, the calls and what the page hears. Each effect
// the machine asks for is run here as it is; each answer goes back in as an event. No rule
// lives here (cart.machine.ts has them all).

/** The calls the cart makes (core/http/json in production, fakes in tests). */
export interface CartTransport {
  update(
    lines: readonly { nid: number; model: string; qty: number }[],
  ): Promise<HttpResult<CartView>>;
  fetch(): Promise<HttpResult<CartView>>;
  removeCoupon(): Promise<HttpResult<CartView>>;
  agreeToTerms(): Promise<HttpResult<CartView>>;
}

/** What a call the runner dropped answers: an abort, which a stopped driver ignores. */
const DROPPED = { ok: false, error: { kind: 'aborted', message: 'request aborted' } } as const;

/**
 * The cart calls through the element's runner. The machine makes one at a time, so
 * `exclusive` never refuses one in practice (and a refused save would be kept, as a failed one
 * is); the runner's part is the element leaving: stopped, it aborts the call out and starts
 * none after.
 *
 * @example httpCartTransport('/', useRequestRunner())
 */
export function httpCartTransport(basePath: string, requests: RequestRunner): CartTransport {
  const run = async (
    call: (context: { basePath: string; signal: AbortSignal }) => Promise<HttpResult<CartView>>,
  ): Promise<HttpResult<CartView>> => {
    const settled = await requests.exclusive((signal) => call({ basePath, signal }));
    return settled?.current ? settled.value : DROPPED;
  };
  return {
    update: (lines) => run((context) => updateCart(lines, context)),
    fetch: () => run(fetchCart),
    removeCoupon: () => run(removeCoupon),
    agreeToTerms: () => run(agreeToCustomTerms),
  };
}

export interface CartAdapters {
  readonly transport: CartTransport;
  /** The server's cart changed (the 'cart-changed' bus event). */
  cartChanged(cart: CartView): void;
  couponRemoved(code: string, total: number): void;
  goToCheckout(): void;
  /** The clock the idle time is measured with (Date.now). */
  now(): number;
}

export interface CartDriver {
  /** Applies an event to the store and runs the effects its step asks for. */
  send(event: CartEvent): void;
  /** The element left: the idle timer stops and answers still on their way are ignored. */
  stop(): void;
  /** The element is back on the page. */
  resume(): void;
}

/**
 * The machine in its store, joined to the world.
 *
 * @example const cart = createCartDriver(store, adapters); cart.send({ type: 'page-hidden' });
 */
export function createCartDriver(
  store: Store<CartStep, CartEvent>,
  adapters: CartAdapters,
): CartDriver {
  const { transport, now } = adapters;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  // An answer that arrives after the element left is dropped by `send`.
  const answer = (call: Promise<HttpResult<CartView>>) => {
    call.then(
      (reply) =>
        send(
          reply.ok
            ? { type: 'reply-arrived', cart: reply.data, now: now() }
            : { type: 'request-failed', failure: reply.error, now: now() },
        ),
      (error: unknown) =>
        send({
          type: 'request-failed',
          failure: { kind: 'network', message: String(error) },
          now: now(),
        }),
    );
  };

  const run = (effect: CartEffect) => {
    switch (effect.type) {
      case 'start-timer':
        clearTimer();
        timer = setTimeout(() => {
          timer = undefined;
          send({ type: 'idle-elapsed', now: now() });
        }, effect.ms);
        return;
      case 'clear-timer':
        return clearTimer();
      case 'send-update':
        return answer(transport.update(effect.lines));
      case 'fetch-cart':
        return answer(transport.fetch());
      case 'remove-coupon':
        return answer(transport.removeCoupon());
      case 'agree-to-terms':
        return answer(transport.agreeToTerms());
      case 'cart-changed':
        return adapters.cartChanged(effect.cart);
      case 'coupon-removed':
        return adapters.couponRemoved(effect.code, effect.total);
      case 'go-to-checkout':
        return adapters.goToCheckout();
    }
  };

  const driver = driveMachine(store, { run, halt: clearTimer });
  const { send } = driver;
  return driver;
}
