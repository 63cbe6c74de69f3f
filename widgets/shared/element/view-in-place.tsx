import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './ErrorBoundary';
import type { PlainElement } from './plain-element';

/**
 * A React view inside markup that a PlainElement enhances in place (the header's cart flyout,
 * the listings' footer and results), for one connection: returns the function that renders it
 * into `container`, and unmounts it when `signal` (the connection's) aborts, before the
 * element's `[stop]` puts its markup back.
 *
 * Behind the error boundary, as every view of ours: a view that fails logs `[rove]` once and
 * stops the element, which undoes its enhancement as a removal would, so the server's markup
 * is back and works without us. The stop waits until the failed render has been committed, and
 * is skipped if the element left (or started again) meanwhile.
 *
 * @example const render = viewInPlace(this, parts.footer, signal); render(<Footer />);
 */
export function viewInPlace(
  element: PlainElement,
  container: Element,
  signal: AbortSignal,
): (view: ReactNode) => void {
  const root = createRoot(container);
  signal.addEventListener('abort', () => root.unmount());
  const fail = () => queueMicrotask(() => signal.aborted || element.disconnectedCallback());
  return (view) =>
    root.render(
      <ErrorBoundary tag={element.localName} onFailure={fail}>
        {view}
      </ErrorBoundary>,
    );
}
