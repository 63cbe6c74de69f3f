import { emit } from '../../core/bus';
import type { RequestRunner, Settled } from '../../core/request-runner';
import type { Store } from '../../core/store';
import { validateAccountEmail } from './account.logic';
import type { AddressField, AddressPane } from './address-form.logic';
import {
  checkEmail,
  postCheckoutForm,
  validateMembership,
  validateOrder,
  type MembershipReply,
} from './checkout-api';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutPatch,
  CheckoutState,
} from './checkout-state';
import {
  addressContinuation,
  formPanes,
  missingAddressInputs,
  stepValidity,
} from './checkout-view.logic';
import { JOIN, membershipValidatePayload, type MembershipChoice } from './membership.logic';
import { isAllowedRedirect } from './redirect.logic';
import { CALCULATE_SHIPPING_OP } from './shipping.logic';
import { STEP, stepperReducer, type StepIndex } from './steps.logic';
import type { Referral } from './stripe.logic';
import {
  orderValidationOutcome,
  submitErrorsFromRecord,
  submitErrorsOutcome,
} from './submit-errors.logic';

// The checkout's actions: each sends the machine its event and makes the calls the step needs,
// feeding the replies back in as events. They read the state from the store at the moment they
// run, so they never act on a render's stale copy.

export interface CheckoutActions {
  setEmail(value: string): void;
  submitEmail(): void;
  backToEmail(): void;
  noThanksLogin(): void;
  chooseMembership(choice: MembershipChoice): void;
  continueMembership(): void;
  changeField(pane: AddressPane, field: AddressField, value: string): void;
  blurField(pane: AddressPane, field: AddressField): void;
  setCopyToBilling(value: boolean): void;
  chooseQuote(value: string): void;
  continueAddress(): void;
  chooseProtection(term: number): void;
  continueProtection(): void;
  selectStep(step: StepIndex): void;
  dismissOrderErrors(): void;
  dismissBanner(): void;
  setPaymentBusy(busy: boolean): void;
  setReferral(referral: Referral): void;
  /** The payment server wants the address first: show why and reopen the address step. */
  reopenAddress(message?: string): void;
  reviewOrder(): void;
}

/** One runner per kind of call: a newer call of a kind supersedes the older (core/request-runner). */
export interface CheckoutRequests {
  readonly account: RequestRunner;
  readonly membership: RequestRunner;
  readonly quote: RequestRunner;
  /** Opening payment and the review post: one at a time. */
  readonly order: RequestRunner;
}

/** The texts the actions put into the state (checkout-text keys). */
export type ActionText = (key: 'chooseOne' | 'quoteFailed' | 'orderValidateFailed') => string;

export interface CheckoutActionDeps {
  readonly store: Store<CheckoutState, CheckoutEvent>;
  readonly ctx: CheckoutContext;
  readonly basePath: string;
  readonly requests: CheckoutRequests;
  readonly text: ActionText;
  /** Where the review step sends the browser (location.assign in production). */
  readonly navigate: (url: string) => void;
}

/** The calls the machine's hooks make besides the shopper's actions. */
export interface CheckoutCalls {
  /** Asks for quotes for the address as it is now; only the latest scheduled ticket answers. */
  quote(key: string): void;
  /** A choice the server does not hold yet, validated without making Continue busy. */
  validateMembershipQuietly(choice: MembershipChoice): void;
}

/**
 * The actions over a store.
 *
 * @example const { actions } = createCheckoutActions({ store, ctx, basePath: '/', requests, text: t, navigate });
 */
export function createCheckoutActions(deps: CheckoutActionDeps): {
  actions: CheckoutActions;
  calls: CheckoutCalls;
} {
  const { store, ctx, basePath, requests, text } = deps;
  const { dispatch, getState } = store;
  const set = (patch: CheckoutPatch) => dispatch({ type: 'set', patch });

  /**
   * Runs a call with the continue buttons busy until what it brings is in the state: `then`
   * (the next step, the refusal) and the end of busy are one change, so no render shows the
   * button back while the step it opens is not there yet (docs/decisions/0057).
   */
  async function tracked<T>(
    runner: RequestRunner,
    call: (signal: AbortSignal) => Promise<T>,
    then: (settled: Settled<T>) => void,
  ): Promise<void> {
    dispatch({ type: 'requestStarted' });
    try {
      then(await runner.latest(call));
    } finally {
      dispatch({ type: 'requestSettled' });
    }
  }

  function validateChoice(choice: MembershipChoice, quietly: boolean): void {
    const call = (signal: AbortSignal) =>
      validateMembership(membershipValidatePayload(choice).value, { basePath, signal });
    const answered = (settled: Settled<MembershipReply | null>) => {
      if (settled.current && settled.value?.totals)
        dispatch({ type: 'serverTotals', totals: settled.value.totals });
    };
    // The shopper's own choice holds Continue until the server has it; the page's
    // pre-selection runs in the background (it must not make the email step look busy).
    if (quietly) void requests.membership.latest(call).then(answered);
    else void tracked(requests.membership, call, answered);
  }

  /** Posts the panes, then asks the server whether the order may be paid (spec/checkout.md §4). */
  function openPayment(): void {
    void tracked(
      requests.order,
      async (signal) => {
        const context = { basePath, signal };
        const posted = await postCheckoutForm(
          { ...formPanes(getState(), true), op: CALCULATE_SHIPPING_OP },
          context,
        );
        if (posted.kind === 'ok') dispatch({ type: 'formReplied', data: posted.data });
        return validateOrder(
          ctx.config.urls.orderValidate || `ajax/order-validate/${ctx.config.orderId}`,
          context,
        );
      },
      (settled) => {
        if (!settled.current) return;
        dispatch({
          type: 'orderValidated',
          outcome: orderValidationOutcome(settled.value ?? { success: false, errors: [] }),
          failedMessage: text('orderValidateFailed'),
        });
      },
    );
  }

  function continueFrom(step: StepIndex): void {
    const next = getState().stepper.steps.find((candidate) => candidate > step);
    if (next === STEP.payment) openPayment();
    else dispatch({ type: 'stepContinued' });
  }

  const actions: CheckoutActions = {
    setEmail: (email) => set({ email, emailError: null }),
    submitEmail() {
      const { email } = getState();
      const check = validateAccountEmail(email);
      set({ emailError: check.ok ? null : check.message });
      if (!check.ok) return;
      // Signed in already: the account exists and is theirs; no login panel to offer.
      if (ctx.config.loggedIn) {
        dispatch({ type: 'loginDeclined' });
        return;
      }
      const value = email.trim();
      void tracked(
        requests.account,
        (signal) => checkEmail(value, { basePath, signal }),
        (settled) => {
          if (settled.current)
            dispatch({ type: 'emailChecked', email: value, result: settled.value });
        },
      );
    },
    backToEmail: () => dispatch({ type: 'backToEmail' }),
    noThanksLogin: () => dispatch({ type: 'loginDeclined' }),
    chooseMembership(choice) {
      if (ctx.lock && choice !== JOIN) return;
      dispatch({ type: 'membershipChosen', choice });
      validateChoice(choice, false);
    },
    continueMembership() {
      if (getState().membership === null) set({ membershipError: text('chooseOne') });
      else continueFrom(STEP.membership);
    },
    changeField: (pane, field, value) => dispatch({ type: 'fieldChanged', pane, field, value }),
    blurField: (pane, field) => dispatch({ type: 'fieldBlurred', pane, field }),
    setCopyToBilling: (value) => dispatch({ type: 'copyToBillingSet', value }),
    chooseQuote: (quote) => set({ quote, quoteError: null }),
    continueAddress() {
      dispatch({ type: 'addressContinued' });
      const state = getState();
      const outcome = addressContinuation(state, ctx);
      if (outcome === 'invalid') {
        // The specification's checkoutError event, for host scripts and analytics: the required fields
        // left empty ('Please complete this field'), when that is what stops the shopper.
        const missing = missingAddressInputs(state, ctx);
        if (missing.message)
          emit('checkout-error', {
            step: STEP.address,
            message: missing.message,
            fields: [...missing.missing],
          });
        return;
      }
      if (outcome === 'ready') continueFrom(STEP.address);
    },
    chooseProtection: (protectionTerm) => set({ protectionTerm, protectionError: null }),
    continueProtection() {
      if (getState().protectionTerm === null) set({ protectionError: text('chooseOne') });
      else continueFrom(STEP.protection);
    },
    selectStep(step) {
      const state = getState();
      // Payment opens only through the server's order validation.
      const validity = stepValidity(state, ctx);
      if (
        step === STEP.payment &&
        stepperReducer(state.stepper, { type: 'selectStep', step, validity }).current === step
      )
        openPayment();
      else dispatch({ type: 'stepSelected', step });
    },
    dismissOrderErrors: () => set({ orderErrors: [] }),
    dismissBanner: () => set({ banner: null }),
    setPaymentBusy: (paymentBusy) => set({ paymentBusy }),
    setReferral: (referral) => set({ referral }),
    reopenAddress: (message) => dispatch({ type: 'addressReopened', message }),
    reviewOrder() {
      void tracked(
        requests.order,
        (signal) =>
          postCheckoutForm(
            { ...formPanes(getState(), true), op: 'Review order' },
            { basePath, signal },
          ),
        (settled) => {
          if (!settled.current) return;
          const reply = settled.value;
          if (reply.kind === 'ok') {
            const target = reply.data.redirect || ctx.config.urls.review;
            if (isAllowedRedirect(target, location.href)) deps.navigate(target);
          } else if (reply.kind === 'failed') set({ orderErrors: [text('orderValidateFailed')] });
          else
            dispatch({
              type: 'reviewRefused',
              outcome: submitErrorsOutcome(submitErrorsFromRecord(reply.errors)),
            });
        },
      );
    },
  };

  const calls: CheckoutCalls = {
    quote(key) {
      const { quoteTicket: ticket } = getState();
      set({ quotedKey: key });
      void tracked(
        requests.quote,
        (signal) =>
          postCheckoutForm(
            { ...formPanes(getState(), false), op: CALCULATE_SHIPPING_OP },
            { basePath, signal },
          ),
        (settled) => {
          if (settled.current)
            dispatch({
              type: 'quoteAnswered',
              ticket,
              reply: settled.value,
              failedMessage: text('quoteFailed'),
            });
        },
      );
    },
    validateMembershipQuietly: (choice) => validateChoice(choice, true),
  };

  return { actions, calls };
}
