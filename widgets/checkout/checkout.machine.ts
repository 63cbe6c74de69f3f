import type { Country } from '../../core/country';
import { changedField, leftField, submitTried } from '../shared/forms/form-field.logic';
import { accountReducer } from './account.logic';
import {
  billingRulesCountry,
  blurValue,
  limitInput,
  paneFieldName,
  type AddressField,
  type AddressForms,
  type AddressPane,
} from './address-form.logic';
import { checkedTotals } from './checkout-config';
import { quotesOf } from './checkout-start.logic';
import type {
  AccountEvent,
  AddressEvent,
  CheckoutContext,
  CheckoutEvent,
  CheckoutState,
  CouponEvent,
  CouponNews,
  FormReply,
  OrderEvent,
  ServerQuoteTotals,
  StepEvent,
} from './checkout-state';
import { addressContinuation, addressStepOf, stepValidity, totalsOf } from './checkout-view.logic';
import { creditForTotal, withCoupon } from './coupon.logic';
import { JOIN } from './membership.logic';
import type { StoreCredit } from './payment/payment.logic';
import { reconcileQuoteSelection, validateQuoteSelection } from './shipping.logic';
import { STEP, stepperReducer, type StepperAction } from './steps.logic';

// The checkout as one pure machine: every state the steps can show and every event that moves
// between them, with no clock, DOM or network. The hooks (useCheckout.ts and its helpers) send
// the requests and feed the replies back in as events; the stories build their states from here.

/** The rules a pane's fields follow: billing its own country's (a UK phone on a US order). */
function rulesFor(pane: AddressPane, forms: AddressForms, country: Country): Country {
  return pane === 'delivery' ? country : billingRulesCountry(forms.billing, country);
}

function formKey(pane: AddressPane): 'shipping' | 'billing' {
  return pane === 'delivery' ? 'shipping' : 'billing';
}

function withField(forms: AddressForms, pane: AddressPane, field: AddressField, value: string) {
  const key = formKey(pane);
  return forms[key][field] === value
    ? forms
    : { ...forms, [key]: { ...forms[key], [field]: value } };
}

function step(state: CheckoutState, action: StepperAction): CheckoutState {
  return { ...state, stepper: stepperReducer(state.stepper, action) };
}

/** The server's new figures count every choice made so far. */
function withServerTotals(
  state: CheckoutState,
  totals: ServerQuoteTotals,
  storeCredit: StoreCredit | null | undefined,
): CheckoutState {
  const counted = { membership: state.membership, protectionTerm: state.protectionTerm };
  return {
    ...state,
    server: { totals: checkedTotals(totals, state.server.totals.currency), counted },
    storeCredit: storeCredit === undefined ? state.storeCredit : storeCredit,
  };
}

function withFormReply(state: CheckoutState, data: FormReply): CheckoutState {
  const quotes = quotesOf(data.quotes);
  const next = {
    ...state,
    quotes,
    quote: reconcileQuoteSelection(state.quote ?? data.selected, quotes),
    storeCredit: data.storeCredit,
  };
  return data.totals ? withServerTotals(next, data.totals, data.storeCredit) : next;
}

/** The totals, store credit and coupon news after the coupon changed to `coupon` (or none). */
function withCouponChange(
  state: CheckoutState,
  ctx: CheckoutContext,
  server: CheckoutState['server'],
  news: Omit<CouponNews, 'total'>,
): CheckoutState {
  const next = { ...state, server };
  const { total } = totalsOf(next, ctx);
  return {
    ...next,
    storeCredit: creditForTotal(next.storeCredit, total),
    coupon: { working: false, refusal: null, news: { ...news, total } },
  };
}

/** One event's rule: the state it leads to. */
type Rule<E extends CheckoutEvent> = (
  state: CheckoutState,
  event: E,
  ctx: CheckoutContext,
) => CheckoutState;

/** A rule for every event of a group, by its type. */
type Rules<E extends CheckoutEvent> = { readonly [T in E['type']]: Rule<Extract<E, { type: T }>> };

const accountRules: Rules<AccountEvent> = {
  emailTyped: (state, { email }) => ({ ...state, email, emailError: null }),
  emailSubmitted: (state, { error }) => ({ ...state, emailError: error }),
  emailChecked(state, event) {
    const account = accountReducer(state.account, event);
    const next = { ...state, account };
    return account.done ? step(next, { type: 'continue' }) : next;
  },
  loginDeclined: (state) =>
    step(
      { ...state, account: accountReducer(state.account, { type: 'noThanksLogin' }) },
      { type: 'continue' },
    ),
  backToEmail: (state, event) => ({ ...state, account: accountReducer(state.account, event) }),
  membershipChosen: (state, { choice }, ctx) =>
    ctx.lock && choice !== JOIN ? state : { ...state, membership: choice, membershipError: null },
  membershipMissing: (state, { message }) => ({ ...state, membershipError: message }),
};

const addressRules: Rules<AddressEvent> = {
  fieldChanged(state, event, ctx) {
    const rules = rulesFor(event.pane, state.forms, ctx.country);
    const name = paneFieldName(event.pane, event.field);
    const value = limitInput(event.field, event.value, rules);
    const changed = changedField(
      {
        ...state,
        forms: withField(state.forms, event.pane, event.field, value),
        addressMessage: null,
      },
      name,
    );
    // A select's choice is final when made: judged at once, as a text field on blur.
    return event.field === 'zone' || event.field === 'country' ? leftField(changed, name) : changed;
  },
  fieldBlurred(state, event, ctx) {
    const rules = rulesFor(event.pane, state.forms, ctx.country);
    const value = blurValue(event.field, state.forms[formKey(event.pane)][event.field], rules);
    return leftField(
      { ...state, forms: withField(state.forms, event.pane, event.field, value) },
      paneFieldName(event.pane, event.field),
    );
  },
  copyToBillingSet: (state, { value }) => ({
    ...state,
    forms: { ...state.forms, copyToBilling: value },
  }),
  addressContinued(state, _event, ctx) {
    const outcome = addressContinuation(state, ctx);
    const next = submitTried(state);
    if (outcome === 'invalid')
      return { ...next, addressMessage: addressStepOf(state, ctx).message };
    const cleared = { ...next, addressMessage: null };
    if (outcome !== 'no quote') return cleared;
    const selection = validateQuoteSelection(state.quote, state.quotes);
    return { ...cleared, quoteError: selection.ok ? null : selection.message };
  },
};

const stepRules: Rules<StepEvent> = {
  stepContinued: (state) => step(state, { type: 'continue' }),
  stepSelected: (state, event, ctx) =>
    step(state, { type: 'selectStep', step: event.step, validity: stepValidity(state, ctx) }),
  quoteScheduled: (state) => ({
    ...state,
    quoteTicket: state.quoteTicket + 1,
    quotePhase: 'loading',
    quoteMessages: [],
  }),
  // A request not sent yet is dropped; a new one (if any) sets 'loading' again.
  quoteDropped: (state) =>
    state.quotePhase === 'loading' ? { ...state, quotePhase: 'idle' } : state,
  quoteSent: (state, { key }) => ({ ...state, quotedKey: key }),
  quoteAnswered(state, event) {
    if (event.ticket !== state.quoteTicket) return state;
    const { reply } = event;
    if (reply.kind === 'ok') return { ...withFormReply(state, reply.data), quotePhase: 'idle' };
    return {
      ...state,
      quotes: [],
      quote: null,
      quotePhase: 'failed',
      serverErrors: reply.kind === 'refused' ? reply.errors : state.serverErrors,
      quoteMessages: reply.kind === 'refused' ? reply.messages : [event.failedMessage],
      // The same address may be tried again once it is edited back and forth.
      quotedKey: null,
    };
  },
  quoteChosen: (state, { quote }) => ({ ...state, quote, quoteError: null }),
  protectionChosen: (state, { term }) => ({
    ...state,
    protectionTerm: term,
    protectionError: null,
  }),
  protectionMissing: (state, { message }) => ({ ...state, protectionError: message }),
};

const couponRules: Rules<CouponEvent> = {
  couponSent: (state) => ({ ...state, coupon: { working: true, refusal: null, news: null } }),
  couponRefused: (state, { refusal }) => ({
    ...state,
    coupon: { ...state.coupon, working: false, refusal },
  }),
  couponApplied(state, { code, order }, ctx) {
    if (!order) return { ...state, coupon: { ...state.coupon, working: false } };
    const next = withServerTotals(state, order.totals, order.storeCredit);
    const title = next.server.totals.coupon?.title ?? '';
    return withCouponChange(next, ctx, next.server, { change: 'applied', code, title });
  },
  // The cart's endpoint answers with no figures: re-priced here by the server's rule.
  couponRemoved: (state, { code }, ctx) =>
    withCouponChange(
      state,
      ctx,
      { ...state.server, totals: withCoupon(state.server.totals, null) },
      { change: 'removed', code, title: '' },
    ),
};

const orderRules: Rules<OrderEvent> = {
  formReplied: (state, { data }) => withFormReply(state, data),
  serverTotals: (state, event) => withServerTotals(state, event.totals, event.storeCredit),
  orderValidated(state, { outcome, failedMessage }, ctx) {
    if (outcome.proceed)
      return step(
        { ...state, orderErrors: [] },
        {
          type: 'selectStep',
          step: STEP.payment,
          validity: { ...stepValidity(state, ctx), [STEP.address]: true, [STEP.protection]: true },
        },
      );
    const messages = outcome.messages.length > 0 ? outcome.messages : [failedMessage];
    const next = { ...state, orderErrors: messages };
    return outcome.stepAction ? step(next, outcome.stepAction) : next;
  },
  reviewRefused(state, { outcome }) {
    // A failed post-submit (spec/checkout.md §4): reset or complete-up-to, the banner, field errors.
    let next = submitTried({ ...state, banner: outcome.banner }, outcome.fieldErrors);
    if (outcome.stepAction) next = step(next, outcome.stepAction);
    if (outcome.stepAction?.type === 'resetAll')
      next = { ...next, account: accountReducer(next.account, { type: 'backToEmail' }) };
    return next;
  },
  reviewFailed: (state, { message }) => ({ ...state, orderErrors: [message] }),
  addressReopened: (state, { message }, ctx) =>
    step(message ? { ...state, orderErrors: [message] } : state, {
      type: 'selectStep',
      step: STEP.address,
      validity: stepValidity(state, ctx),
    }),
  orderErrorsDismissed: (state) => ({ ...state, orderErrors: [] }),
  bannerDismissed: (state) => ({ ...state, banner: null }),
  referralChanged: (state, { referral }) => ({ ...state, referral }),
  requestStarted: (state) => ({ ...state, pending: state.pending + 1 }),
  requestSettled: (state) => ({ ...state, pending: state.pending - 1 }),
};

const rules: Rules<CheckoutEvent> = {
  ...accountRules,
  ...addressRules,
  ...stepRules,
  ...couponRules,
  ...orderRules,
};

/**
 * The checkout's reducer over its context: each event's rule, by its type.
 *
 * @example const reduce = checkoutReducer(ctx); reduce(state, { type: 'fieldChanged', pane: 'delivery', field: 'city', value: 'Boston' })
 */
export function checkoutReducer(ctx: CheckoutContext) {
  return (state: CheckoutState, event: CheckoutEvent): CheckoutState =>
    (rules[event.type] as Rule<CheckoutEvent>)(state, event, ctx);
}
