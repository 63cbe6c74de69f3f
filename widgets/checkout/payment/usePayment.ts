import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { logOnce } from '../../../core/log';
import { currencyForCountry } from '../../../core/currency';
import { KLARNA_DEFAULT_CATEGORY, klarnaNext } from '../bnpl.logic';
import { klarnaOrderAmount, klarnaWidgetHeight } from '../../shared/klarna/klarna-amount';
import { createPayAttemptGuard, type PayAttemptOutcome } from '../pay-attempt.logic';
import {
  canUseStoreCredit,
  isPaymentMethod,
  payButtonState,
  storeCreditEffect,
  type PaymentMethod,
  type PayButtonState,
  type StoreCreditEffect,
} from '../payment.logic';
import { redirectTarget } from '../redirect.logic';
import {
  CHECKOUT_COMPLETE_PATH,
  completionNext,
  completionPayload,
  confirmNext,
  interpretStripeReply,
  unknownStripeError,
  type CompletionInputs,
} from '../stripe.logic';
import { authorizeKlarna, klarnaPayments } from './klarna-client';
import {
  postCompletion,
  postDeclined,
  requestFinancingUrl,
  requestIntent,
  requestKlarnaRedirect,
} from './payment-api';
import type { PaymentStepProps } from './props';
import { useCardElement, type CardElementState } from './useCardElement';

// The payment step's state and its one pay action. Every press goes through the attempt
// guard: a double click or Enter twice gets null from begin() and does nothing, so there is
// exactly one confirmation and one completion post per attempt.

/** The methods the step offers, in the settings' order, with what each needs present. */
export function offeredMethods(props: PaymentStepProps): PaymentMethod[] {
  return props.methods.filter(isPaymentMethod).filter((method) => {
    switch (method) {
      case 'stripe':
        return props.publishableKey !== null && props.publishableKey !== '';
      case 'klarna':
        return props.klarna !== null;
      case 'other':
        return props.onReviewOrder !== undefined;
      case 'credit':
        // Store credit is the toggle, not a method of its own.
        return false;
      default:
        return true;
    }
  });
}

/** A message in the card-error live region, and whether it clears itself. */
export interface CardError {
  readonly text: string;
  /** Cleared after this many ms (the provider's decline message); null stays. */
  readonly displayMs: number | null;
}

export interface UsePayment {
  readonly methods: PaymentMethod[];
  readonly method: PaymentMethod | null;
  readonly choose: (method: PaymentMethod) => void;
  readonly creditOffered: boolean;
  readonly creditOn: boolean;
  readonly setCreditOn: (on: boolean) => void;
  readonly credit: StoreCreditEffect;
  readonly card: CardElementState;
  readonly cardContainer: RefObject<HTMLDivElement | null>;
  readonly klarnaContainer: RefObject<HTMLDivElement | null>;
  /** Klarna's widget height in px (seed 002 §9: 15 from an order amount of 40000, else 40). */
  readonly klarnaHeight: number;
  readonly button: PayButtonState;
  readonly error: CardError | null;
  /** 'Please complete your shipping address before processing your order.' */
  readonly notice: string | null;
  readonly retryCard: () => void;
  readonly pay: () => void;
}

const newKey = () => crypto.randomUUID();

/**
 * The hook behind {@link PaymentStep}.
 *
 * @example const payment = usePayment(props); <button onClick={payment.pay} disabled={payment.button.disabled}>
 */
export function usePayment(props: PaymentStepProps): UsePayment {
  const methods = offeredMethods(props);
  const [chosen, choose] = useState<PaymentMethod | null>(props.initialMethod ?? null);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const creditOffered = props.methods.includes('credit') && canUseStoreCredit(props.storeCredit);
  const [creditOn, setCreditOn] = useState(false);
  const credit = storeCreditEffect(
    creditOffered ? props.storeCredit : null,
    creditOn,
    props.country,
  );
  const amount = credit.amountToCharge ?? props.total;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<CardError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cardContainer = useRef<HTMLDivElement | null>(null);
  const klarnaContainer = useRef<HTMLDivElement | null>(null);
  const guard = useRef(createPayAttemptGuard(newKey));
  // A payment confirmed whose completion post failed: a retry posts completion again
  // (idempotent on the server) instead of confirming a paid intent twice.
  const confirmed = useRef<Omit<CompletionInputs, 'referral'> | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const missingAddress = useCallback((message: string) => {
    setNotice(message);
    latest.current.onMissingAddress(message);
  }, []);

  const card = useCardElement({
    wanted: method === 'stripe' && credit.showPaymentSection,
    publishableKey: props.publishableKey,
    orderId: props.orderId,
    basePath: props.basePath,
    creditActive: credit.applied,
    amount,
    container: cardContainer,
    loadStripe: props.loadStripe,
    onRefused: (action) => {
      if (action?.kind === 'missing-billing-address') missingAddress(action.message);
      else if (action?.kind !== 'paid-by-store-credit')
        setError({ text: unknownStripeError(), displayMs: null });
    },
  });

  // The provider's decline message is shown for its display time only (seed 002 §4).
  useEffect(() => {
    if (error?.displayMs == null) return;
    const timer = setTimeout(() => setError(null), error.displayMs);
    return () => clearTimeout(timer);
  }, [error]);

  // Klarna's widget shows in its container once Klarna is chosen.
  const klarnaToken = props.klarna?.client_token;
  const klarnaCategory =
    props.klarna?.payment_method_categories?.[0]?.identifier ?? KLARNA_DEFAULT_CATEGORY;
  useEffect(() => {
    const container = klarnaContainer.current;
    const client = klarnaPayments();
    if (method !== 'klarna' || !klarnaToken || !container || !client) return;
    try {
      client.init({ client_token: klarnaToken });
      client.load({ container, payment_method_category: klarnaCategory });
    } catch (failure) {
      logOnce('error', 'checkout:klarna', 'Klarna could not load', failure);
    }
  }, [method, klarnaToken, klarnaCategory]);
  const klarnaHeight = klarnaWidgetHeight(
    props.klarna?.order?.order_amount ??
      klarnaOrderAmount(props.total, currencyForCountry(props.country)),
  );

  // Back from a provider with the browser's back button (page restored from the
  // back/forward cache): the redirect that ended the page's attempt did not happen after all.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      guard.current = createPayAttemptGuard(newKey);
      setRunning(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const busy = useRef(false);
  const setBusy = useCallback((value: boolean) => {
    setRunning(value);
    if (busy.current !== value) {
      busy.current = value;
      latest.current.onBusyChange(value);
    }
  }, []);

  // False once the step has left the page: a provider's redirect URL that arrives for a
  // checkout no longer there must not take the shopper away (found by the endpoint × fault
  // matrix). The card's completion does not ask: once paid, the order must be recorded.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const go = useCallback((url: string) => {
    const navigate = latest.current.navigate ?? ((target: string) => location.assign(target));
    navigate(url);
  }, []);

  /** Posts completion and follows its URL; true when the browser is on its way. */
  const complete = useCallback(
    async (inputs: Omit<CompletionInputs, 'referral'>, key: string): Promise<PayAttemptOutcome> => {
      const p = latest.current;
      confirmed.current = inputs;
      const reply = await postCompletion(
        p.formType ?? 'checkout',
        p.orderId,
        completionPayload({ ...inputs, referral: p.referral }),
        { basePath: p.basePath, idempotencyKey: key },
      );
      if (!reply.ok) {
        logOnce('error', 'checkout:complete', 'Erroneous request.', reply.error);
        setError({ text: unknownStripeError(), displayMs: null });
        return 'unknown';
      }
      const next = completionNext(reply.data, location.origin, {
        fallbackPath: `${p.basePath}${CHECKOUT_COMPLETE_PATH.slice(1)}`,
      });
      if (next.kind === 'failed') {
        setError({ text: next.message, displayMs: null });
        return 'unknown';
      }
      go(next.url);
      return 'paid';
    },
    [go],
  );

  const payByCard = useCallback(
    async (key: string): Promise<PayAttemptOutcome> => {
      const p = latest.current;
      if (confirmed.current) return complete(confirmed.current, key);
      const reply = await requestIntent(
        p.orderId,
        { creditActive: credit.applied, amount },
        { basePath: p.basePath, idempotencyKey: key },
      );
      if (!reply.ok) {
        logOnce('error', 'checkout:intent', 'Erroneous request.', reply.error);
        setError({ text: unknownStripeError(), displayMs: null });
        return reply.error.kind === 'http' ? 'failed' : 'unknown';
      }
      const action = interpretStripeReply(reply.data);
      if (action.kind === 'missing-billing-address') {
        missingAddress(action.message);
        return 'failed';
      }
      if (action.kind === 'error') {
        setError({ text: action.message, displayMs: null });
        return 'failed';
      }
      if (action.kind === 'paid-by-store-credit') {
        const { customerId, adjustAmount } = action;
        return complete({ amount: 0, confirmed: null, customerId, adjustAmount }, key);
      }
      const element = card.mounted.current;
      if (!element || element.clientSecret !== action.clientSecret) {
        // The server made a new intent (the old one cannot be used any more): mount again.
        setError({ text: unknownStripeError(), displayMs: null });
        card.reload();
        return 'failed';
      }
      const result = await element.stripe.confirmPayment({
        elements: element.elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: new URL(`${p.basePath}${CHECKOUT_COMPLETE_PATH.slice(1)}`, location.origin)
            .href,
          payment_method_data: { billing_details: action.billingDetails },
        },
      });
      const next = confirmNext(result);
      if (next.kind === 'unknown') {
        setError({ text: next.message, displayMs: null });
        return 'unknown';
      }
      if (next.kind === 'declined') {
        setError({ text: next.message, displayMs: next.displayMs });
        const declined = await postDeclined(p.orderId, result.error ?? next.message, {
          basePath: p.basePath,
          idempotencyKey: key,
        });
        if (!declined.ok) logOnce('warn', 'checkout:declined', 'Erroneous request.');
        return 'failed';
      }
      const { customerId, adjustAmount } = action;
      return complete({ amount, confirmed: next, customerId, adjustAmount }, key);
    },
    [amount, card, complete, credit.applied, missingAddress],
  );

  const payByFinancing = useCallback(
    async (provider: 'affirm' | 'paybright'): Promise<PayAttemptOutcome> => {
      const p = latest.current;
      const reply = await requestFinancingUrl(provider, p.orderId, { basePath: p.basePath });
      if (!mounted.current) return 'failed';
      const target = reply.ok ? redirectTarget(reply.data.url, location.origin) : undefined;
      if (!target) {
        logOnce('error', `checkout:${provider}`, 'Erroneous request.');
        setError({ text: unknownStripeError(), displayMs: null });
        return 'failed';
      }
      go(target);
      return 'paid';
    },
    [go],
  );

  const payByKlarna = useCallback(async (): Promise<PayAttemptOutcome> => {
    const p = latest.current;
    const client = klarnaPayments();
    if (!client || !p.klarna) {
      setError({ text: unknownStripeError(), displayMs: null });
      return 'failed';
    }
    const next = klarnaNext(await authorizeKlarna(client, klarnaCategory));
    // Not approved: the button is simply restored (seed 002 §4).
    if (next.kind === 'restore-button') return 'failed';
    const reply = await requestKlarnaRedirect(
      p.orderId,
      p.klarna.client_token,
      next.authorizationToken,
      { basePath: p.basePath },
    );
    if (!mounted.current) return 'failed';
    const target = reply.ok ? redirectTarget(reply.data.redirect_url, location.origin) : undefined;
    if (!target) {
      setError({ text: unknownStripeError(), displayMs: null });
      return 'failed';
    }
    go(target);
    return 'paid';
  }, [go, klarnaCategory]);

  const pay = useCallback(() => {
    const attempt = guard.current.begin();
    if (!attempt) return;
    const ownGuard = guard.current;
    setBusy(true);
    setError(null);
    setNotice(null);
    const run = async (): Promise<PayAttemptOutcome> => {
      if (!credit.showPaymentSection || method === 'stripe') return payByCard(attempt.key);
      if (method === 'affirm' || method === 'paybright') return payByFinancing(method);
      if (method === 'klarna') return payByKlarna();
      if (method === 'other') latest.current.onReviewOrder?.();
      return 'failed';
    };
    void run()
      .catch((failure: unknown): PayAttemptOutcome => {
        logOnce('error', 'checkout:pay', 'payment failed', failure);
        setError({ text: unknownStripeError(), displayMs: null });
        return 'unknown';
      })
      .then((outcome) => {
        ownGuard.finish(attempt, outcome);
        // Paid: the browser is leaving; the button stays busy until it has.
        if (outcome !== 'paid') setBusy(false);
      });
  }, [credit.showPaymentSection, method, payByCard, payByFinancing, payByKlarna, setBusy]);

  const cardWaits = method === 'stripe' && credit.showPaymentSection;
  // Nothing to pay with (no usable method, and credit does not cover the order).
  const nothingToPayWith = method === null && credit.showPaymentSection;
  const button: PayButtonState = nothingToPayWith
    ? { disabled: true, label: null }
    : cardWaits
      ? payButtonState({
          elementComplete: card.state.phase === 'ready' && card.state.complete,
          elementType: card.state.type,
          attemptRunning: running,
        })
      : payButtonState({ elementComplete: true, elementType: null, attemptRunning: running });

  return {
    methods,
    method,
    choose,
    creditOffered,
    creditOn,
    setCreditOn,
    credit,
    card: card.state,
    cardContainer,
    klarnaContainer,
    klarnaHeight,
    button,
    error,
    notice,
    retryCard: card.reload,
    pay,
  };
}
