import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { KeptFallback } from './define-element';

/** Copying work per idle slice (ms): a results page's printed nodes took one 50–60 ms task. */
const COPY_SLICE_MS = 5;

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 200);
}

/**
 * A deep copy of `nodes`, made a few milliseconds at a time when the page is idle; `done`
 * receives it. Node by node: each one is copied alone and its children are queued. Abandoned
 * as soon as `wanted()` says no: an element removed before its copy was done (1000 mounts and
 * removals of a results page left 1000 copies in progress, ~60 MB of nodes held until idle).
 */
function copyWhenIdle(
  nodes: readonly Node[],
  wanted: () => boolean,
  done: (copy: Node[]) => void,
): void {
  const copies = nodes.map((node) => node.cloneNode(false));
  const queue: [Node, Node][] = nodes.map((node, index) => [node, copies[index] as Node]);
  const slice = () => {
    if (!wanted()) return;
    const started = performance.now();
    while (queue.length > 0) {
      const [source, target] = queue.pop() as [Node, Node];
      for (const child of source.childNodes) {
        const copy = target.appendChild(child.cloneNode(false));
        queue.push([child, copy]);
      }
      if (performance.now() - started >= COPY_SLICE_MS) return whenIdle(slice);
    }
    done(copies);
  };
  whenIdle(slice);
}

/**
 * Starts a view over the markup a server printed of it (createRoveElement's `hydrate`): the
 * nodes stay and become interactive. The element's fallback is a copy of them, made when the
 * page is idle and in slices — at upgrade the copy would cost what hydrating saves; a view
 * that fails before it is done leaves the element empty.
 *
 * @example hydrate: (element) => (printed(element) ? hydratePrinted(element) : null)
 */
export function hydratePrinted(element: HTMLElement & KeptFallback) {
  return (view: ReactElement): Root => {
    // A removed element needs no fallback: one put back later renders anew (roveRender).
    copyWhenIdle(
      [...element.childNodes],
      () => element.isConnected,
      (copy) => {
        if (element.roveFallback?.length === 0) element.roveFallback = copy;
      },
    );
    return hydrateRoot(element, view);
  };
}
