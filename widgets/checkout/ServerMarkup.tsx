import { useLayoutEffect, useRef } from 'react';

/**
 * The server's own checkout markup (set aside by createRoveElement at upgrade), shown again
 * inside the element: for a shopper whose first open step is a later one (signed in, or a
 * restored form), until steps 2–5 arrive. Rendering the shell first and the open step's body a
 * moment later moved the page by 0.06–0.24 (CLS, the demo's signed-in checkout, issue 22); the
 * server's markup holds the page's layout instead. `display: contents`: the nodes lay out as
 * the element's own children, as before the upgrade.
 */
export function ServerMarkup({ nodes }: { nodes: () => readonly Node[] }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.append(...nodes());
  }, [nodes]);
  return <div ref={holder} className="rove-checkout__server-markup" />;
}
