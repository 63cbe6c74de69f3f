import { useLayoutEffect } from 'react';
import type { ElementProps } from './define-element';

/**
 * For a view with nothing better to show than the server's content (its settings missing or
 * malformed, a bad product id): renders nothing and puts that content back, which still works
 * without the SDK (the cart's table, the product's option list, checkout's form).
 *
 * @example if (!config.ok) return <KeepServerFallback restoreFallback={restoreFallback} />;
 */
export function KeepServerFallback({ restoreFallback }: Pick<ElementProps, 'restoreFallback'>) {
  useLayoutEffect(() => restoreFallback?.(), [restoreFallback]);
  return null;
}
