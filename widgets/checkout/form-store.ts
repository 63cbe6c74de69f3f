import { sessionStore } from '../../core/storage/key-value';
import { ADDRESS_FIELDS, type Address } from './address-form.logic';
import { parseMembershipChoice, type MembershipChoice } from './membership.logic';
import type { Referral } from './referral';

// What the shopper typed, kept in sessionStorage per order so that a reload mid-checkout
// (or a return from the login page) loses nothing. No card data ever passes through here:
// card fields live in the payment provider's frame.

/** The persisted part of the checkout form. */
export interface SavedForm {
  readonly email: string;
  readonly membership: MembershipChoice | null;
  readonly shipping: Partial<Address>;
  readonly billing: Partial<Address>;
  readonly copyToBilling: boolean | null;
  readonly quote: string | null;
  readonly protectionTerm: number | null;
  /** The payment step's referral answer (how the shopper heard of the shop). */
  readonly referral: Referral;
}

const keyFor = (orderId: number) => `rove-checkout:${orderId}`;

function addressFrom(value: unknown): Partial<Address> {
  if (value === null || typeof value !== 'object') return {};
  const out: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === 'string') out[field] = text.slice(0, 200);
  }
  return out;
}

function referralFrom(value: unknown): Referral {
  if (value === null || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === 'string' ? { [key]: record[key].slice(0, 200) } : {};
  return { ...text('id'), ...text('other'), ...text('associate') };
}

/**
 * The form saved for this order, or null (nothing saved, or unreadable: stored data is
 * untrusted like any other input).
 *
 * @example loadForm(100001)?.shipping.city // 'Austin'
 */
export function loadForm(orderId: number): SavedForm | null {
  const text = sessionStore().get(keyFor(orderId));
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return {
    email: typeof record['email'] === 'string' ? record['email'] : '',
    membership: parseMembershipChoice(record['membership']),
    shipping: addressFrom(record['shipping']),
    billing: addressFrom(record['billing']),
    copyToBilling: typeof record['copyToBilling'] === 'boolean' ? record['copyToBilling'] : null,
    quote: typeof record['quote'] === 'string' ? record['quote'] : null,
    protectionTerm:
      typeof record['protectionTerm'] === 'number' && record['protectionTerm'] >= 0
        ? record['protectionTerm']
        : null,
    referral: referralFrom(record['referral']),
  };
}

/** @example saveForm(100001, form) */
export function saveForm(orderId: number, form: SavedForm): void {
  sessionStore().set(keyFor(orderId), JSON.stringify(form));
}
