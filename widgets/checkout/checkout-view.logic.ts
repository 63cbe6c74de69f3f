import {
  ADDRESS_FIELDS,
  addressHash,
  billingForSubmit,
  billingRulesCountry,
  canQuote,
  OPTIONAL_ADDRESS_FIELDS,
  paneFieldName,
  validateAddressStep,
  type AddressField,
  type AddressForms,
  type AddressPane,
} from './address-form.logic';
import type { FieldErrors } from '../shared/forms/field-errors.logic';
import { shownErrors } from '../shared/forms/form-field.logic';
import type { CheckoutTotals } from './checkout-config';
import { checkoutTotals } from './checkout-totals.logic';
import type { CheckoutContext, CheckoutState, CouponState, QuotePhase } from './checkout-state';
import { membershipOptions, type MembershipChoice } from './membership.logic';
import type { StoreCredit } from './payment/payment.logic';
import { validateQuoteSelection, type ParsedQuoteOption } from './shipping.logic';
import { STEP, type StepperState, type StepValidity } from './steps.logic';
import type { Referral } from './referral';
import { findMissingInputs } from './submit-errors.logic';

// What the checkout shows, read from the machine's state: pure selectors that the reducer, the
// hooks and the stories share.

/** Everything the checkout's view renders (the actions aside). */
export interface CheckoutView {
  readonly stepper: StepperState;
  readonly email: string;
  readonly emailError: string | null;
  readonly accountPanel: 'email' | 'login';
  readonly showMembershipAlert: boolean;
  readonly membership: MembershipChoice | null;
  readonly membershipError: string | null;
  readonly showOptOut: boolean;
  readonly forms: AddressForms;
  /** The message of each field to show now, by posted name (panes[delivery][city]). */
  readonly fieldErrors: FieldErrors;
  /** 'Please complete your details to continue.' while the quote section stays shut. */
  readonly quoteGate: string | null;
  readonly quotes: readonly ParsedQuoteOption[];
  readonly quote: string | null;
  readonly quotePhase: QuotePhase;
  readonly quoteMessages: readonly string[];
  readonly quoteError: string | null;
  readonly addressMessage: string | null;
  readonly protectionTerm: number | null;
  readonly protectionError: string | null;
  /** The payment step's referral answer, sent with the payment's completion. */
  readonly referral: Referral;
  readonly totals: CheckoutTotals;
  readonly storeCredit: StoreCredit | null;
  /** The coupon pane's call, refusal and news (its calls are applyCoupon, removeCoupon). */
  readonly coupon: CouponState;
  readonly busy: boolean;
  readonly orderErrors: readonly string[];
  readonly banner: string | null;
  /** Drupal's message after a failed login (the server sent the shopper back), or null. */
  readonly loginError: string | null;
}

/**
 * The view's state. `paymentRunning` is the payment step's own store's (a pay attempt runs):
 * read from there, never copied into this state (issue 52).
 *
 * @example checkoutView(initialCheckoutState(ctx, null), ctx, true).busy // true
 */
export function checkoutView(
  state: CheckoutState,
  ctx: CheckoutContext,
  paymentRunning = false,
): CheckoutView {
  const gate = canQuote(
    state.forms.shipping,
    state.forms.billing,
    state.forms.copyToBilling,
    ctx.country,
    ctx.restrictions,
  );
  return {
    ...state,
    accountPanel: state.account.panel,
    showMembershipAlert: state.account.showMembershipAlert,
    showOptOut: membershipOptions({ membershipOnly: ctx.only, membershipLock: ctx.lock })
      .showOptOut,
    fieldErrors: fieldErrors(state, ctx),
    quoteGate: gate.ok ? null : gate.message,
    totals: totalsOf(state, ctx),
    busy: state.pending > 0 || paymentRunning,
    loginError: state.account.panel === 'login' ? (ctx.config.login?.error ?? null) : null,
  };
}

/** The figures the summary shows (checkout-totals.logic). */
export function totalsOf(state: CheckoutState, ctx: CheckoutContext): CheckoutTotals {
  return checkoutTotals(state.server, state, ctx);
}

export function addressStepOf(state: CheckoutState, ctx: CheckoutContext) {
  return validateAddressStep(state.forms, ctx.country, ctx.restrictions);
}

/** Which steps may be opened from the stepper. */
export function stepValidity(state: CheckoutState, ctx: CheckoutContext): StepValidity {
  return {
    [STEP.account]: state.account.done,
    [STEP.membership]: state.membership !== null,
    [STEP.address]: addressContinuation(state, ctx) === 'ready',
    [STEP.protection]: state.protectionTerm !== null,
  };
}

/**
 * What Continue on the address step meets: the form's first problem, quotes still loading, no
 * option chosen, or the way on.
 */
export function addressContinuation(
  state: CheckoutState,
  ctx: CheckoutContext,
): 'invalid' | 'quoting' | 'no quote' | 'ready' {
  if (!addressStepOf(state, ctx).ok) return 'invalid';
  if (state.quotePhase !== 'idle') return state.quotePhase === 'loading' ? 'quoting' : 'no quote';
  return validateQuoteSelection(state.quote, state.quotes).ok ? 'ready' : 'no quote';
}

/** The message each field shows now: its own once left (or after Continue), else the server's. */
export function fieldErrors(state: CheckoutState, ctx: CheckoutContext): FieldErrors {
  const step = addressStepOf(state, ctx);
  const own: Record<string, string> = {};
  const add = (pane: AddressPane, errors: Readonly<Partial<Record<AddressField, string>>>) => {
    for (const field of ADDRESS_FIELDS) {
      const message = errors[field];
      if (message) own[paneFieldName(pane, field)] = message;
    }
  };
  add('delivery', step.shipping.errors);
  if (step.billing) add('billing', step.billing.errors);
  return shownErrors(state, own);
}

/**
 * When a quote may be asked for, and for which address: its key changes with the delivery
 * zone, city, postal code and the membership choice. Korea skips the gate's message before
 * quoting (spec/checkout.md §4: its section opens at once), but a request is only sent for a delivery
 * address that passes: the server would refuse anything else, and its 'Required' list would
 * flag fields the shopper has not reached yet.
 */
export function quoteRequest(
  state: CheckoutState,
  ctx: CheckoutContext,
): { readonly quotable: boolean; readonly key: string } {
  const { shipping, billing, copyToBilling } = state.forms;
  const gate = canQuote(shipping, billing, copyToBilling, ctx.country, ctx.restrictions);
  return {
    quotable: gate.ok && addressStepOf(state, ctx).shipping.ok,
    key: addressHash(shipping.zone, shipping.city, shipping.postal_code, state.membership),
  };
}

/**
 * The checkout form's panes as posted (spec/checkout.md §7); the account's email only with `withAccount`.
 *
 * @example formPanes(state, false)['panes[delivery][city]'] // 'Austin'
 */
export function formPanes(state: CheckoutState, withAccount: boolean): Record<string, string> {
  const { forms, membership, quote, protectionTerm } = state;
  const fields: Record<string, string> = {};
  if (withAccount) fields['panes[customer][primary_email]'] = state.email.trim();
  if (membership !== null) fields['panes[membership][value]'] = String(membership);
  const billing = billingForSubmit(forms);
  for (const field of ADDRESS_FIELDS) {
    fields[paneFieldName('delivery', field)] = forms.shipping[field];
    fields[paneFieldName('billing', field)] = billing[field];
  }
  fields['panes[billing][copy_address]'] = forms.copyToBilling ? '1' : '0';
  if (quote !== null) fields['panes[quotes][quote_option]'] = quote;
  if (state.stepper.steps.includes(STEP.protection) && protectionTerm !== null)
    fields['panes[protection][term]'] = String(protectionTerm);
  return fields;
}

/**
 * The required address inputs left empty, for the specification's checkoutError event ('Please complete
 * this field') when that is what stops the shopper. A province is asked for only where the
 * country has some (not in Korea).
 */
export function missingAddressInputs(state: CheckoutState, ctx: CheckoutContext) {
  const { forms } = state;
  return findMissingInputs(
    (['delivery', 'billing'] as const).flatMap((pane) =>
      pane === 'billing' && forms.copyToBilling
        ? []
        : ADDRESS_FIELDS.map((field) => ({
            name: paneFieldName(pane, field),
            value: (pane === 'delivery' ? forms.shipping : forms.billing)[field],
            required:
              !OPTIONAL_ADDRESS_FIELDS.includes(field) &&
              (field !== 'zone' ||
                (ctx.config.zones[
                  pane === 'delivery'
                    ? ctx.country
                    : billingRulesCountry(forms.billing, ctx.country)
                ]?.length ?? 0) > 0),
            select: field === 'zone' || field === 'country',
          })),
    ),
  );
}
