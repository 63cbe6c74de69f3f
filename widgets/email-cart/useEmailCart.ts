import { useCallback, useEffect, useReducer, useRef } from 'react';
import { emit, on } from '../../core/bus';
import type { CartView } from '../cart/cart-api';
import { latestReply } from '../shared/state/latest-reply';
import { useRequestRunner } from '../shared/state/use-store';
import { refreshCart } from './cart-source';
import { sendCartEmail } from './email-cart-api';
import {
  INITIAL_EMAIL_CART_STATE,
  checkEmails,
  emailCartPayload,
  emailCartReducer,
  type EmailCartAction,
} from './email-cart.logic';

export interface EmailCartContext {
  basePath: string;
  /** The cart when the page loaded (settings.cartPage), or null. */
  cart: CartView | null;
  cartId: string | null;
  host: HTMLElement | undefined;
}

/** Joins the form's reducer, the cart, the call and the bus. */
export function useEmailCart({ basePath, cart, cartId, host }: EmailCartContext) {
  const [state, dispatchToView] = useReducer(emailCartReducer, INITIAL_EMAIL_CART_STATE);
  // The state as of the last action, so a submit right after typing (before a re-render, as
  // preact batches) sends what was typed.
  const latest = useRef(state);
  const dispatch = useCallback((action: EmailCartAction) => {
    latest.current = emailCartReducer(latest.current, action);
    dispatchToView(action);
  }, []);
  const latestCart = useRef(cart);
  // <rove-cart> changes the cart in place: re-read it before sending (only when it changed).
  const cartStale = useRef(false);
  // Stopped when the element leaves: the cart's re-read and the email are aborted, and nobody is
  // left to show the answer to.
  const requests = useRequestRunner();

  useEffect(
    () =>
      on('cart-changed', () => {
        cartStale.current = true;
      }),
    [],
  );

  /** The cart to send: read again first when <rove-cart> changed it (a failed read, next time). */
  const cartToSend = async (signal: AbortSignal): Promise<CartView | null> => {
    if (cartStale.current) {
      const fresh = await refreshCart(basePath, signal);
      if (fresh) latestCart.current = fresh;
      cartStale.current = !fresh;
    }
    return latestCart.current;
  };

  /** Checks the addresses and sends; returns the first invalid input's index, if any. */
  const submit = async (): Promise<number | null> => {
    const state = latest.current;
    if (state.status !== 'idle') return null;
    const result = checkEmails(state.inputs);
    if (result.kind !== 'ok') {
      dispatch({ type: 'refused', check: result });
      return result.kind === 'invalid' ? (result.indexes[0] ?? 0) : 0;
    }
    dispatch({ type: 'sending' });
    // One run for both calls: the cart's read and the email go, or are aborted, together.
    // spec/marketing.md §7: the UI shows the same whatever the answer; the console keeps the reason.
    const reply = await latestReply(
      requests,
      async (signal) => {
        const current = await cartToSend(signal);
        const payload = emailCartPayload({
          emails: result.emails,
          message: state.message,
          subscribe: state.subscribe,
          cartId,
          currency: current?.currency ?? 'USD',
          memberPricing: current?.totals.memberPricing ?? false,
          lines: current?.lines ?? [],
        });
        return sendCartEmail(payload, { basePath, signal });
      },
      {
        level: 'warn',
        area: 'email-cart',
        describe: (failure) => ['email-my-cart call failed', failure.message],
      },
    );
    if (!reply) return null; // removed from the page mid-call: nobody to show it to
    dispatch({ type: 'sent' });
    emit('email-cart-sent', { recipients: result.emails.length, subscribe: state.subscribe }, host);
    return null;
  };

  return {
    state,
    onToggle: () => dispatch({ type: 'toggle' }),
    onType: (index: number, value: string) => dispatch({ type: 'type', index, value }),
    onAdd: () => dispatch({ type: 'add' }),
    onRemove: (index: number) => dispatch({ type: 'remove', index }),
    onMessage: (value: string) => dispatch({ type: 'message', value }),
    onSubscribe: (value: boolean) => dispatch({ type: 'subscribe', value }),
    onSubmit: submit,
  };
}
