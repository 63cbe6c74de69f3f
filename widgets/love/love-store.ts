/**
 * Which products this page shows as loved. Shared by every <rove-love> on the page (they live
 * in one chunk graph, so one module instance), seeded from settings.uc_love. The wishlist
 * count is not kept here: the counter follows the bus (love-changed), whoever moved it.
 */
type Listener = () => void;

/**
 * A product's settled love in one number: its node id, negated when the love was removed.
 * Compact because the session journal stores a list of them.
 */
export type SignedNid = number;

/** @example signed(1203, false) // -1203 */
export const signed = (nid: number, selected: boolean): SignedNid => (selected ? nid : -nid);

export interface LoveStore {
  getSnapshot(): ReadonlySet<number>;
  subscribe(listener: Listener): () => void;
  /** Settled loves, oldest first (a toggle here, or the session's on later pages). */
  apply(loves: readonly SignedNid[]): void;
}

export function createLoveStore(loved: readonly number[]): LoveStore {
  let snapshot: ReadonlySet<number> = new Set(loved);
  const listeners = new Set<Listener>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(loves) {
      const next = new Set(snapshot);
      for (const love of loves) {
        if (love > 0) next.add(love);
        else next.delete(-love);
      }
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}
