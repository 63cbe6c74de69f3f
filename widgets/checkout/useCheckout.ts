import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emit } from '../../core/bus';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import { useCheckoutText } from './checkout-text';
import {
  createCheckoutActions,
  type CheckoutActions,
  type CheckoutCalls,
} from './checkout-actions';
import type { CheckoutConfig } from './checkout-config';
import { checkoutContext, initialCheckoutState } from './checkout-start.logic';
import type { CheckoutContext, CheckoutEvent, CheckoutState } from './checkout-state';
import { checkoutReducer } from './checkout.machine';
import { checkoutView, quoteRequest, type CheckoutView } from './checkout-view.logic';
import { loadForm, saveForm } from './form-store';
import { quoteDelayMs } from './shipping.logic';
import { shouldRecalculate } from './address-form.logic';
import { stepName, type StepIndex } from './steps.logic';
import type { Store } from '../../core/store';
import { usePaymentRunning, type PaymentAttempts } from './payment-running';

// The checkout's hook: the machine (checkout.machine.ts) in a store, its actions
// (checkout-actions.ts), and the effects that follow the state — the quote's timer, the saved
// form, the step events and the shopper's identification. The views only render what it returns.

export type { AddressForms } from './address-form.logic';
export type { QuotePhase } from './checkout-state';
export { protectionCost } from './checkout-totals.logic';

/** What the checkout reads from the page besides its settings. */
export interface CheckoutEnv {
  readonly basePath: string;
  readonly membershipOnly: boolean;
  readonly membershipLock: boolean;
  /** Settings' memberFee / memberDiscount, for re-pricing before the server answers. */
  readonly memberFee?: number;
  readonly memberDiscount?: number;
  /** Seam for tests and stories: where the review step sends the browser. */
  readonly navigate?: (url: string) => void;
}

export interface UseCheckout extends CheckoutView, CheckoutActions {
  /** The payment step hands its store over here: the checkout is busy while a payment runs. */
  readonly attachPayment: (store: PaymentAttempts | null) => void;
}

/**
 * The checkout's state and actions.
 *
 * @example const checkout = useCheckout(config, { basePath: '/', membershipOnly: false, membershipLock: false });
 */
export function useCheckout(config: CheckoutConfig, env: CheckoutEnv): UseCheckout {
  const { t } = useCheckoutText();
  const text = useRef(t);
  text.current = t;
  // Read once, at the first render: the page's settings and what this order had saved.
  const [{ ctx, reduce, initial }] = useState(() => {
    const context = checkoutContext(config, env);
    return {
      ctx: context,
      reduce: checkoutReducer(context),
      initial: initialCheckoutState(context, loadForm(config.orderId)),
    };
  });
  const [state, store] = useStore(reduce, () => initial);
  const requests = {
    account: useRequestRunner(),
    membership: useRequestRunner(),
    quote: useRequestRunner(),
    order: useRequestRunner(),
    coupon: useRequestRunner(),
  };
  const [{ actions, calls }] = useState(() =>
    createCheckoutActions({
      store,
      ctx,
      basePath: env.basePath,
      requests,
      text: (key) => text.current(key),
      navigate: env.navigate ?? ((url) => location.assign(url)),
    }),
  );
  useSavedForm(config.orderId, state);
  useStepEvents(state);
  useIdentifyShopper(config, state.stepper.current, store);
  useQuotes(store, state, ctx, calls);
  useFirstMembershipCheck(ctx, initial.membership, calls);
  const payment = usePaymentRunning();
  const view = useMemo(
    () => checkoutView(state, ctx, payment.running),
    [state, ctx, payment.running],
  );
  return { ...view, ...actions, attachPayment: payment.attach };
}

/**
 * Persists what was typed (never card data: there is none in our DOM). At the commit, not after
 * the next paint: preact/compat runs passive effects after a frame, and a reload (or a closed
 * tab) right after a key lost the last field typed.
 */
function useSavedForm(orderId: number, state: CheckoutState): void {
  const { email, membership, forms, quote, protectionTerm, referral } = state;
  useLayoutEffect(() => {
    saveForm(orderId, {
      email,
      membership,
      shipping: forms.shipping,
      billing: forms.billing,
      copyToBilling: forms.copyToBilling,
      quote,
      protectionTerm,
      referral,
    });
  }, [orderId, email, membership, forms, quote, protectionTerm, referral]);
}

/** Host scripts and analytics follow the steps. */
function useStepEvents(state: CheckoutState): void {
  const step = state.stepper.current;
  useEffect(() => {
    emit('checkout-step-changed', { step, name: stepName(step) });
  }, [step]);
}

/**
 * An anonymous shopper is identified to the email-marketing service from the checkout's email,
 * then with the delivery name once the address step is done (spec/marketing.md §4): once on leaving the
 * account step and once on leaving the address step, not per keystroke.
 */
function useIdentifyShopper(
  config: CheckoutConfig,
  step: StepIndex,
  store: Store<CheckoutState, CheckoutEvent>,
): void {
  const stage = config.loggedIn || step < 1 ? 0 : step > 2 ? 2 : 1;
  useEffect(() => {
    if (stage === 0) return;
    const { email, forms } = store.getState();
    const fields: Record<string, string> =
      stage === 2
        ? { $first_name: forms.shipping.first_name, $last_name: forms.shipping.last_name }
        : {};
    // Loaded only now, after the shopper has given an address: not part of the checkout's load.
    void import('../../core/tracking/identify').then(({ identify }) =>
      identify(window, email, fields),
    );
  }, [stage, store]);
}

/**
 * The first quote is asked for 600 ms after the section opens, and an address change
 * recalculates it after 1 s (spec/checkout.md §4, §9); only the latest scheduled quote may answer.
 */
function useQuotes(
  store: Store<CheckoutState, CheckoutEvent>,
  state: CheckoutState,
  ctx: CheckoutContext,
  calls: CheckoutCalls,
): void {
  const { quotable, key } = quoteRequest(state, ctx);
  useEffect(() => {
    const { quotedKey } = store.getState();
    if (!quotable || !shouldRecalculate(quotedKey, key, true)) return;
    store.dispatch({ type: 'quoteScheduled' });
    let sent = false;
    const timer = setTimeout(
      () => {
        sent = true;
        calls.quote(key);
      },
      quoteDelayMs(quotedKey === null),
    );
    return () => {
      clearTimeout(timer);
      if (!sent) store.dispatch({ type: 'quoteDropped' });
    };
  }, [store, calls, key, quotable]);
}

/**
 * A choice the server does not hold yet (lock or membership-only pre-selection, or one restored
 * after a reload) is validated once, in the background; the summary re-prices for it at once
 * (checkout-totals.logic), so it does not grow its membership rows under the shopper's eyes.
 */
function useFirstMembershipCheck(
  ctx: CheckoutContext,
  first: CheckoutState['membership'],
  calls: CheckoutCalls,
): void {
  useEffect(() => {
    const { membership } = ctx.config;
    if (first !== null && first !== membership.choice && !membership.active)
      calls.validateMembershipQuietly(first);
  }, [ctx, first, calls]);
}
