import { useEffect, useLayoutEffect } from 'react';

function dropOthers(container: HTMLElement | undefined, rootClass: string): void {
  if (!container) return;
  for (const node of [...container.childNodes]) {
    if (!(node instanceof Element && node.classList.contains(rootClass))) node.remove();
  }
}

/**
 * Removes the server's fallback content once the view has rendered. React's createRoot clears
 * the container itself; preact/compat (the production build) renders beside what is there, so
 * without this the no-JS text ('Enter your postal code at checkout…') would stay under the
 * widget. Only nodes that are not the view's own root (found by its class) are removed; the
 * element keeps its own copy of the fallback for the error boundary to restore.
 * Before paint (layout effect) for a server page; again after it, for an element built by a
 * script that attached the fallback after setting attributes (it may render in between).
 * (Belongs in widgets/shared once that folder is free to edit; financing uses it too.)
 */
export function useDropServerFallback(container: HTMLElement | undefined, rootClass: string): void {
  useLayoutEffect(() => dropOthers(container, rootClass), [container, rootClass]);
  useEffect(() => dropOthers(container, rootClass), [container, rootClass]);
}
