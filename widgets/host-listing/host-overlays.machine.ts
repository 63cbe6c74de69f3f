import type { Host, PhotoView } from './host-listing.logic';
import type { HostPopupPhase } from './HostPopup';
import type { ProductCardModel } from './product-card';

// The host listing's dialogs (spec/product.md §2), pure and tested without a DOM: the host popup
// (its summary, then its full home after 1 s, and its product cards, completed when the search
// answers) and the larger photo, each with the control that opened it (focus goes back there).
// useHostOverlays.ts carries the timer and the search; the views only show this state.

/** A dialog's subject and the control that opened it. */
export interface Opened<T> {
  readonly value: T;
  readonly trigger: HTMLElement;
}

export interface HostOverlaysState {
  readonly host: Opened<Host> | null;
  readonly phase: HostPopupPhase;
  readonly products: readonly ProductCardModel[];
  readonly photo: Opened<PhotoView> | null;
}

export type HostOverlaysEvent =
  /** A host was opened, with its cards as the page knows them (name and option). */
  | { type: 'host-opened'; host: Opened<Host>; products: readonly ProductCardModel[] }
  | { type: 'host-closed' }
  /** The summary's second is up. */
  | { type: 'summary-ended'; host: Host }
  /** The search answered for `host`: its cards, completed where it found the product. */
  | { type: 'products-found'; host: Host; products: readonly ProductCardModel[] }
  | { type: 'photo-opened'; photo: Opened<PhotoView> }
  | { type: 'photo-closed' };

export const initialHostOverlays: HostOverlaysState = {
  host: null,
  phase: 'summary',
  products: [],
  photo: null,
};

/**
 * @example hostOverlaysReducer(initialHostOverlays, { type: 'host-opened', host, products }).phase // 'summary'
 */
export function hostOverlaysReducer(
  state: HostOverlaysState,
  event: HostOverlaysEvent,
): HostOverlaysState {
  switch (event.type) {
    case 'host-opened':
      return { ...state, host: event.host, phase: 'summary', products: event.products };
    case 'host-closed':
      return { ...state, host: null };
    case 'summary-ended':
      // A timer or an answer for a host no longer open changes nothing.
      return state.host?.value === event.host ? { ...state, phase: 'full' } : state;
    case 'products-found':
      return state.host?.value === event.host ? { ...state, products: event.products } : state;
    case 'photo-opened':
      return { ...state, photo: event.photo };
    case 'photo-closed':
      return { ...state, photo: null };
  }
}
