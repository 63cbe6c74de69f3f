/**
 * A phone number as people write it: digits with spaces, dots, dashes or brackets between them
 * and a leading + if any, with `minDigits` to `maxDigits` digits. The trade form's phone and the
 * checkout's help line are read this way.
 *
 * @example isWrittenPhone('+1 (604) 555-0199', 10, 13) // true
 * @example isWrittenPhone('call us', 6, 15) // false
 */
export function isWrittenPhone(value: string, minDigits: number, maxDigits: number): boolean {
  const phone = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= minDigits && digits <= maxDigits;
}

/**
 * A `tel:` address for a phone number written for people: its digits, and its leading + if any.
 *
 * @example telHref('+1 (800) 555-0199') // 'tel:+18005550199'
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
