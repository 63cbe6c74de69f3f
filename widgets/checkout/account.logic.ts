import { checkoutMessages } from '../../core/i18n/checkout';
import { translate } from '../../core/i18n/translate';
import { validateCheckoutEmail } from '../../core/validate/checkout-email';
import { isValidEmail } from '../../core/validate/email';
import { invalidMessage, requiredMessage } from '../../core/validate/field-messages';
import { invalid, valid, type ValidationResult } from '../../core/validate/result';

// The account (email) step and its login sub-panel (spec/checkout.md §4, §5). The reply of
// POST /json/user/exists/check is validated by the api layer; this module only says what it
// means for the flow.

/** The reply of the email check (spec/checkout.md §3). */
export interface EmailCheckResult {
  readonly emailExists: boolean;
  readonly memberExists: boolean;
  readonly memberActive: boolean;
  readonly tradeExists: boolean;
  readonly tradeActive: boolean;
}

/** Where the account step goes after the email check. */
export type AccountNext = 'login' | 'membership';

/** What an email check means for the flow. */
export interface EmailCheckOutcome {
  readonly next: AccountNext;
  /** Show the specification's alert: the email has an account but no membership. */
  readonly showMembershipAlert: boolean;
}

/**
 * What the email check reply means (spec/checkout.md §4). The login panel opens when the email has an
 * account, or an active member or trade record; otherwise the flow moves to membership. An
 * existing email without a membership gets the 'There is no membership attached…' alert. A
 * failed request (null) is treated as "no account" (spec/checkout.md §8), so a network fault never
 * blocks a guest from checking out.
 *
 * @example interpretEmailCheck(null) // { next: 'membership', showMembershipAlert: false }
 * @example interpretEmailCheck({ emailExists: true, memberExists: false, memberActive: false, tradeExists: false, tradeActive: false }) // { next: 'login', showMembershipAlert: true }
 */
export function interpretEmailCheck(result: EmailCheckResult | null): EmailCheckOutcome {
  if (!result) return { next: 'membership', showMembershipAlert: false };
  const activeMember = result.memberExists && result.memberActive;
  const activeTrade = result.tradeExists && result.tradeActive;
  return {
    next: result.emailExists || activeMember || activeTrade ? 'login' : 'membership',
    showMembershipAlert: result.emailExists && !result.memberExists,
  };
}

/**
 * The alert shown for an existing email without membership (spec/checkout.md §8), verbatim.
 *
 * @example membershipAlertText() // 'There is no membership attached to your email. …'
 */
export function membershipAlertText(): string {
  return translate(checkoutMessages, 'membershipWillBeAdded');
}

/**
 * The alert as the text before, the words that link to the shop's contact page ('here'), and
 * the text after: the table keeps the specification's sentence whole, and names its link words.
 *
 * @example membershipAlertParts() // ['There is no membership … please reach out to ', 'here', '.']
 */
export function membershipAlertParts(): readonly [string, string, string] {
  const text = membershipAlertText();
  const link = translate(checkoutMessages, 'membershipContactLink');
  const at = text.lastIndexOf(link);
  return at < 0 ? [text, '', ''] : [text.slice(0, at), link, text.slice(at + link.length)];
}

/**
 * The account step's email check before any request is made: 'Please enter a valid email
 * address for this order' unless it has the checkout's 2–4 letter TLD (spec/checkout.md §5).
 *
 * @example validateAccountEmail('ana@rove') // { ok: false, message: 'Please enter a valid email address for this order' }
 */
export function validateAccountEmail(email: string): ValidationResult {
  return validateCheckoutEmail(email);
}

/** The account step's panels: the email form, or the login panel opened from it. */
export type AccountPanel = 'email' | 'login';

/** State of the account step. */
export interface AccountState {
  readonly panel: AccountPanel;
  /** The email, prefilled into the login panel's name field. */
  readonly email: string;
  readonly showMembershipAlert: boolean;
  /** Set when the step is done and the stepper should continue. */
  readonly done: boolean;
}

/** What the account step's controls do (spec/checkout.md §4 login panel actions). */
export type AccountAction =
  | {
      readonly type: 'emailChecked';
      readonly email: string;
      readonly result: EmailCheckResult | null;
    }
  | { readonly type: 'backToEmail' }
  | { readonly type: 'noThanksLogin' };

/**
 * The account step's start: the email form, optionally prefilled (a logged-in customer).
 *
 * @example createAccountState('ana@rove.shop').panel // 'email'
 */
export function createAccountState(email = ''): AccountState {
  return { panel: 'email', email, showMembershipAlert: false, done: false };
}

/**
 * The account step's reducer. `emailChecked` opens the login panel with the email prefilled, or
 * finishes the step; `backToEmail` returns to the email form; `noThanksLogin` goes on as a guest
 * (to membership). Forgot-password is a popup (see {@link forgotPasswordUrl}) and changes no
 * state here.
 *
 * @example accountReducer(createAccountState(), { type: 'emailChecked', email: 'a@b.co', result: null }).done // true
 */
export function accountReducer(state: AccountState, action: AccountAction): AccountState {
  switch (action.type) {
    case 'emailChecked': {
      const outcome = interpretEmailCheck(action.result);
      const email = action.email.trim();
      return {
        panel: outcome.next === 'login' ? 'login' : 'email',
        email,
        showMembershipAlert: outcome.showMembershipAlert,
        done: outcome.next === 'membership',
      };
    }
    case 'backToEmail':
      return { ...state, panel: 'email', done: false };
    case 'noThanksLogin':
      return { ...state, panel: 'email', done: true };
    default:
      return state;
  }
}

/** The login panel's fields: `name` is the email, `pass` the password. */
export type LoginFields = Readonly<Record<string, string>>;

/** Each login field's result, so that every failing field gets the error class at once. */
export interface LoginValidation {
  readonly ok: boolean;
  readonly fields: Readonly<Record<string, ValidationResult>>;
}

/**
 * The login panel's check (spec/checkout.md §5): every field is required and `name` must be an email.
 * The shared email rule (TLD up to 6 letters) is used, not the checkout's: an existing account
 * on a longer TLD must still be able to sign in. Passwords are not trimmed.
 *
 * @example validateLoginPanel({ name: 'ana@rove.shop', pass: '' }).fields.pass // { ok: false, message: 'Required' }
 * @example validateLoginPanel({ name: 'ana', pass: 'x' }).fields.name // { ok: false, message: 'Invalid' }
 */
export function validateLoginPanel(fields: LoginFields): LoginValidation {
  const results: Record<string, ValidationResult> = {};
  for (const [field, value] of Object.entries(fields)) {
    const text = field === 'pass' ? value : value.trim();
    if (text === '') results[field] = invalid(requiredMessage());
    else if (field === 'name' && !isValidEmail(text)) results[field] = invalid(invalidMessage());
    else results[field] = valid();
  }
  return { ok: Object.values(results).every((result) => result.ok), fields: results };
}

/** Where the login form returns to: the checkout (spec/checkout.md §4). */
export const LOGIN_DESTINATION = 'cart/checkout';

/**
 * The login form's action with `destination=cart/checkout` appended, so that signing in returns
 * the shopper to the checkout. An existing destination is replaced (one destination only), other
 * query parameters and the fragment are kept.
 *
 * @example loginActionWithDestination('/user/login') // '/user/login?destination=cart/checkout'
 * @example loginActionWithDestination('/user/login?a=1#top') // '/user/login?a=1&destination=cart/checkout#top'
 */
export function loginActionWithDestination(action: string): string {
  const hashAt = action.indexOf('#');
  const fragment = hashAt === -1 ? '' : action.slice(hashAt);
  const beforeHash = hashAt === -1 ? action : action.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && decodeName(pair) !== 'destination');
  kept.push(`destination=${LOGIN_DESTINATION}`);
  return `${path}?${kept.join('&')}${fragment}`;
}

function decodeName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The forgot-password popup's frame URL (spec/checkout.md §7: GET /ajax/user/forgot-pwd/{order_id}/
 * with ajax, hide_title and email_address).
 *
 * @example forgotPasswordUrl(42, 'ana@rove.shop') // '/ajax/user/forgot-pwd/42/?ajax=1&hide_title=1&email_address=ana%40rove.shop'
 */
export function forgotPasswordUrl(orderId: string | number, email: string): string {
  const query = new URLSearchParams({ ajax: '1', hide_title: '1', email_address: email.trim() });
  return `/ajax/user/forgot-pwd/${encodeURIComponent(String(orderId))}/?${query.toString()}`;
}

/**
 * The account step's view state beside the machine's: the login panel's messages (its check
 * runs on submit, the browser posts the form when it passes), whether the forgot-password
 * dialog is open, and whether the shopper came back from the panel (focus returns to the email).
 */
export interface LoginPanelState {
  readonly errors: Readonly<Record<string, string>>;
  readonly forgotOpen: boolean;
  readonly returned: boolean;
}

export type LoginPanelEvent =
  /** Log in pressed with what the panel's fields hold: refused ones get their messages. */
  | { readonly type: 'loginChecked'; readonly check: LoginValidation }
  | { readonly type: 'forgotToggled'; readonly open: boolean }
  /** Back to the email: the panel closes, its messages and dialog with it. */
  | { readonly type: 'returnedToEmail' };

export const LOGIN_PANEL_START: LoginPanelState = {
  errors: {},
  forgotOpen: false,
  returned: false,
};

/**
 * @example loginPanelReducer(LOGIN_PANEL_START, { type: 'loginChecked', check: validateLoginPanel({ name: 'ana', pass: 'x' }) }).errors // { name: 'Invalid' }
 * @example loginPanelReducer(LOGIN_PANEL_START, { type: 'returnedToEmail' }).returned // true
 */
export function loginPanelReducer(state: LoginPanelState, event: LoginPanelEvent): LoginPanelState {
  switch (event.type) {
    case 'loginChecked': {
      const errors: Record<string, string> = {};
      for (const [field, check] of Object.entries(event.check.fields))
        if (!check.ok) errors[field] = check.message;
      return { ...state, errors };
    }
    case 'forgotToggled':
      return { ...state, forgotOpen: event.open };
    case 'returnedToEmail':
      return { ...LOGIN_PANEL_START, returned: true };
  }
}
