// The amount Affirm's messaging shows for a price (issue 26). Apart from affirm.logic: the
// widgets that show Affirm's messaging read it as they render; the rest waits for Affirm.

/** 'As low as' only from this amount (widgets/financing/README.md), Affirm's or ours. */
export const AFFIRM_MIN_AMOUNT = 1000;

/**
 * The amount Affirm's promotional messaging takes: integer cents (docs/vendors/affirm.md,
 * "Promotional messaging"), from {@link AFFIRM_MIN_AMOUNT} up (below that nothing is shown),
 * or null.
 *
 * @example affirmAmount(2499.5) // 249950
 * @example affirmAmount(999) // null
 */
export function affirmAmount(amount: number | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount < AFFIRM_MIN_AMOUNT) return null;
  return Math.round(amount * 100);
}
