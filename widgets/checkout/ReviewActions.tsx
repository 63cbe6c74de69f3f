import { useLayoutEffect } from 'react';
import { isMobileCheckout, MOBILE_CHECKOUT_MAX_WIDTH } from './checkout-page.logic';

export interface ReviewActionsProps {
  readonly container: HTMLElement | undefined;
  /** Puts the server's review markup back in the element (ElementProps). */
  readonly restoreFallback: (() => void) | undefined;
}

const DOCKED = 'rove-checkout__review-actions--docked';

/**
 * `<rove-checkout view="review">` (body class page-cart-checkout-review): the server's review
 * markup stays (it posts without JavaScript); only its action pane `#review-actions` moves by
 * screen size (spec/checkout.md §2). Wider than 426 px it docks under the order summary, beside the
 * details; on a phone it goes back below everything, where the thumb ends up after reading.
 */
export function ReviewActions({ container: element, restoreFallback }: ReviewActionsProps) {
  useLayoutEffect(() => {
    if (!element) return;
    const media: MediaQueryList | undefined = window.matchMedia?.(
      `(max-width: ${MOBILE_CHECKOUT_MAX_WIDTH}px)`,
    );
    const place = () => {
      const actions = element.querySelector<HTMLElement>('#review-actions');
      const layout = element.querySelector<HTMLElement>('.checkout-review__layout');
      const summary = element.querySelector<HTMLElement>('.checkout-summary');
      if (!actions || !layout) return;
      const mobile = media ? media.matches : isMobileCheckout(window.innerWidth);
      if (!mobile && summary) {
        summary.append(actions);
        actions.classList.add(DOCKED);
      } else {
        layout.after(actions);
        actions.classList.remove(DOCKED);
      }
    };
    // React has emptied the element: the server's markup goes back first (a microtask after
    // this commit), then the pane is placed (the next one).
    restoreFallback?.();
    queueMicrotask(place);
    media?.addEventListener('change', place);
    return () => media?.removeEventListener('change', place);
  }, [element, restoreFallback]);
  return null;
}
