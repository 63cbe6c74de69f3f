import { emit } from './bus';

/**
 * What covers the page right now: an open modal of any widget, the search panel, the
 * checkout. Popups wait while anything is open (issue 6: one popup at a time, none over
 * another widget's dialog). A module rather than only a bus event, so an element that loads
 * after the announcement (the popups chunk arrives late) still knows the current state.
 */
const open = new Set<string>();
let lastId = 0;

/** A page-unique owner name for one instance (`modal:4`). */
export const overlayOwner = (kind: string): string => `${kind}:${++lastId}`;

/**
 * Announces that an overlay opened or closed; `owner` names it uniquely on the page
 * (`modal:3`, `search-panel:1`, `checkout:2`). Emits 'overlay-changed' when the state changes.
 *
 * @example announceOverlay('search-panel:1', true)
 */
export function announceOverlay(owner: string, isOpen: boolean): void {
  if (open.has(owner) === isOpen) return;
  open[isOpen ? 'add' : 'delete'](owner);
  emit('overlay-changed', { owner, open: isOpen });
}

/** Whether anything is open, not counting the owners `except` names (the asker's own). */
export const overlayOpen = (except: (owner: string) => boolean = () => false): boolean =>
  [...open].some((owner) => !except(owner));
