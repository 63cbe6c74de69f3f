import type { Country } from '../../core/country';
import { changedField, leftField, submitTried } from '../shared/form-field.logic';
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
  CheckoutContext,
  CheckoutEvent,
  CheckoutState,
  FormReply,
  ServerQuoteTotals,
} from './checkout-state';
import { addressContinuation, addressStepOf, stepValidity, totalsOf } from './checkout-view.logic';
import { creditForTotal, withCoupon } from './coupon.logic';
import { JOIN } from './membership.logic';
import type { StoreCredit } from './payment.logic';
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

/**
 * The checkout's reducer over its context.
 *
 * @example const reduce = checkoutReducer(ctx); reduce(state, { type: 'fieldChanged', pane: 'delivery', field: 'city', value: 'Boston' })
 */
export function checkoutReducer(ctx: CheckoutContext) {
  return function reduce(state: CheckoutState, event: CheckoutEvent): CheckoutState {
    switch (event.type) {
      case 'set':
        return { ...state, ...event.patch };
      case 'emailChecked': {
        const account = accountReducer(state.account, event);
        const next = { ...state, account };
        return account.done ? step(next, { type: 'continue' }) : next;
      }
      case 'loginDeclined':
        return step(
          { ...state, account: accountReducer(state.account, { type: 'noThanksLogin' }) },
          { type: 'continue' },
        );
      case 'backToEmail':
        return { ...state, account: accountReducer(state.account, event) };
      case 'membershipChosen':
        if (ctx.lock && event.choice !== JOIN) return state;
        return { ...state, membership: event.choice, membershipError: null };
      case 'stepContinued':
        return step(state, { type: 'continue' });
      case 'stepSelected':
        return step(state, {
          type: 'selectStep',
          step: event.step,
          validity: stepValidity(state, ctx),
        });
      case 'fieldChanged': {
        const rules = rulesFor(event.pane, state.forms, ctx.country);
        const name = paneFieldName(event.pane, event.field);
        const changed = changedField(
          {
            ...state,
            forms: withField(
              state.forms,
              event.pane,
              event.field,
              limitInput(event.field, event.value, rules),
            ),
            addressMessage: null,
          },
          name,
        );
        // A select's choice is final when made: judged at once, as a text field on blur.
        return event.field === 'zone' || event.field === 'country'
          ? leftField(changed, name)
          : changed;
      }
      case 'fieldBlurred': {
        const rules = rulesFor(event.pane, state.forms, ctx.country);
        const value = blurValue(event.field, state.forms[formKey(event.pane)][event.field], rules);
        return leftField(
          { ...state, forms: withField(state.forms, event.pane, event.field, value) },
          paneFieldName(event.pane, event.field),
        );
      }
      case 'copyToBillingSet':
        return { ...state, forms: { ...state.forms, copyToBilling: event.value } };
      case 'addressContinued': {
        const outcome = addressContinuation(state, ctx);
        const next = submitTried(state);
        if (outcome === 'invalid')
          return { ...next, addressMessage: addressStepOf(state, ctx).message };
        const cleared = { ...next, addressMessage: null };
        if (outcome !== 'no quote') return cleared;
        const selection = validateQuoteSelection(state.quote, state.quotes);
        return { ...cleared, quoteError: selection.ok ? null : selection.message };
      }
      case 'quoteScheduled':
        return {
          ...state,
          quoteTicket: state.quoteTicket + 1,
          quotePhase: 'loading',
          quoteMessages: [],
        };
      case 'quoteDropped':
        // A request not sent yet is dropped; a new one (if any) sets 'loading' again.
        return state.quotePhase === 'loading' ? { ...state, quotePhase: 'idle' } : state;
      case 'quoteAnswered': {
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
      }
      case 'formReplied':
        return withFormReply(state, event.data);
      case 'serverTotals':
        return withServerTotals(state, event.totals, event.storeCredit);
      case 'couponRemoved': {
        // The cart's endpoint answers with no figures: re-priced here by the server's rule.
        const totals = withCoupon(state.server.totals, null);
        const next = { ...state, server: { ...state.server, totals } };
        return {
          ...next,
          storeCredit: creditForTotal(state.storeCredit, totalsOf(next, ctx).total),
        };
      }
      case 'orderValidated': {
        const { outcome } = event;
        if (outcome.proceed)
          return step(
            { ...state, orderErrors: [] },
            {
              type: 'selectStep',
              step: STEP.payment,
              validity: {
                ...stepValidity(state, ctx),
                [STEP.address]: true,
                [STEP.protection]: true,
              },
            },
          );
        const next = {
          ...state,
          orderErrors: outcome.messages.length > 0 ? outcome.messages : [event.failedMessage],
        };
        return outcome.stepAction ? step(next, outcome.stepAction) : next;
      }
      case 'reviewRefused': {
        // A failed post-submit (spec/checkout.md §4): reset or complete-up-to, the banner, field errors.
        const { outcome } = event;
        let next = submitTried({ ...state, banner: outcome.banner }, outcome.fieldErrors);
        if (outcome.stepAction) next = step(next, outcome.stepAction);
        if (outcome.stepAction?.type === 'resetAll')
          next = { ...next, account: accountReducer(next.account, { type: 'backToEmail' }) };
        return next;
      }
      case 'addressReopened':
        return step(event.message ? { ...state, orderErrors: [event.message] } : state, {
          type: 'selectStep',
          step: STEP.address,
          validity: stepValidity(state, ctx),
        });
      case 'requestStarted':
        return { ...state, pending: state.pending + 1 };
      case 'requestSettled':
        return { ...state, pending: state.pending - 1 };
    }
  };
}
