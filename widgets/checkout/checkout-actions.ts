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
import type { CheckoutContext, CheckoutEvent, CheckoutState } from './checkout-state';
import { createCouponActions, type CouponActions } from './coupon-actions';
import {
  addressContinuation,
  formPanes,
  missingAddressInputs,
  stepValidity,
} from './checkout-view.logic';
import { JOIN, membershipValidatePayload, type MembershipChoice } from './membership.logic';
import { isAllowedRedirect } from './payment/redirect.logic';
import { CALCULATE_SHIPPING_OP } from './shipping.logic';
import { STEP, stepperReducer, type StepIndex } from './steps.logic';
import type { Referral } from './referral';
import {
  orderValidationOutcome,
  submitErrorsFromRecord,
  submitErrorsOutcome,
} from './submit-errors.logic';

// The checkout's actions: each sends the machine its event and makes the calls the step needs,
// feeding the replies back in as events. They read the state from the store at the moment they
// run, so they never act on a render's stale copy.

export interface CheckoutActions extends CouponActions {
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
  readonly coupon: RequestRunner;
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

/** The calls that keep the continue buttons busy, and the way on from a step. */
interface RequestFlow {
  /**
   * Runs a call with the continue buttons busy until what it brings is in the state: `then`
   * (the next step, the refusal) and the end of busy are one change, so no render shows the
   * button back while the step it opens is not there yet (docs/decisions/0057).
   */
  tracked<T>(
    runner: RequestRunner,
    call: (signal: AbortSignal) => Promise<T>,
    then: (settled: Settled<T>) => void,
  ): Promise<void>;
  validateChoice(choice: MembershipChoice, quietly: boolean): void;
  /** Posts the panes, then asks the server whether the order may be paid (spec/checkout.md §4). */
  openPayment(): void;
  /** The next step after `step`; payment only through the server's order validation. */
  continueFrom(step: StepIndex): void;
}

function createRequestFlow(deps: CheckoutActionDeps): RequestFlow {
  const { store, ctx, basePath, requests, text } = deps;
  const { dispatch, getState } = store;

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

  return { tracked, validateChoice, openPayment, continueFrom };
}

type AccountActions = Pick<
  CheckoutActions,
  | 'setEmail'
  | 'submitEmail'
  | 'backToEmail'
  | 'noThanksLogin'
  | 'chooseMembership'
  | 'continueMembership'
>;

/** The account and membership steps. */
function createAccountActions(deps: CheckoutActionDeps, flow: RequestFlow): AccountActions {
  const { store, ctx, basePath, requests, text } = deps;
  const { dispatch, getState } = store;
  return {
    setEmail: (email) => dispatch({ type: 'emailTyped', email }),
    submitEmail() {
      const { email } = getState();
      const check = validateAccountEmail(email);
      dispatch({ type: 'emailSubmitted', error: check.ok ? null : check.message });
      if (!check.ok) return;
      // Signed in already: the account exists and is theirs; no login panel to offer.
      if (ctx.config.loggedIn) {
        dispatch({ type: 'loginDeclined' });
        return;
      }
      const value = email.trim();
      void flow.tracked(
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
      flow.validateChoice(choice, false);
    },
    continueMembership() {
      if (getState().membership === null)
        dispatch({ type: 'membershipMissing', message: text('chooseOne') });
      else flow.continueFrom(STEP.membership);
    },
  };
}

type StepActions = Pick<
  CheckoutActions,
  | 'changeField'
  | 'blurField'
  | 'setCopyToBilling'
  | 'chooseQuote'
  | 'continueAddress'
  | 'chooseProtection'
  | 'continueProtection'
  | 'selectStep'
>;

/** The address and protection steps, and the stepper. */
function createStepActions(deps: CheckoutActionDeps, flow: RequestFlow): StepActions {
  const { store, ctx, text } = deps;
  const { dispatch, getState } = store;
  return {
    changeField: (pane, field, value) => dispatch({ type: 'fieldChanged', pane, field, value }),
    blurField: (pane, field) => dispatch({ type: 'fieldBlurred', pane, field }),
    setCopyToBilling: (value) => dispatch({ type: 'copyToBillingSet', value }),
    chooseQuote: (quote) => dispatch({ type: 'quoteChosen', quote }),
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
      if (outcome === 'ready') flow.continueFrom(STEP.address);
    },
    chooseProtection: (term) => dispatch({ type: 'protectionChosen', term }),
    continueProtection() {
      if (getState().protectionTerm === null)
        dispatch({ type: 'protectionMissing', message: text('chooseOne') });
      else flow.continueFrom(STEP.protection);
    },
    selectStep(step) {
      const state = getState();
      // Payment opens only through the server's order validation.
      const validity = stepValidity(state, ctx);
      if (
        step === STEP.payment &&
        stepperReducer(state.stepper, { type: 'selectStep', step, validity }).current === step
      )
        flow.openPayment();
      else dispatch({ type: 'stepSelected', step });
    },
  };
}

type OrderActions = Pick<
  CheckoutActions,
  'dismissOrderErrors' | 'dismissBanner' | 'setReferral' | 'reopenAddress' | 'reviewOrder'
>;

/** The messages above the steps, the payment step's referral and its calls into the shell. */
function createOrderActions(deps: CheckoutActionDeps, flow: RequestFlow): OrderActions {
  const { store, ctx, basePath, requests, text } = deps;
  const { dispatch, getState } = store;
  return {
    dismissOrderErrors: () => dispatch({ type: 'orderErrorsDismissed' }),
    dismissBanner: () => dispatch({ type: 'bannerDismissed' }),
    setReferral: (referral) => dispatch({ type: 'referralChanged', referral }),
    reopenAddress: (message) => dispatch({ type: 'addressReopened', message }),
    reviewOrder() {
      void flow.tracked(
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
          } else if (reply.kind === 'failed')
            dispatch({ type: 'reviewFailed', message: text('orderValidateFailed') });
          else
            dispatch({
              type: 'reviewRefused',
              outcome: submitErrorsOutcome(submitErrorsFromRecord(reply.errors)),
            });
        },
      );
    },
  };
}

function createCalls(deps: CheckoutActionDeps, flow: RequestFlow): CheckoutCalls {
  const { store, basePath, requests, text } = deps;
  const { dispatch, getState } = store;
  return {
    quote(key) {
      const { quoteTicket: ticket } = getState();
      dispatch({ type: 'quoteSent', key });
      void flow.tracked(
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
    validateMembershipQuietly: (choice) => flow.validateChoice(choice, true),
  };
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
  const flow = createRequestFlow(deps);
  const { store, ctx, basePath, requests } = deps;
  const actions: CheckoutActions = {
    ...createAccountActions(deps, flow),
    ...createStepActions(deps, flow),
    ...createOrderActions(deps, flow),
    ...createCouponActions({ store, ctx, basePath, runner: requests.coupon }),
  };
  return { actions, calls: createCalls(deps, flow) };
}
