import { isValidEmail } from '../../core/validate/email';

// Pure rules of <rove-email-cart> (spec/marketing.md §4, §5, §7, §9): the list of address inputs, which
// addresses are sent, the request body. The hook and the view only carry them out.

/** spec/marketing.md §9: at most 3 email inputs; the add button disappears at 3. */
export const MAX_EMAILS = 3;

/** Longest optional message sent as `body` (ours: a note, not a letter; keeps the payload small). */
export const MESSAGE_MAX_LENGTH = 1000;

/**
 * Whether another input may be added.
 * @example canAddEmail(['a@b.co', '']) // true
 * @example canAddEmail(['', '', '']) // false
 */
export function canAddEmail(inputs: readonly string[]): boolean {
  return inputs.length < MAX_EMAILS;
}

/** The inputs with one more, empty one (never more than MAX_EMAILS). */
export function addEmailInput(inputs: readonly string[]): string[] {
  return canAddEmail(inputs) ? [...inputs, ''] : [...inputs];
}

/** The inputs without the one at `index`; the first input always stays. */
export function removeEmailInput(inputs: readonly string[], index: number): string[] {
  if (index <= 0 || index >= inputs.length) return [...inputs];
  return inputs.filter((_value, at) => at !== index);
}

/** What the typed addresses allow. */
export type EmailListCheck =
  /** Send to these (trimmed, blanks dropped, each address once). */
  | { kind: 'ok'; emails: string[] }
  /** Nothing sent: these inputs (by index) hold something that is not an address. */
  | { kind: 'invalid'; indexes: number[] }
  /** Nothing sent: every input is blank. */
  | { kind: 'none' };

/**
 * spec/marketing.md §5: blank entries are ignored. Ours: a non-blank entry that is not an address stops
 * the send (the shopper would otherwise think it went there), and an address typed twice is
 * sent once.
 *
 * @example checkEmails(['ana@rove.shop', '', 'ANA@rove.shop']) // {kind: 'ok', emails: ['ana@rove.shop']}
 * @example checkEmails(['ana@', '']) // {kind: 'invalid', indexes: [0]}
 * @example checkEmails([' ', '']) // {kind: 'none'}
 */
export function checkEmails(inputs: readonly string[]): EmailListCheck {
  const indexes: number[] = [];
  const emails: string[] = [];
  const seen = new Set<string>();
  inputs.slice(0, MAX_EMAILS).forEach((raw, index) => {
    const email = raw.trim();
    if (email === '') return;
    if (!isValidEmail(email)) {
      indexes.push(index);
      return;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    emails.push(email);
  });
  if (indexes.length > 0) return { kind: 'invalid', indexes };
  return emails.length > 0 ? { kind: 'ok', emails } : { kind: 'none' };
}

/** The cart line fields the email needs (a subset of settings.cartPage's lines). */
export interface EmailCartLine {
  nid: number;
  model: string;
  title: string;
  url: string;
  qty: number;
  price: number;
  memberPrice: number;
}

/** One product of the payload. */
export interface EmailCartProduct {
  /** The product's node id. */
  id: number;
  /** The chosen model (the CMS's SKU). */
  sku: string;
  title: string;
  url: string;
  qty: number;
  /** The unit price the shopper pays: the member price when member pricing applies. */
  price: number;
}

/** The JSON body of `POST {basePath}klaviyo/email-myself` (spec/marketing.md §3, §7). */
export interface EmailCartPayload {
  emails: string[];
  body: string;
  subscribe: boolean;
  cart_id: string | null;
  currency: string;
  products: EmailCartProduct[];
}

export interface EmailCartInput {
  emails: string[];
  message: string;
  subscribe: boolean;
  cartId: string | null;
  currency: string;
  memberPricing: boolean;
  lines: readonly EmailCartLine[];
}

/**
 * The request body: the addresses, the optional message as `body` (trimmed, capped), the
 * subscribe choice and the cart (its id when the page gives one, and one product per line).
 *
 * @example emailCartPayload({ emails: ['ana@rove.shop'], message: '', subscribe: false, cartId: null, currency: 'USD', memberPricing: false, lines: [] }).products // []
 */
export function emailCartPayload(input: EmailCartInput): EmailCartPayload {
  return {
    emails: [...input.emails],
    body: input.message.trim().slice(0, MESSAGE_MAX_LENGTH),
    subscribe: input.subscribe,
    cart_id: input.cartId,
    currency: input.currency,
    products: input.lines.map((line) => ({
      id: line.nid,
      sku: line.model,
      title: line.title,
      url: line.url,
      qty: line.qty,
      price: input.memberPricing ? line.memberPrice : line.price,
    })),
  };
}

/** The form's state. */
export interface EmailCartState {
  open: boolean;
  inputs: string[];
  /** Per input: whether it holds a non-address (shown after a submit). */
  invalid: boolean[];
  /** 'none' after a submit with every input blank. */
  formError: 'none' | null;
  message: string;
  subscribe: boolean;
  status: 'idle' | 'sending' | 'sent';
}

export const INITIAL_EMAIL_CART_STATE: EmailCartState = {
  open: false,
  inputs: [''],
  invalid: [false],
  formError: null,
  message: '',
  subscribe: false,
  status: 'idle',
};

export type EmailCartAction =
  | { type: 'toggle' }
  | { type: 'type'; index: number; value: string }
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'message'; value: string }
  | { type: 'subscribe'; value: boolean }
  | { type: 'refused'; check: Exclude<EmailListCheck, { kind: 'ok' }> }
  | { type: 'sending' }
  | { type: 'sent' };

/** The form's transitions. Typed addresses survive closing and reopening (ours). */
export function emailCartReducer(state: EmailCartState, action: EmailCartAction): EmailCartState {
  switch (action.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'type': {
      if (state.status !== 'idle') return state;
      const inputs = state.inputs.map((value, at) => (at === action.index ? action.value : value));
      // Typing clears that field's error; the next submit checks again.
      const invalid = state.invalid.map((flag, at) => (at === action.index ? false : flag));
      return { ...state, inputs, invalid, formError: null };
    }
    case 'add': {
      if (state.status !== 'idle' || !canAddEmail(state.inputs)) return state;
      return { ...state, inputs: addEmailInput(state.inputs), invalid: [...state.invalid, false] };
    }
    case 'remove': {
      if (state.status !== 'idle') return state;
      return {
        ...state,
        inputs: removeEmailInput(state.inputs, action.index),
        invalid:
          action.index > 0 ? state.invalid.filter((_f, at) => at !== action.index) : state.invalid,
      };
    }
    case 'message':
      return state.status === 'idle'
        ? { ...state, message: action.value.slice(0, MESSAGE_MAX_LENGTH) }
        : state;
    case 'subscribe':
      return state.status === 'idle' ? { ...state, subscribe: action.value } : state;
    case 'refused':
      return {
        ...state,
        invalid: state.inputs.map(
          (_value, at) => action.check.kind === 'invalid' && action.check.indexes.includes(at),
        ),
        formError: action.check.kind === 'none' ? 'none' : null,
      };
    case 'sending':
      return state.status === 'idle'
        ? { ...state, status: 'sending', formError: null, invalid: state.inputs.map(() => false) }
        : state;
    case 'sent':
      return { ...state, status: 'sent' };
  }
}
