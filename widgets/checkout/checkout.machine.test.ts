import { describe, expect, it } from 'vitest';
import { checkoutConfig, NEW_GUEST, US_QUOTES } from './fixtures';
import { checkoutContext, initialCheckoutState } from './checkout-start.logic';
import type { CheckoutEvent, CheckoutState } from './checkout-state';
import { checkoutReducer } from './checkout.machine';
import {
  checkoutView,
  formPanes,
  missingAddressInputs,
  quoteRequest,
  stepValidity,
} from './checkout-view.logic';
import { STEP } from './steps.logic';
import type { FormPostResult } from './checkout-api';

// The checkout machine, driven as the hooks drive it: events in, the view's state out.

const FLAGS = { membershipOnly: false, membershipLock: false };

function machine(overrides: Record<string, unknown> = {}, flags = FLAGS) {
  const ctx = checkoutContext(checkoutConfig('US', overrides), flags);
  const reduce = checkoutReducer(ctx);
  const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(reduce, state);
  return { ctx, run, start: initialCheckoutState(ctx, null) };
}

const ADDRESS: CheckoutEvent[] = (
  [
    ['first_name', 'Ana'],
    ['last_name', 'Shopper'],
    ['street1', '12 Main Street'],
    ['city', 'Austin'],
    ['zone', 'TX'],
    ['postal_code', '78701'],
    ['phone', '5125550199'],
  ] as const
).map(([field, value]) => ({ type: 'fieldChanged', pane: 'delivery', field, value }));

const quoted = (ticket: number): CheckoutEvent => ({
  type: 'quoteAnswered',
  ticket,
  failedMessage: 'Quotes failed',
  reply: {
    kind: 'ok',
    data: {
      success: true,
      quotes: US_QUOTES,
      selected: null,
      totals: null,
      storeCredit: null,
      redirect: '',
    },
  } as FormPostResult,
});

/** A guest at the address step: email checked, membership declined. */
function atAddress() {
  const m = machine();
  const state = m.run(
    m.start,
    { type: 'emailTyped', email: 'ana@example.com' },
    { type: 'emailChecked', email: 'ana@example.com', result: NEW_GUEST },
    { type: 'membershipChosen', choice: 0 },
    { type: 'stepContinued' },
  );
  return { ...m, state };
}

describe('the account step', () => {
  it('a new email moves on to membership; a known one opens the login panel', () => {
    const { run, start, ctx } = machine();
    expect(start.stepper.current).toBe(STEP.account);
    const guest = run(start, { type: 'emailChecked', email: ' a@b.co ', result: NEW_GUEST });
    expect(guest.stepper.current).toBe(STEP.membership);
    const known = run(start, {
      type: 'emailChecked',
      email: 'a@b.co',
      result: { ...NEW_GUEST, emailExists: true },
    });
    expect(checkoutView(known, ctx).accountPanel).toBe('login');
    expect(known.stepper.current).toBe(STEP.account);
    const declined = run(known, { type: 'loginDeclined' });
    expect(declined.stepper.current).toBe(STEP.membership);
    expect(checkoutView(declined, ctx).accountPanel).toBe('email');
  });

  it('a signed-in shopper starts at membership; a failed login starts on the login panel', () => {
    expect(machine({ loggedIn: true, email: 'casey@example.com' }).start.stepper.current).toBe(
      STEP.membership,
    );
    const failed = machine({ login: { name: 'casey@example.com', error: 'Sorry.' } });
    const view = checkoutView(failed.start, failed.ctx);
    expect([view.accountPanel, view.email, view.loginError]).toEqual([
      'login',
      'casey@example.com',
      'Sorry.',
    ]);
  });
});

describe('membership and the figures', () => {
  it('joining re-prices at once; the server figures then count the choice', () => {
    const { run, start, ctx } = machine({}, { ...FLAGS, memberFee: 100 } as typeof FLAGS);
    const joined = run(start, { type: 'membershipChosen', choice: 1 });
    expect(checkoutView(joined, ctx).totals).toMatchObject({
      memberPricing: true,
      memberSavings: 686,
      products: 2742,
      memberFee: 100,
      total: 2842,
    });
    const server = { ...start.server.totals, total: 2900, memberFee: 100, memberPricing: true };
    const answered = run(joined, { type: 'serverTotals', totals: server });
    expect(checkoutView(answered, ctx).totals.total).toBe(2900);
  });

  it('a locked checkout starts joined and refuses opting out', () => {
    const { run, start } = machine({}, { ...FLAGS, membershipLock: true });
    expect(start.membership).toBe(1);
    expect(run(start, { type: 'membershipChosen', choice: 0 }).membership).toBe(1);
  });

  it('protection adds its cost for every line without a plan, and swaps when changed', () => {
    const { run, start, ctx } = machine();
    const three = run(start, { type: 'protectionChosen', term: 36 });
    expect(checkoutView(three, ctx).totals).toMatchObject({ protection: 99, total: 3527 });
    const five = run(three, { type: 'protectionChosen', term: 60 });
    expect(checkoutView(five, ctx).totals).toMatchObject({ protection: 149, total: 3577 });
  });

  it('removing the coupon re-prices by the server rule and trims the store credit', () => {
    const coupon = { code: 'ROVE10', title: '10% off', rate: 0.1 };
    const { run, start, ctx } = machine({
      totals: {
        currency: 'USD',
        subtotal: 3428,
        memberPricing: false,
        memberSavings: 0,
        products: 3428,
        discount: 343,
        coupon,
        protection: 0,
        shipping: null,
        memberFee: 0,
        total: 3085,
        voucher: 0,
      },
      storeCredit: {
        credits: 500,
        usable: 500,
        amount_to_charge_usable: 2585,
        expiry: '2027-01-01',
      },
    });
    const removed = run(start, { type: 'couponRemoved', code: 'ROVE10' });
    const view = checkoutView(removed, ctx);
    expect(view.totals).toMatchObject({ discount: 0, coupon: null, total: 3428 });
    expect(view.storeCredit).toMatchObject({ usable: 500, amount_to_charge_usable: 2928 });
    expect(removed.coupon).toEqual({
      working: false,
      refusal: null,
      news: { change: 'removed', code: 'ROVE10', title: '', total: 3428 },
    });
  });
});

describe('the address step', () => {
  it('limits input, judges a select at once and a text field once left', () => {
    const { run, state, ctx } = atAddress();
    const typed = run(
      state,
      { type: 'fieldChanged', pane: 'delivery', field: 'postal_code', value: '78701-12345' },
      { type: 'fieldChanged', pane: 'delivery', field: 'zone', value: '' },
      { type: 'fieldChanged', pane: 'delivery', field: 'city', value: '' },
    );
    // ZIP+4 at most, its hyphen included (core/validate/postal.ts).
    expect(typed.forms.shipping.postal_code).toBe('78701-1234');
    const errors = checkoutView(typed, ctx).fieldErrors;
    expect(errors['panes[delivery][zone]']).toBeTruthy();
    expect(errors['panes[delivery][city]']).toBeUndefined();
    const left = run(typed, { type: 'fieldBlurred', pane: 'delivery', field: 'city' });
    expect(checkoutView(left, ctx).fieldErrors['panes[delivery][city]']).toBeTruthy();
  });

  it('Continue on an incomplete form shows every error and the form message', () => {
    const { run, state, ctx } = atAddress();
    const pressed = run(state, { type: 'addressContinued' });
    const view = checkoutView(pressed, ctx);
    expect(view.addressMessage).toBe('Please complete your details to continue.');
    expect(view.fieldErrors['panes[delivery][first_name]']).toBeTruthy();
    expect(missingAddressInputs(pressed, ctx).missing).toContain('panes[delivery][zone]');
    expect(pressed.stepper.current).toBe(STEP.address);
  });

  it('a server error shows on its field until the field changes', () => {
    const { run, state, ctx } = atAddress();
    const refused = run(state, {
      type: 'quoteAnswered',
      ticket: 0,
      failedMessage: '',
      reply: { kind: 'refused', errors: { 'panes[delivery][city]': 'Not here' }, messages: [] },
    });
    expect(checkoutView(refused, ctx).fieldErrors['panes[delivery][city]']).toBe('Not here');
    const edited = run(refused, {
      type: 'fieldChanged',
      pane: 'delivery',
      field: 'city',
      value: 'Dallas',
    });
    expect(checkoutView(edited, ctx).fieldErrors['panes[delivery][city]']).toBeUndefined();
  });
});

describe('quotes', () => {
  it('a complete address may be quoted; only the latest scheduled quote answers', () => {
    const { run, state, ctx } = atAddress();
    expect(quoteRequest(state, ctx).quotable).toBe(false);
    const filled = run(state, ...ADDRESS);
    const request = quoteRequest(filled, ctx);
    expect(request.quotable).toBe(true);
    const first = run(filled, { type: 'quoteScheduled' }, { type: 'quoteSent', key: request.key });
    const second = run(first, { type: 'quoteScheduled' });
    expect(checkoutView(second, ctx).quotePhase).toBe('loading');
    const stale = run(second, quoted(first.quoteTicket));
    expect(stale.quotes).toEqual([]);
    const fresh = run(second, quoted(second.quoteTicket));
    expect(fresh.quotes.map((quote) => quote.value)).toEqual(['standard', 'white_glove']);
    expect(fresh.quotePhase).toBe('idle');
    expect(stepValidity(fresh, ctx)[STEP.address]).toBe(false);
    const chosen = run(fresh, { type: 'quoteChosen', quote: 'standard' });
    expect(stepValidity(chosen, ctx)[STEP.address]).toBe(true);
  });

  it('a failed quote says so and lets the same address be asked again', () => {
    const { run, state } = atAddress();
    const failed = run(
      state,
      ...ADDRESS,
      { type: 'quoteScheduled' },
      { type: 'quoteSent', key: 'k' },
      {
        type: 'quoteAnswered',
        ticket: 1,
        failedMessage: 'Quotes failed',
        reply: { kind: 'failed' },
      },
    );
    expect([failed.quotePhase, failed.quoteMessages, failed.quotedKey]).toEqual([
      'failed',
      ['Quotes failed'],
      null,
    ]);
    const pressed = run(failed, { type: 'addressContinued' });
    expect(pressed.quoteError).toBe('Please select a shipping option to continue');
  });

  it('a quote dropped before it was sent leaves the section idle', () => {
    const { run, state } = atAddress();
    expect(run(state, { type: 'quoteScheduled' }, { type: 'quoteDropped' }).quotePhase).toBe(
      'idle',
    );
  });
});

describe('payment and review', () => {
  it('opens payment only when the server validates the order', () => {
    const { run, state } = atAddress();
    const refused = run(state, {
      type: 'orderValidated',
      outcome: { proceed: false, messages: [], stepAction: null },
      failedMessage: 'Could not validate',
    });
    expect(refused.orderErrors).toEqual(['Could not validate']);
    const ready = run(state, ...ADDRESS, quoted(0), { type: 'quoteChosen', quote: 'standard' });
    const open = run(ready, {
      type: 'orderValidated',
      outcome: { proceed: true, messages: [], stepAction: null },
      failedMessage: '',
    });
    expect(open.stepper.current).toBe(STEP.payment);
  });

  it("an account error after 'Review order' resets to the email form with a banner", () => {
    const { run, state, ctx } = atAddress();
    const reset = run(state, {
      type: 'reviewRefused',
      outcome: {
        stepAction: { type: 'resetAll' },
        banner: '1 error(s).',
        fieldErrors: { 'panes[customer][primary_email]': 'The e-mail address is taken.' },
      },
    });
    expect(reset.stepper.current).toBe(STEP.account);
    expect(checkoutView(reset, ctx)).toMatchObject({
      banner: '1 error(s).',
      accountPanel: 'email',
    });
  });

  it('posts the panes: the email only with the account, protection only where offered', () => {
    const { run, state } = atAddress();
    const chosen = run(state, ...ADDRESS, { type: 'protectionChosen', term: 36 });
    expect(formPanes(chosen, false)['panes[customer][primary_email]']).toBeUndefined();
    expect(formPanes(chosen, true)).toMatchObject({
      'panes[customer][primary_email]': 'ana@example.com',
      'panes[membership][value]': '0',
      'panes[delivery][city]': 'Austin',
      'panes[billing][copy_address]': '1',
      'panes[protection][term]': '36',
    });
    const uk = machine();
    const ukCtx = checkoutContext(checkoutConfig('UK'), FLAGS);
    const ukState = initialCheckoutState(ukCtx, null);
    expect(uk.start.stepper.steps).toContain(STEP.protection);
    expect(ukState.stepper.steps).not.toContain(STEP.protection);
    expect(formPanes({ ...ukState, protectionTerm: 36 }, false)['panes[protection][term]']).toBe(
      undefined,
    );
  });

  it('the busy count covers every request until it settles, and the payment step', () => {
    const { run, start, ctx } = machine();
    const two = run(start, { type: 'requestStarted' }, { type: 'requestStarted' });
    expect(checkoutView(run(two, { type: 'requestSettled' }), ctx).busy).toBe(true);
    expect(
      checkoutView(run(two, { type: 'requestSettled' }, { type: 'requestSettled' }), ctx).busy,
    ).toBe(false);
    // A payment running is the payment step's store's: the view reads it, the state has no copy.
    expect(checkoutView(start, ctx, true).busy).toBe(true);
  });
});

describe('the named events', () => {
  it('typing the email clears its error; submitting sets or clears it', () => {
    const { run, start } = machine();
    const refused = run(start, { type: 'emailSubmitted', error: 'Not an email' });
    expect(refused.emailError).toBe('Not an email');
    expect(run(refused, { type: 'emailTyped', email: 'a@b.co' })).toMatchObject({
      email: 'a@b.co',
      emailError: null,
    });
    expect(run(refused, { type: 'emailSubmitted', error: null }).emailError).toBeNull();
  });

  it('a missing membership or protection choice asks for one; choosing clears it', () => {
    const { run, start } = machine();
    const noMembership = run(start, { type: 'membershipMissing', message: 'Choose one' });
    expect(noMembership.membershipError).toBe('Choose one');
    expect(run(noMembership, { type: 'membershipChosen', choice: 0 }).membershipError).toBeNull();
    const noTerm = run(start, { type: 'protectionMissing', message: 'Choose one' });
    expect(noTerm.protectionError).toBe('Choose one');
    expect(run(noTerm, { type: 'protectionChosen', term: 36 })).toMatchObject({
      protectionTerm: 36,
      protectionError: null,
    });
  });

  it('a sent quote records its key; choosing an option clears the quote error', () => {
    const { run, state } = atAddress();
    expect(run(state, { type: 'quoteSent', key: 'k1' }).quotedKey).toBe('k1');
    const unchosen = run(state, ...ADDRESS, quoted(0), { type: 'addressContinued' });
    expect(unchosen.quoteError).toBeTruthy();
    expect(run(unchosen, { type: 'quoteChosen', quote: 'standard' })).toMatchObject({
      quote: 'standard',
      quoteError: null,
    });
  });

  it('the review post failing says so; the messages and the banner are dismissed', () => {
    const { run, start } = machine();
    const failed = run(start, { type: 'reviewFailed', message: 'Try again' });
    expect(failed.orderErrors).toEqual(['Try again']);
    expect(run(failed, { type: 'orderErrorsDismissed' }).orderErrors).toEqual([]);
    const bannered = { ...start, banner: '2 errors.' };
    expect(run(bannered, { type: 'bannerDismissed' }).banner).toBeNull();
  });

  it('the referral answer is kept as given', () => {
    const { run, start } = machine();
    const referral = { id: 'friend', other: '' };
    expect(run(start, { type: 'referralChanged', referral }).referral).toEqual(referral);
  });
});

describe('the coupon', () => {
  const ROVE10 = { code: 'ROVE10', title: '10% off', rate: 0.1 };

  it('a call makes the pane busy and clears what it said; a refusal says why', () => {
    const { run, start } = machine();
    const sent = run(start, { type: 'couponSent' });
    expect(sent.coupon).toEqual({ working: true, refusal: null, news: null });
    expect(run(sent, { type: 'couponRefused', refusal: 'couponInvalid' }).coupon).toEqual({
      working: false,
      refusal: 'couponInvalid',
      news: null,
    });
    // An empty code is refused before any call: the pane was not working.
    expect(run(start, { type: 'couponRefused', refusal: 'couponEmpty' }).coupon.refusal).toBe(
      'couponEmpty',
    );
  });

  it("applying takes the server's figures and store credit and says the new total", () => {
    const { run, start, ctx } = machine();
    const totals = {
      ...start.server.totals,
      discount: 343,
      coupon: ROVE10,
      total: start.server.totals.total - 343,
    };
    const credit = { credits: 100, usable: 100, amount_to_charge_usable: 0, expiry: '' };
    const applied = run(
      start,
      { type: 'couponSent' },
      { type: 'couponApplied', code: 'ROVE10', order: { totals, storeCredit: credit } },
    );
    expect(checkoutView(applied, ctx).totals).toMatchObject({ coupon: ROVE10, discount: 343 });
    expect(applied.storeCredit?.credits).toBe(100);
    expect(applied.coupon).toEqual({
      working: false,
      refusal: null,
      news: { change: 'applied', code: 'ROVE10', title: '10% off', total: totals.total },
    });
  });

  it('applied with no open order: the pane is no longer busy and nothing else changes', () => {
    const { run, start } = machine();
    const sent = run(start, { type: 'couponSent' });
    const answered = run(sent, { type: 'couponApplied', code: 'ROVE10', order: null });
    expect(answered).toEqual({ ...sent, coupon: { ...sent.coupon, working: false } });
  });
});
