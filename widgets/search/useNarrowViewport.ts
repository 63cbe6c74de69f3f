import { useCallback, useSyncExternalStore } from 'react';

/**
 * Up to 767 px the search opens as a full-screen panel; from 768 px it drops down under the
 * field (search.css). The header folds its menus at the same width (docs/breakpoints.md).
 */
export const NARROW_VIEWPORT = '(max-width: 767px)';

function queryList(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_VIEWPORT) : undefined;
}

/** Whether the viewport is below the mobile breakpoint, following resizes and rotations. */
export function useNarrowViewport(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = queryList();
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => queryList()?.matches ?? false);
}
