/**
 * The Luhn (Mod 10) check digit test used by card numbers (spec/shell.md §5, spec/checkout.md §5). Spaces and
 * hyphens between digit groups are ignored; any other character, or fewer than 2 digits, fails.
 *
 * @example passesLuhn('4242 4242 4242 4242') // true
 * @example passesLuhn('4242 4242 4242 4241') // false
 */
export function passesLuhn(value: string): boolean {
  const digits = String(value ?? '').replace(/[\s-]/g, '');
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  // Walk from the check digit leftwards, doubling every second digit.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
