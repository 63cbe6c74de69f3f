import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Starts a view over the markup a server printed of it (createRoveElement's `hydrate`): the
 * nodes stay and become interactive. The element's fallback is a copy of them, taken when
 * the page is idle — not at upgrade, where the copy would cost what hydrating saves; a view
 * that fails before then leaves the element empty.
 *
 * @example hydrate: (element) => (printed(element) ? hydratePrinted(element) : null)
 */
export function hydratePrinted(element: HTMLElement & { roveFallback?: Node[] }) {
  return (view: ReactElement): Root => {
    const copy = () => {
      if (element.roveFallback?.length === 0)
        element.roveFallback = [...element.childNodes].map((node) => node.cloneNode(true));
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(copy, { timeout: 5000 });
    else setTimeout(copy, 1000);
    return hydrateRoot(element, view);
  };
}
