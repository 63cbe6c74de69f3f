import type { Country } from '../country';
import { checkoutMessage } from './field-messages';
import { invalid, valid, type ValidationResult } from './result';

// Written forms of a post office box seen in the six countries: "PO Box", "P.O. Box", "P O B",
// "POBox", "Post Office Box", "GPO Box" (Australia), "PO Bin", "Postal Box", "Box 12" at the
// start of the line (Canadian rural), and 사서함 (Korean). The word boundaries, the lookahead
// after a bare "B" and the digit required after a leading "Box" keep real streets out:
// "12 Box Hill Rd", "Boxwood Lane", "12 Post Road", "Poplar Blvd", "Apollo Way".
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\b(?:g\.?\s*)?p(?:ost)?\.?\s*o(?:ffice)?\.?\s*(?:box|bin|b\.?)(?=[\s\d#.,:-]|$)/i,
  /\bpost(?:al)?\s+(?:office\s+)?box\b/i,
  /^\s*box\s*#?\s*\d/i,
  /사서함/,
];

/**
 * Whether a street line looks like a PO box address.
 *
 * @example looksLikePoBox('P.O. Box 1234') // true
 * @example looksLikePoBox('12 Box Hill Road') // false
 */
export function looksLikePoBox(street: string): boolean {
  const line = String(street ?? '');
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(line));
}

/**
 * A street line must not be a PO box: 'We do not accept PO Boxes' (spec/checkout.md §5). Blank is left
 * to the required check.
 *
 * @example validateNotPoBox('PO Box 77') // { ok: false, message: 'We do not accept PO Boxes' }
 * @example validateNotPoBox('77 Queen St W') // { ok: true }
 */
export function validateNotPoBox(street: string, country?: Country): ValidationResult {
  return looksLikePoBox(street) ? invalid(checkoutMessage('noPoBoxes', country)) : valid();
}
