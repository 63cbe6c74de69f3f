/**
 * Every bus event and its detail. Each is also dispatched as a bubbling DOM
 * `CustomEvent('rove:<name>', {detail})`, so host scripts and tag managers can listen.
 * Later widgets add their events here.
 */
export interface RoveEventMap {
  /** A love toggle settled: the product, its new state and the wishlist counter. */
  'love-changed': { nid: number; selected: boolean; count: number };
  /** The loader has read the settings and defined the widgets on the page. */
  ready: { version: string };
}

export type RoveEventName = keyof RoveEventMap;
