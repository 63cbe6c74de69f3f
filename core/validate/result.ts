/**
 * The result every validator in core/validate returns: either valid, or invalid with the message
 * to show beside the field (the specification's exact text wherever a seed gives one).
 */
export type ValidationResult =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

const VALID: ValidationResult = Object.freeze({ ok: true });

/**
 * The valid result (one shared frozen object).
 *
 * @example valid() // { ok: true }
 */
export function valid(): ValidationResult {
  return VALID;
}

/**
 * An invalid result carrying the message to show.
 *
 * @example invalid('Required') // { ok: false, message: 'Required' }
 */
export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}
