const TABBABLE = 'input,select,textarea,button,a[href],[tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside an open modal <dialog>. showModal() makes the page inert, but the browser's
 * trap still lets Tab leave the last control for its own toolbar; the APG dialog pattern wraps
 * to the first control instead (and Shift+Tab from the first to the last). A keydown listener
 * on the dialog.
 *
 * @example dialog.addEventListener('keydown', (event) => wrapTab(event, dialog))
 */
export function wrapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    // Enabled and rendered (a disabled or hidden control is not a Tab stop).
    (element) => !(element as HTMLButtonElement).disabled && element.getClientRects().length,
  );
  if (event.shiftKey) tabbable.reverse();
  // Leaving the last control (the first, backwards) goes round to the other end.
  if (dialog.ownerDocument.activeElement !== tabbable[tabbable.length - 1]) return;
  event.preventDefault();
  tabbable[0]?.focus();
}

/** The first control focus may land on in a dialog. */
export const firstTabbable = (dialog: HTMLElement): HTMLElement | null =>
  dialog.querySelector<HTMLElement>(TABBABLE);
