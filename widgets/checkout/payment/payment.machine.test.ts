import { describe, expect, it } from 'vitest';
import { storeCreditFor } from './test-store-credit';
import {
  initialPaymentState,
  offeredMethods,
  payButton,
  paymentPlan,
  paymentReducer,
  type MountedCard,
  type PaymentEvent,
  type PaymentState,
} from './payment.machine';

// The payment step's machine: events in, what the step offers and its button out.

const PROPS = {
  methods: ['stripe', 'credit', 'affirm', 'klarna', 'other'],
  publishableKey: 'pk_test',
  klarna: null,
  onReviewOrder: undefined,
  storeCredit: null,
  country: 'US' as const,
  total: 997,
};
const run = (state: PaymentState, ...events: PaymentEvent[]) =>
  events.reduce(paymentReducer, state);
const READY = { phase: 'ready' as const, complete: true, type: 'card' };
const EMPTY = { phase: 'ready' as const, complete: false, type: 'card' };

describe('offeredMethods', () => {
  it('offers a method only with what it needs: a key, a Klarna session, a review action', () => {
    expect(offeredMethods(PROPS)).toEqual(['stripe', 'affirm']);
    expect(
      offeredMethods({ ...PROPS, publishableKey: '', onReviewOrder: () => undefined }),
    ).toEqual(['affirm', 'other']);
  });
});

describe('paymentPlan', () => {
  it('pays with the chosen method while it is offered, else the first one', () => {
    expect(paymentPlan(initialPaymentState(), PROPS).method).toBe('stripe');
    const affirm = run(initialPaymentState(), { type: 'methodChosen', method: 'affirm' });
    expect(paymentPlan(affirm, PROPS)).toMatchObject({ method: 'affirm', cardWanted: false });
    expect(paymentPlan(initialPaymentState('klarna'), PROPS).method).toBe('stripe');
  });

  it('store credit switched on lowers the amount; covering the order, the card is not wanted', () => {
    // PROPS's order costs 997.
    const partial = storeCreditFor(997, 150);
    const covering = storeCreditFor(997, 5000);
    const on = run(initialPaymentState(), { type: 'creditSwitched', on: true });
    expect(paymentPlan(on, { ...PROPS, storeCredit: partial })).toMatchObject({
      creditOffered: true,
      amount: 847,
      cardWanted: true,
    });
    expect(paymentPlan(on, { ...PROPS, storeCredit: covering })).toMatchObject({
      amount: 0,
      cardWanted: false,
    });
    expect(paymentPlan(initialPaymentState(), { ...PROPS, storeCredit: partial }).amount).toBe(997);
  });
});

describe('the attempt', () => {
  it('the button waits for a complete card, and is busy while an attempt runs', () => {
    const start = initialPaymentState();
    const plan = paymentPlan(start, PROPS);
    expect(payButton(plan, start, EMPTY).disabled).toBe(true);
    expect(payButton(plan, start, READY).disabled).toBe(false);
    const running = run(start, { type: 'attemptStarted' });
    expect(payButton(plan, running, READY).disabled).toBe(true);
    expect(payButton(plan, run(running, { type: 'attemptEnded' }), READY).disabled).toBe(false);
    expect(payButton(plan, run(running, { type: 'restored' }), READY).disabled).toBe(false);
  });

  it('nothing to pay with: disabled, with no label', () => {
    const plan = paymentPlan(initialPaymentState(), { ...PROPS, methods: [] });
    expect(payButton(plan, initialPaymentState(), READY)).toEqual({ disabled: true, label: null });
  });

  it('a new attempt clears the last error and notice', () => {
    const failed = run(
      initialPaymentState(),
      { type: 'failed', error: { text: 'Declined', displayMs: 6000 } },
      { type: 'addressMissing', message: 'Address first' },
    );
    expect([failed.error?.text, failed.notice]).toEqual(['Declined', 'Address first']);
    expect(run(failed, { type: 'attemptStarted' })).toMatchObject({ error: null, notice: null });
  });

  it('a decline message expires, unless a newer message replaced it', () => {
    const first = { text: 'Declined', displayMs: 6000 };
    const failed = run(initialPaymentState(), { type: 'failed', error: first });
    expect(run(failed, { type: 'errorExpired', error: first }).error).toBeNull();
    const newer = { text: 'Something went wrong', displayMs: null };
    const replaced = run(failed, { type: 'failed', error: newer });
    expect(run(replaced, { type: 'errorExpired', error: first }).error).toBe(newer);
  });
});

describe("the card's setup", () => {
  const element = { mount: () => undefined, on: () => undefined, destroy: () => undefined };
  const mounted = {
    stripe: {} as MountedCard['stripe'],
    elements: {} as MountedCard['elements'],
    clientSecret: 'pi_1_secret_2',
  };

  it('starts idle; a started setup is loading, a mounted element ready with what confirming needs', () => {
    const start = initialPaymentState();
    expect(start.card).toMatchObject({ phase: 'idle', complete: false, type: null, mounted: null });
    const loading = run(start, { type: 'card-setup-started' });
    expect(loading.card.phase).toBe('loading');
    const ready = run(loading, { type: 'element-mounted', mounted, element });
    expect(ready.card).toMatchObject({ phase: 'ready', mounted, element });
  });

  it("the element's change events complete the card; a change without a type keeps the last", () => {
    const ready = run(
      initialPaymentState(),
      { type: 'card-setup-started' },
      { type: 'element-mounted', mounted, element },
      { type: 'element-changed', complete: true, method: 'card' },
    );
    expect(ready.card).toMatchObject({ complete: true, type: 'card' });
    const plan = paymentPlan(ready, PROPS);
    expect(payButton(plan, ready, ready.card).disabled).toBe(false);
    const incomplete = run(ready, { type: 'element-changed', complete: false, method: null });
    expect(incomplete.card).toMatchObject({ complete: false, type: 'card' });
    expect(payButton(plan, incomplete, incomplete.card).disabled).toBe(true);
  });

  it('a failed setup (or an element that could not load) unmounts; a retry bumps the round', () => {
    const ready = run(
      initialPaymentState(),
      { type: 'card-setup-started' },
      { type: 'element-mounted', mounted, element },
    );
    const failed = run(ready, { type: 'element-failed' });
    expect(failed.card).toMatchObject({ phase: 'failed', mounted: null, element: null });
    expect(run(failed, { type: 'card-retried' }).card.round).toBe(failed.card.round + 1);
  });

  it('the step leaving drops the element, and a step put back sets it up again', () => {
    const ready = run(
      initialPaymentState(),
      { type: 'card-setup-started' },
      { type: 'element-mounted', mounted, element },
    );
    expect(run(ready, { type: 'step-left' }).card).toMatchObject({
      phase: 'idle',
      mounted: null,
      element: null,
    });
  });
});
