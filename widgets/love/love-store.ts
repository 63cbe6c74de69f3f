/**
 * The wishlist as this page knows it: which products are loved and the header count.
 * Shared by every <rove-love> and <rove-love-count> on the page (they live in one chunk
 * graph, so one module instance), seeded from settings.uc_love.
 */
export interface LoveSnapshot {
  count: number;
  loved: ReadonlySet<number>;
}

type Listener = () => void;

export interface LoveStore {
  getSnapshot(): LoveSnapshot;
  subscribe(listener: Listener): () => void;
  /**
   * Records a settled toggle: selecting increments the counter and unselecting
   * decrements it (never below 0), as seed 000 §4 says. Returns the new count.
   */
  settle(nid: number, selected: boolean): number;
}

export function createLoveStore(initial: { count: number; loved: readonly number[] }): LoveStore {
  let snapshot: LoveSnapshot = {
    count: Math.max(initial.count, 0),
    loved: new Set(initial.loved),
  };
  const listeners = new Set<Listener>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle(nid, selected) {
      const wasLoved = snapshot.loved.has(nid);
      const loved = new Set(snapshot.loved);
      if (selected) loved.add(nid);
      else loved.delete(nid);
      // A repeated settle of the same state (two elements for one product) counts once.
      const delta = selected === wasLoved ? 0 : selected ? 1 : -1;
      snapshot = { count: Math.max(snapshot.count + delta, 0), loved };
      listeners.forEach((listener) => listener());
      return snapshot.count;
    },
  };
}
