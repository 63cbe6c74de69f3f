import { useLayoutEffect, useState } from 'react';
import { announceOverlay, overlayOwner } from '../../../core/overlays';

/**
 * Tells the page (core/overlays) while this view covers it, so popups wait until it closes.
 * `kind` 'popup' marks the popups' own dialogs, which they do not wait for.
 */
export function useAnnounceOverlay(kind: string, isOpen: boolean): void {
  const [owner] = useState(() => overlayOwner(kind));
  useLayoutEffect(() => {
    if (!isOpen) return;
    announceOverlay(owner, true);
    return () => announceOverlay(owner, false);
  }, [owner, isOpen]);
}
