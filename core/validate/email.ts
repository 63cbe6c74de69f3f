// Dot-atom local part (RFC 5322 without quoted strings, which no shopper types) and host labels
// that neither start nor end with a hyphen. Labels cannot contain dots, so the repetition below
// has a single way to match and stays linear on long hostile input.
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const HOST_LABELS = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+';

/**
 * The checkout email pattern: a top-level domain of 2 to 4 letters (spec/checkout.md §5).
 *
 * @example CHECKOUT_EMAIL_PATTERN.test('ana@rove.shop') // true
 */
export const CHECKOUT_EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${HOST_LABELS}[A-Za-z]{2,4}$`);

/**
 * The shared validator's email pattern: a top-level domain of 2 to 6 letters (spec/checkout.md §5).
 *
 * @example SHARED_EMAIL_PATTERN.test('ana@rove.design') // true
 */
export const SHARED_EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${HOST_LABELS}[A-Za-z]{2,6}$`);

/** Longest address SMTP accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** 'checkout' (TLD 2–4 letters) or 'shared' (TLD 2–6 letters). */
export type EmailRule = 'checkout' | 'shared';

/**
 * Whether a value is an email address under a rule. Surrounding spaces are ignored because
 * fields are trimmed on blur (spec/checkout.md §5).
 *
 * @example isValidEmail('ana@rove.shop', 'checkout') // true
 * @example isValidEmail('ana@rove.design', 'checkout') // false: TLD longer than 4
 * @example isValidEmail('ana@rove.design') // true: the shared rule allows 6
 */
export function isValidEmail(value: string, rule: EmailRule = 'shared'): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  return (rule === 'checkout' ? CHECKOUT_EMAIL_PATTERN : SHARED_EMAIL_PATTERN).test(email);
}
