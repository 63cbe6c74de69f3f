import type { Country } from '../../core/country';
import { isCurrency, type Currency } from '../../core/currency';
import {
  array,
  boolean,
  check,
  describeIssue,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  type Infer,
} from '../../core/schema';
import { countryFromCode } from '../../core/country-codes';
import { logOnce } from '../../core/log';
import { safeUrl } from '../../core/sanitize/safe-url';
import { isWrittenPhone } from '../../core/validate/written-phone';
import type { StoreCredit } from './payment/payment.logic';

// The `checkout` settings key the page carries (demo-host/README.md "Checkout (spec/checkout.md)"):
// validated once, so the views never meet a malformed order. Optional parts fall back to
// empty values: a page without saved panes or quotes is an ordinary first visit.

const money = number();
const str = optional(string(), '');

const offer = object({
  id: optional(string(), ''),
  title: str,
  duration_months: number({ integer: true, min: 0 }),
  cost: money,
});

const line = object({
  nid: number({ integer: true }),
  model: str,
  title: str,
  url: str,
  image: str,
  qty: number({ integer: true, min: 0 }),
  price: money,
  memberPrice: optional(money, -1),
  protection: optional(array(offer), []),
  plan: optional(nullable(object({ cost: optional(money, 0) })), null),
});

export const totalsSchema = object({
  currency: string(),
  subtotal: money,
  memberPricing: optional(boolean(), false),
  memberSavings: optional(money, 0),
  products: money,
  protection: optional(money, 0),
  shipping: optional(nullable(money), null),
  memberFee: optional(money, 0),
  total: money,
  voucher: optional(money, 0),
  /** The cart coupon's discount on the products (positive), and the coupon with its rate. */
  discount: optional(money, 0),
  coupon: optional(
    nullable(object({ code: string(), title: str, rate: optional(number({ min: 0, max: 1 }), 0) })),
    null,
  ),
});

const addressRecord = optional(nullable(record(string())), null);

const choice = optional(nullable(oneOf([0, 1] as const)), null);

export const quoteSchema = object({
  id: string(),
  name: str,
  price: optional(money, 0),
  title: string(),
});

export const storeCreditSchema = optional(
  nullable(
    object({
      credits: money,
      usable: money,
      amount_to_charge_usable: money,
      expiry: str,
    }),
  ),
  null,
);

const settingsSchema = object({
  orderId: number({ integer: true, min: 1 }),
  countryCode: union2(),
  loggedIn: optional(boolean(), false),
  email: str,
  membership: optional(
    object({
      mode: optional(oneOf(['optional', 'only', 'lock'] as const), 'optional'),
      active: optional(boolean(), false),
      choice,
    }),
    { mode: 'optional', active: false, choice: null },
  ),
  lines: optional(array(line), []),
  totals: totalsSchema,
  warrantyPane: optional(boolean(), false),
  zones: optional(record(array(object({ code: string(), name: string() }))), {}),
  au: optional(
    object({
      enabledZones: optional(array(string()), []),
      allowedPostalCodes: optional(array(string()), []),
    }),
    { enabledZones: [], allowedPostalCodes: [] },
  ),
  saved: optional(
    object({
      email: optional(string(), ''),
      membership: choice,
      delivery: addressRecord,
      billing: addressRecord,
      copyAddress: optional(nullable(boolean()), null),
      quoteOption: optional(nullable(string()), null),
      protectionTerm: optional(nullable(number({ integer: true, min: 0 })), null),
    }),
    {
      email: '',
      membership: null,
      delivery: null,
      billing: null,
      copyAddress: null,
      quoteOption: null,
      protectionTerm: null,
    },
  ),
  quotes: optional(array(quoteSchema), []),
  storeCredit: storeCreditSchema,
  paymentMethods: optional(array(string()), []),
  errors: optional(record(string()), {}),
  messages: optional(array(string()), []),
  /** The shop's help line, offered by the timing popup (checked by {@link helpPhoneOf}). */
  helpPhone: str,
  /** A failed login sent the shopper back: the name tried and the message to show. */
  login: optional(nullable(object({ error: string(), name: str })), null),
  urls: optional(
    object({
      orderValidate: str,
      forgotPassword: str,
      login: optional(string(), '/user/login'),
      review: optional(string(), '/cart/checkout/review'),
      /** The shop's contact page, linked from the membership alert (checked by {@link contactUrlOf}). */
      contact: str,
    }),
    {
      orderValidate: '',
      forgotPassword: '',
      login: '/user/login',
      review: '/cart/checkout/review',
      contact: '',
    },
  ),
});

// The country code is a number on the demo host; a CMS may write it as a string.
function union2() {
  return (value: unknown, path: string) =>
    typeof value === 'number' || typeof value === 'string'
      ? { ok: true as const, value: String(value) }
      : { ok: false as const, issue: { path, expected: 'number or string', got: typeof value } };
}

type RawCheckoutSettings = Infer<typeof settingsSchema>;

/** Order totals as the server computes them (whole units of `currency`). */
export type CheckoutTotals = Omit<Infer<typeof totalsSchema>, 'currency'> & {
  readonly currency: Currency;
};

/** A cart line of the order. */
export type CheckoutLine = Infer<typeof line>;

/** A shipping quote as the server lists it. */
export type ServerQuote = Infer<typeof quoteSchema>;

/** The checkout's validated settings. */
export interface CheckoutConfig extends Omit<RawCheckoutSettings, 'countryCode' | 'totals'> {
  readonly country: Country;
  readonly totals: CheckoutTotals;
  readonly storeCredit: StoreCredit | null;
}

/** Narrows the server's currency (an unknown one falls back to the country's, never throws). */
export function checkedTotals(
  totals: Infer<typeof totalsSchema>,
  fallback: Currency,
): CheckoutTotals {
  return { ...totals, currency: isCurrency(totals.currency) ? totals.currency : fallback };
}

/**
 * Reads the `checkout` settings; null (with the reason) when they are missing or malformed,
 * in which case the element keeps the server's no-JS fallback.
 *
 * @example readCheckoutConfig(getSettings().extra['checkout'], 'US')
 */
export function readCheckoutConfig(
  value: unknown,
  fallbackCountry: Country,
  fallbackCurrency: Currency,
): { ok: true; config: CheckoutConfig } | { ok: false; reason: string } {
  const result = check(settingsSchema, value);
  if (!result.ok) return { ok: false, reason: describeIssue(result.issue) };
  const raw = result.value;
  return {
    ok: true,
    config: {
      ...raw,
      helpPhone: helpPhoneOf(raw.helpPhone),
      urls: { ...raw.urls, contact: contactUrlOf(raw.urls.contact) },
      country: countryFromCode(raw.countryCode) ?? fallbackCountry,
      totals: checkedTotals(raw.totals, fallbackCurrency),
    },
  };
}

/**
 * The help line as given, if it reads as a phone number of 6 to 15 digits; else '' with one
 * `[rove]` warning.
 * Only the timing popup shows it, so a wrong one loses that line, not the checkout.
 *
 * @example helpPhoneOf('1-800-555-0199') // '1-800-555-0199'
 * @example helpPhoneOf('call us') // '' (and a warning)
 */
export function helpPhoneOf(value: string): string {
  if (!value || isWrittenPhone(value, 6, 15)) return value.trim();
  logOnce('warn', 'checkout:help-phone', 'checkout helpPhone is not a phone number', value);
  return '';
}

/**
 * The contact page's address, if it is a page of this site; else '' with one `[rove]` warning
 * (the alert then reads as the specification writes it, without a link).
 *
 * @example contactUrlOf('/help') // 'https://shop.example/help' on https://shop.example
 * @example contactUrlOf('javascript:alert(1)') // '' (and a warning)
 */
export function contactUrlOf(value: string): string {
  const href = value && safeUrl(value, { origin: location.origin });
  if (href !== undefined) return href;
  logOnce('warn', 'checkout:contact', 'checkout urls.contact is not a page of this site', value);
  return '';
}
