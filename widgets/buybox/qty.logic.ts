/** 1–10, whole: the stepper's and the notify form's range. */
export const clampQty = (qty: number) =>
  Number.isFinite(qty) ? Math.min(10, Math.max(1, Math.round(qty))) : 1;
