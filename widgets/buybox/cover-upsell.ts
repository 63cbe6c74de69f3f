/**
 * When the outdoor-cover upsell opens (spec/product.md §4, §9: 'The modal opens 2 s after the first
 * add-to-cart press'). Counted from the press, not from the cart's answer; at most once.
 *
 * Our reading for a failed add: when the timer ends and that add has failed, the offer is not
 * shown (a cover for a product that is not in the cart would confuse, and the modal would hide
 * the error) and not used up: the next press arms the timer again.
 */

export const COVER_UPSELL_DELAY_MS = 2000;

export interface UpsellTimer {
  /** An add-to-cart press: starts the timer unless it runs or the offer was already shown. */
  press: () => void;
  /** Stops a running timer for good (the element left the page). */
  dispose: () => void;
}

/**
 * @example
 * const timer = createUpsellTimer({ shouldOpen: () => phase !== 'failed', open: () => setOpen(true) });
 * button.addEventListener('click', timer.press);
 */
export function createUpsellTimer(options: {
  shouldOpen: () => boolean;
  open: () => void;
  delayMs?: number;
}): UpsellTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  return {
    press() {
      if (done || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (done || !options.shouldOpen()) return;
        done = true;
        options.open();
      }, options.delayMs ?? COVER_UPSELL_DELAY_MS);
    },
    dispose() {
      done = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
