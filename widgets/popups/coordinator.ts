/**
 * One popup at a time across the page, none over another widget's dialog, each kind at most
 * once per page (seed 003 §4). Module state, so every <rove-popups> on the page shares one
 * queue; core/overlays tells what else covers the page, and its 'overlay-changed' event when
 * that clears. A popup whose trigger fired while the page was busy waits its turn.
 */
import { on } from '../../core/bus';
import { overlayOpen } from '../../core/overlays';

export interface PopupRequest {
  id: string;
  kind: string;
  /** Called when the popup may show; it now holds the page's popup slot. */
  show: () => void;
  /** Re-checked just before a waiting popup shows (the visitor may have subscribed meanwhile). */
  stillWanted?: () => boolean;
}

export interface PopupTicket {
  /** Withdraws a waiting request, or frees the slot once the shown popup has closed. */
  release: () => void;
}

interface Entry extends PopupRequest {
  state: 'waiting' | 'showing' | 'done';
}

let queue: Entry[] = [];
let current: Entry | null = null;
const shownKinds = new Set<string>();
let unsubscribe: (() => void) | null = null;

/** Another widget's overlay (not one of the popups' own dialogs) covers the page. */
const othersOpen = () => overlayOpen((owner) => owner.startsWith('popup:'));

function pump(): void {
  while (!current && queue.length > 0 && !othersOpen()) {
    const next = queue.shift() as Entry;
    if (shownKinds.has(next.kind) || (next.stillWanted && !next.stillWanted())) {
      next.state = 'done';
      continue;
    }
    next.state = 'showing';
    current = next;
    shownKinds.add(next.kind);
    next.show();
  }
  if (queue.length === 0 && !current) stopListening();
}

function listen(): void {
  // Subscribed only while something waits or shows: no listener on pages without popups.
  unsubscribe ??= on('overlay-changed', () => pump());
}

function stopListening(): void {
  unsubscribe?.();
  unsubscribe = null;
}

/** Whether a popup of this kind has shown on this page already. */
export function kindShown(kind: string): boolean {
  return shownKinds.has(kind);
}

/**
 * Asks for the page's popup slot. `show` runs now if nothing else covers the page, else when
 * everything has closed — unless a popup of the same kind showed in between.
 *
 * @example const ticket = requestPopup({ id: 'news', kind: 'newsletter', show: () => open() }); … ticket.release();
 */
export function requestPopup(request: PopupRequest): PopupTicket {
  const entry: Entry = { ...request, state: 'waiting' };
  if (shownKinds.has(request.kind)) {
    entry.state = 'done';
  } else {
    queue.push(entry);
    listen();
    pump();
  }
  return {
    release() {
      if (entry.state === 'waiting') queue = queue.filter((other) => other !== entry);
      if (entry.state === 'showing' && current === entry) current = null;
      entry.state = 'done';
      pump();
    },
  };
}

/** Forgets the page's popups (tests). */
export function resetCoordinator(): void {
  queue = [];
  current = null;
  shownKinds.clear();
  stopListening();
}
