import { useEffect, useMemo, useState } from 'react';
import { emit } from '../../core/bus';
import { getSettings } from '../../core/settings/settings';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import type { CartView } from './cart-api';
import { createCartDriver, httpCartTransport, type CartTransport } from './cart-effects';
import {
  cartBusy,
  cartStepReducer,
  displayedLines,
  initialCartState,
  type CartState,
  type TermsView,
} from './cart.machine';
import { cartProcessingEstimate, type QuantityAction } from './cart.logic';

export type { TermsView } from './cart.machine';

export interface UseCart {
  state: CartState;
  lines: ReturnType<typeof displayedLines>;
  estimate: ReturnType<typeof cartProcessingEstimate>;
  terms: TermsView;
  /** A checkout or terms agreement is under way (the buttons wait). */
  busy: boolean;
  change(key: string, action: QuantityAction): void;
  remove(key: string): void;
  retry(): void;
  removeCoupon(): void;
  checkout(): void;
  agree(): void;
  closeTerms(): void;
}

export interface UseCartOptions {
  initial: CartView;
  /** Where bus events are dispatched from (the element). */
  container?: HTMLElement;
  /** Injected in tests; production uses core/http/json against settings.basePath. */
  transport?: CartTransport;
  /** Goes to the checkout page (location.assign in production). */
  navigate?: (url: string) => void;
  /** The viewport width when the checkout button is pressed (window.innerWidth). */
  viewportWidth?: () => number;
}

/**
 * The cart page: the cart machine (cart.machine.ts) in a store, its adapters (cart-effects.ts:
 * the 700 ms timer, one call at a time, the 'cart-changed' and 'coupon-changed' bus events, the
 * checkout page), and the page being left. The view renders what it returns.
 */
export function useCart({
  initial,
  container,
  transport,
  navigate = (url) => location.assign(url),
  viewportWidth = () => window.innerWidth,
}: UseCartOptions): UseCart {
  const { basePath } = getSettings();
  // Stopped when the element leaves: the call out is aborted, none starts after.
  const requests = useRequestRunner();
  const [step, store] = useStore(cartStepReducer, () => ({
    state: initialCartState(initial),
    effects: [],
  }));
  const [cart] = useState(() =>
    createCartDriver(store, {
      transport: transport ?? httpCartTransport(basePath, requests),
      now: () => Date.now(),
      cartChanged: ({ count, lines }) =>
        emit(
          'cart-changed',
          {
            count,
            lines: lines.map(({ nid, model, title, price, qty }) => ({
              nid,
              model,
              title,
              price,
              qty,
            })),
          },
          container,
        ),
      couponRemoved: (code, total) =>
        emit('coupon-changed', { action: 'remove', code, total }, container),
      goToCheckout: () => navigate(`${basePath}cart/checkout`),
    }),
  );
  // A change still waiting for the idle time goes at once when the shopper leaves the page;
  // the update outlives the page (keepalive), so nothing typed is lost. The timer stops, and
  // answers still on their way are ignored, when the element leaves.
  useEffect(() => {
    cart.resume();
    const leave = () => cart.send({ type: 'page-hidden' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      cart.stop();
    };
  }, [cart]);
  const { state } = step;
  const lines = useMemo(() => displayedLines(state), [state]);

  return {
    state,
    lines,
    estimate: cartProcessingEstimate(lines, state.server.country),
    terms: state.terms,
    busy: cartBusy(state),
    change: (key, action) => cart.send({ type: 'quantity-changed', key, action, now: Date.now() }),
    remove: (key) => cart.send({ type: 'line-removed', key, now: Date.now() }),
    retry: () => cart.send({ type: 'retry-pressed' }),
    removeCoupon: () => cart.send({ type: 'coupon-removal-pressed' }),
    checkout: () => cart.send({ type: 'checkout-pressed', viewportWidth: viewportWidth() }),
    agree: () => cart.send({ type: 'terms-agreed' }),
    closeTerms: () => cart.send({ type: 'terms-closed' }),
  };
}
