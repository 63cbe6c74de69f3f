import { emit } from './bus';

/**
 * What covers the page right now: an open modal of any widget, the search panel, the
 * checkout. Popups wait while anything is open (issue 6: one popup at a time, none over
 * another widget's dialog). A module rather than only a bus event, so an element that loads
 * after the announcement (the popups chunk arrives late) still knows the current state.
 */
const open = new Set<string>();

/**
 * Announces that an overlay opened or closed; `owner` names it uniquely on the page
 * (`modal:3`, `search-panel:1`, `checkout`). Emits 'overlay-changed' when the state changes.
 *
 * @example announceOverlay('search-panel:1', true)
 */
export function announceOverlay(owner: string, isOpen: boolean): void {
  if (open.has(owner) === isOpen) return;
  if (isOpen) open.add(owner);
  else open.delete(owner);
  emit('overlay-changed', { owner, open: isOpen, any: open.size > 0 });
}

/** Whether anything other than `except` (the asker's own overlays) is open. */
export function overlayOpen(except?: (owner: string) => boolean): boolean {
  for (const owner of open) if (!except?.(owner)) return true;
  return false;
}

let nextId = 0;
/** A page-unique owner name for one instance (`modal:4`). */
export function overlayOwner(kind: string): string {
  nextId += 1;
  return `${kind}:${nextId}`;
}
