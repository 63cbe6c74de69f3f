/** The part of the Web Storage API the SDK needs. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

function probe(pick: () => Storage): Storage | undefined {
  try {
    const storage = pick();
    const key = '__rove_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch {
    // Safari private mode, sandboxed iframes and blocked storage throw here.
    return undefined;
  }
}

/**
 * Wraps Web Storage so that a throwing or blocked storage falls back to memory for the
 * rest of the page: the shopper loses persistence, never the feature.
 *
 * @example const store = webStore(() => localStorage); store.set('k', 'v');
 */
export function webStore(pick: () => Storage): KeyValueStore {
  const storage = probe(pick);
  if (!storage) return memoryStore();
  const fallback = memoryStore();
  return {
    get(key) {
      // A value kept in memory is newer than what the storage still holds for the key (the
      // write that would have replaced it failed), so it wins.
      const kept = fallback.get(key);
      if (kept !== null) return kept;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value);
        fallback.remove(key);
      } catch {
        // Quota exceeded or revoked mid-page: keep the value for this page at least.
        fallback.set(key, value);
      }
    },
    remove(key) {
      fallback.remove(key);
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to do.
      }
    },
  };
}

let local: KeyValueStore | undefined;
let session: KeyValueStore | undefined;

/** localStorage, or memory when it is unavailable. */
export function localStore(): KeyValueStore {
  return (local ??= webStore(() => window.localStorage));
}

/** sessionStorage, or memory when it is unavailable. */
export function sessionStore(): KeyValueStore {
  return (session ??= webStore(() => window.sessionStorage));
}
