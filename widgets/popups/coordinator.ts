/**
 * The page's popups: one store (core/store.ts) of popups.machine.ts that every <rove-popups> on
 * the page shares — so one popup at a time, each kind once per page and one countdown banner
 * hold across instances — and the loop that hands each effect to the element it names.
 */
import { overlayOpen } from '../../core/overlays';
import { createStore } from '../../core/store';
import {
  initialPopupsState,
  popupsReducer,
  type PopupsEffect,
  type PopupsEvent,
  type PopupsState,
  type PopupsStep,
} from './popups.machine';

type Perform = (effect: PopupsEffect) => void;

// The store holds the last step: the state (views read it, and re-render only when it is a new
// object) and the effects of the event that led to it.
const start = () =>
  createStore((step: PopupsStep, event: PopupsEvent) => popupsReducer(step.state, event), {
    state: initialPopupsState,
    effects: [],
  });

let store = start();
const performers = new Map<number, Perform>();
const inbox: PopupsEvent[] = [];
let running = false;
let lastInstance = 0;

/**
 * Another widget's overlay covers the page (a dialog, the search panel, the checkout). The
 * popups' own dialogs do not count: a waiting popup waits for the slot, not for their modal.
 */
export const othersCover = (): boolean => overlayOpen((owner) => owner.startsWith('popup:'));

/** The page's popups state now. */
export const popupsState = (): PopupsState => store.getState().state;

/** Calls `listener` after each event; returns the unsubscribe. */
export const subscribePopups = (listener: () => void): (() => void) => store.subscribe(listener);

/**
 * Joins an element to the page's popups: `perform` runs the effects addressed to it until its
 * 'unmounted' event has been handled. Returns its instance number.
 */
export function attachPopups(perform: Perform): number {
  const instance = ++lastInstance;
  performers.set(instance, perform);
  return instance;
}

/**
 * Sends an event to the page's machine, then runs its effects in order. An event sent while
 * effects run (an adapter that answers at once) waits until they are done: each event sees the
 * state its predecessors left, and their effects run first.
 *
 * @example sendPopups({ type: 'closed', facts }); popupsState().shown // null
 */
export function sendPopups(event: PopupsEvent): void {
  inbox.push(event);
  if (running) return;
  running = true;
  try {
    for (let next = inbox.shift(); next; next = inbox.shift()) {
      store.dispatch(next);
      for (const effect of store.getState().effects) performers.get(effect.instance)?.(effect);
      if (next.type === 'unmounted') performers.delete(next.instance);
    }
  } finally {
    running = false;
    inbox.length = 0;
  }
}

/** Forgets the page's popups (tests). */
export function resetCoordinator(): void {
  store = start();
  performers.clear();
}
