import { useEffect, useLayoutEffect } from 'react';

function dropOthers(container: HTMLElement | undefined, rootClass: string): void {
  if (!container) return;
  for (const node of [...container.childNodes]) {
    if (!(node instanceof Element && node.classList.contains(rootClass))) node.remove();
  }
}

/**
 * Removes fallback content that is not the view's own once the view has rendered. Both React's
 * createRoot and preact/compat's first render empty the element, so this matters for fallback a
 * script attaches after the element has mounted (it may render in between). Only nodes that are
 * not the view's root (found by its class) are removed; the element keeps its own copy of the
 * fallback for the error boundary to restore. Before paint (layout effect), and again after it.
 */
export function useDropServerFallback(container: HTMLElement | undefined, rootClass: string): void {
  useLayoutEffect(() => dropOthers(container, rootClass), [container, rootClass]);
  useEffect(() => dropOthers(container, rootClass), [container, rootClass]);
}
