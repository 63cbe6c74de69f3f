import { createAccountState, validateAccountEmail, type AccountState } from './account.logic';
import {
  ADDRESS_FIELDS,
  addressHash,
  emptyAddress,
  type Address,
  type AddressField,
  type AddressForms,
} from './address-form.logic';
import type { CheckoutConfig, ServerQuote } from './checkout-config';
import type { CheckoutContext, CheckoutState } from './checkout-state';
import type { SavedForm } from './form-store';
import { JOIN, membershipOptions, type MembershipChoice } from './membership.logic';
import {
  parseQuoteOptions,
  reconcileQuoteSelection,
  type ParsedQuoteOption,
} from './shipping.logic';
import { createStepperState, stepperReducer } from './steps.logic';
import { submitErrorsFromRecord, submitErrorsOutcome } from './submit-errors.logic';

// Where the checkout machine starts: the server's settings, the body flags and what the shopper
// typed before a reload.

/**
 * The machine's context from the settings and the body flags.
 *
 * @example checkoutContext(config, { membershipOnly: false, membershipLock: false })
 */
export function checkoutContext(
  config: CheckoutConfig,
  flags: {
    membershipOnly: boolean;
    membershipLock: boolean;
    memberFee?: number | undefined;
    memberDiscount?: number | undefined;
  },
): CheckoutContext {
  const lock = flags.membershipLock || config.membership.mode === 'lock';
  const only = flags.membershipOnly || lock || config.membership.mode === 'only';
  return {
    config,
    country: config.country,
    restrictions: config.country === 'AU' ? config.au : {},
    lock,
    only,
    memberFee: flags.memberFee,
    memberDiscount: flags.memberDiscount,
  };
}

/** The account's email when the shopper is signed in with a valid one (the step is done). */
export function signedInEmail(config: CheckoutConfig): string | null {
  const email = config.saved.email || config.email;
  return config.loggedIn && validateAccountEmail(email).ok ? email : null;
}

function filledAddress(base: Address, ...parts: (Partial<Address> | null | undefined)[]): Address {
  const out: Record<AddressField, string> = { ...base };
  for (const part of parts) {
    if (!part) continue;
    for (const field of ADDRESS_FIELDS) {
      const value = part[field];
      if (typeof value === 'string' && value !== '') out[field] = value;
    }
  }
  return out;
}

function initialForms(config: CheckoutConfig, saved: SavedForm | null): AddressForms {
  const shopCountry = emptyAddress(config.country);
  const shipping = filledAddress(
    shopCountry,
    config.saved.delivery as Partial<Address> | null,
    saved?.shipping,
  );
  const billing = filledAddress(
    shopCountry,
    config.saved.billing as Partial<Address> | null,
    saved?.billing,
  );
  return {
    // The delivery country is the shop's: the server refuses any other.
    shipping: { ...shipping, country: shopCountry.country },
    billing,
    copyToBilling: saved?.copyToBilling ?? config.saved.copyAddress ?? true,
  };
}

export function quotesOf(list: readonly ServerQuote[]): ParsedQuoteOption[] {
  return parseQuoteOptions(list.map((quote) => ({ value: quote.id, title: quote.title })));
}

/**
 * The account step's start: done when signed in; the login panel again, with the name tried,
 * when a login failed (the server sent the shopper back with its message); else the email form.
 */
function initialAccount(config: CheckoutConfig, email: string): AccountState {
  const start = createAccountState(email);
  if (signedInEmail(config)) return { ...start, done: true };
  if (config.login) return { ...start, panel: 'login', email: config.login.name || email };
  return start;
}

/**
 * The checkout as the page opens it: the server's settings, then what the shopper typed before
 * a reload (`saved`), and a failed no-JS 'Review order' post's errors on their step.
 *
 * @example initialCheckoutState(checkoutContext(config, flags), loadForm(config.orderId))
 */
export function initialCheckoutState(ctx: CheckoutContext, saved: SavedForm | null): CheckoutState {
  const { config, country, lock, only } = ctx;
  const options = membershipOptions({ membershipOnly: only, membershipLock: lock });
  const errors = submitErrorsOutcome(submitErrorsFromRecord(config.errors));
  let stepper = createStepperState({
    country,
    hasWarrantyPane: config.warrantyPane,
    membershipOnly: only,
    membershipLock: lock,
    memberActive: config.membership.active,
  });
  // A failed no-JS 'Review order' post comes back with its errors: open the errored step.
  if (errors.stepAction) stepper = stepperReducer(stepper, errors.stepAction);
  // Signed in (back from the login panel, or a session): the account step is done already.
  else if (signedInEmail(config)) stepper = stepperReducer(stepper, { type: 'continue' });
  // After a failed login the name tried is the latest email the shopper gave.
  const email = config.login?.name || saved?.email || config.saved.email || config.email;
  const membership: MembershipChoice | null = lock
    ? JOIN
    : (saved?.membership ?? config.membership.choice ?? options.initialChoice);
  const quotes = quotesOf(config.quotes);
  const delivery = config.saved.delivery;
  return {
    stepper,
    account: initialAccount(config, email),
    email,
    emailError: null,
    membership,
    membershipError: null,
    forms: initialForms(config, saved),
    touched: [],
    // Back from a failed no-JS post: every error shows, as after Continue.
    submitted: errors.banner !== null,
    serverErrors: errors.fieldErrors,
    quotes,
    quote: reconcileQuoteSelection(saved?.quote ?? config.saved.quoteOption, quotes),
    quotePhase: 'idle',
    quoteMessages: [],
    quoteError: null,
    quotedKey:
      config.quotes.length > 0 && delivery
        ? addressHash(
            delivery['zone'] ?? '',
            delivery['city'] ?? '',
            delivery['postal_code'] ?? '',
            config.saved.membership,
          )
        : null,
    quoteTicket: 0,
    addressMessage: null,
    protectionTerm: saved?.protectionTerm ?? config.saved.protectionTerm,
    protectionError: null,
    referral: saved?.referral ?? {},
    server: {
      totals: config.totals,
      // An active member's figures are member-priced already, whatever the choice says.
      counted: {
        membership: config.membership.active ? membership : config.membership.choice,
        protectionTerm: config.saved.protectionTerm,
      },
    },
    storeCredit: config.storeCredit,
    pending: 0,
    coupon: { working: false, refusal: null, news: null },
    orderErrors: config.messages,
    banner: errors.banner,
  };
}
