import type { Country } from '../../core/country';
import { chatMessages } from '../../core/i18n/chat';
import { translate } from '../../core/i18n/translate';
import { check, object, oneOf, optional, string, type Infer } from '../../core/schema';
import { validatePrechatEmail } from '../../core/validate/form-emails';
import { firstWithError } from '../shared/forms/field-errors.logic';

// Pure rules of <rove-chat> (spec/marketing.md §3, §4 'Live chat', §5 'Pre-chat form', §9): the settings,
// the account per country, the pre-chat validation, the availability timer, the closed cookie.

/** spec/marketing.md §9: the agent availability check runs 30 s after load. */
export const AVAILABILITY_DELAY_MS = 30_000;

/** spec/marketing.md §3, §9: the chat-closed cookie lives 1 day. */
export const CHAT_CLOSED_COOKIE_DAYS = 1;

/** Longest name we accept (ours: a person's name, not a paragraph). */
export const NAME_MAX_LENGTH = 100;

/** Longest order number (ours: the CMS's order ids are well under this). */
export const ORDER_NUMBER_MAX_LENGTH = 20;

const account = optional(string(/^\S{1,200}$/), '');

/** `settings.chat` (README.md): every key optional; the accounts' default is required. */
export const chatSettingsSchema = object({
  /** 'livechat': LiveChat (text.com) with `accounts` as licence[:group]; '' a host's own script. */
  vendor: optional(oneOf(['', 'livechat'] as const), ''),
  scriptUrl: optional(string(), ''),
  availabilityUrl: optional(string(), ''),
  accounts: optional(
    object({ HK: account, AU: account, KR: account, default: string(/^\S{1,200}$/) }),
    { HK: '', AU: '', KR: '', default: '' },
  ),
});

export type ChatSettings = Infer<typeof chatSettingsSchema>;

/** What a page without (valid) chat settings gets: the form works, nothing is loaded. */
export const NO_CHAT_SETTINGS: ChatSettings = {
  vendor: '',
  scriptUrl: '',
  availabilityUrl: '',
  accounts: { HK: '', AU: '', KR: '', default: '' },
};

/** settings.chat validated; null when present but invalid (the caller logs it). */
export function readChatSettings(raw: unknown): ChatSettings | null {
  if (raw === undefined) return NO_CHAT_SETTINGS;
  const result = check(chatSettingsSchema, raw);
  return result.ok ? result.value : null;
}

/**
 * spec/marketing.md §4: the chat account is chosen by country — HK, AU, KR, otherwise the default
 * (also when the country's own account is not configured).
 *
 * @example chatAccount('AU', { HK: 'hk', AU: 'au', KR: '', default: 'main' }) // 'au'
 * @example chatAccount('KR', { HK: 'hk', AU: 'au', KR: '', default: 'main' }) // 'main'
 * @example chatAccount('US', { HK: 'hk', AU: 'au', KR: 'kr', default: 'main' }) // 'main'
 */
export function chatAccount(country: Country, accounts: ChatSettings['accounts']): string {
  if (country === 'HK' || country === 'AU' || country === 'KR') {
    return accounts[country] || accounts.default;
  }
  return accounts.default;
}

/** The pre-chat form's fields, in the order they show (and are focused when invalid). */
export const PRECHAT_FIELDS = ['name', 'email', 'existingOrder', 'orderNumber'] as const;
export type PrechatField = (typeof PRECHAT_FIELDS)[number];

export interface PrechatValues {
  name: string;
  email: string;
  /** '' until the shopper chooses (the dropdown starts on a placeholder). */
  existingOrder: '' | 'yes' | 'no';
  orderNumber: string;
}

export const EMPTY_PRECHAT: PrechatValues = {
  name: '',
  email: '',
  existingOrder: '',
  orderNumber: '',
};

export type PrechatErrors = Partial<Record<PrechatField, string>>;

/**
 * spec/marketing.md §5: name, email and the existing-order choice are required, with the specification's messages;
 * the order number is optional and numeric (only asked for when there is an order; ours:
 * 'Please enter numbers only').
 *
 * @example validatePrechat({ name: '', email: 'x', existingOrder: '', orderNumber: '' }).name // 'Please Enter a valid name'
 */
export function validatePrechat(values: PrechatValues, locale = 'en'): PrechatErrors {
  const errors: PrechatErrors = {};
  const name = values.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH)
    errors.name = translate(chatMessages, 'invalidName', locale);
  const email = validatePrechatEmail(values.email);
  if (!email.ok) errors.email = translate(chatMessages, 'invalidEmail', locale);
  if (values.existingOrder !== 'yes' && values.existingOrder !== 'no')
    errors.existingOrder = translate(chatMessages, 'selectOption', locale);
  const order = values.orderNumber.trim();
  if (
    values.existingOrder === 'yes' &&
    order !== '' &&
    !new RegExp(`^\\d{1,${ORDER_NUMBER_MAX_LENGTH}}$`).test(order)
  )
    errors.orderNumber = translate(chatMessages, 'invalidOrderNumber', locale);
  return errors;
}

/** The first field with an error, in form order (where focus goes after a refused submit). */
export function firstInvalidField(errors: PrechatErrors): PrechatField | null {
  return firstWithError(PRECHAT_FIELDS, errors) ?? null;
}

/** What is handed to the chat vendor (and kept when there is none). */
export interface PrechatData {
  account: string;
  name: string;
  email: string;
  existingOrder: boolean;
  /** Digits as typed ('' when none): a string keeps leading zeros. */
  orderNumber: string;
}

/** The validated values as the vendor receives them (trimmed; no order number without order). */
export function prechatData(values: PrechatValues, account: string): PrechatData {
  const existingOrder = values.existingOrder === 'yes';
  return {
    account,
    name: values.name.trim(),
    email: values.email.trim(),
    existingOrder,
    orderNumber: existingOrder ? values.orderNumber.trim() : '',
  };
}

/** Whether an agent is there to chat, as the launcher shows it. */
export type ChatAvailability = 'unknown' | 'available' | 'unavailable';

/**
 * Runs the availability check once, `delayMs` after it is called (spec/marketing.md §9: 30 s after
 * load); returns the function that cancels it (the element left the page).
 *
 * @example const cancel = scheduleAvailabilityCheck(() => void check());
 */
export function scheduleAvailabilityCheck(
  run: () => void,
  delayMs: number = AVAILABILITY_DELAY_MS,
): () => void {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
}

/**
 * Whether the panel reopens by itself on this page: only when the shopper left it open on an
 * earlier page of the session and has not closed the chat in the last day (the chat-closed
 * cookie). Proactive chat is off, so nothing else ever opens it unasked.
 *
 * @example shouldRestoreOpen(true, undefined) // true
 * @example shouldRestoreOpen(true, '1') // false: closed within the last day
 */
export function shouldRestoreOpen(leftOpen: boolean, closedCookie: string | undefined): boolean {
  return leftOpen && closedCookie === undefined;
}

/** sessionStorage key: the panel was open when the shopper left the page. */
export const OPEN_STATE_KEY = 'rove_chat_open';

/** sessionStorage key: the shopper chatted with the vendor on an earlier page of the session. */
export const CHATTED_KEY = 'rove_chat_started';
