import { useCallback, useSyncExternalStore } from 'react';

/** Below 768 px the search opens as a full-screen panel (seed 000 §9 breakpoint 768). */
export const NARROW_VIEWPORT = '(max-width: 767.98px)';

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
