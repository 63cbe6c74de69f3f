/**
 * The ways a browser refuses storage, played on the test window (happy-dom): each install()
 * changes the globals and returns the undo step. The e2e spec plays the same modes in
 * Chromium with init scripts (storage.spec.ts).
 */

export interface StorageFailureMode {
  name: string;
  /** What a shopper's browser does in this mode. */
  description: string;
  /** Cookies are refused too: the specification's cookie message must show. */
  cookiesRefused: boolean;
  install(): () => void;
}

/** The quota mode's capacity: a few small records fit, a growing list soon does not. */
export const QUOTA_CHARS = 120;

const quota = (message = 'The quota has been exceeded.') =>
  new DOMException(message, 'QuotaExceededError');

/** Replaces a property for the duration of one mode; returns the undo step. */
function override<T extends object>(target: T, key: PropertyKey, descriptor: PropertyDescriptor) {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  return () => {
    if (previous) Object.defineProperty(target, key, previous);
    else delete (target as Record<PropertyKey, unknown>)[key];
  };
}

/** Where a property lives on an object or its prototype chain (happy-dom puts some on the instance). */
function owner(target: object, key: PropertyKey): object {
  for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null)
    if (Object.getOwnPropertyDescriptor(at, key)) return at;
  return target;
}

/** What a storage does on each call; the default stores in memory like the real one. */
interface StorageHooks {
  setItem?(storage: TestStorage, key: string, value: string): void;
  /** Runs before every call; throws to refuse it. */
  before?(method: 'getItem' | 'setItem' | 'removeItem'): void;
}

/**
 * A Web Storage stand-in whose behaviour the mode controls. happy-dom's own Storage hands out
 * bound methods from a proxy (patching its prototype does not reach them once touched), so
 * the unit level swaps the whole object; Chromium's Storage.prototype is patched in e2e.
 */
class TestStorage {
  readonly values = new Map<string, string>();
  constructor(private readonly hooks: StorageHooks) {}
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    this.hooks.before?.('getItem');
    return this.values.get(String(key)) ?? null;
  }
  setItem(key: string, value: string) {
    this.hooks.before?.('setItem');
    if (this.hooks.setItem) this.hooks.setItem(this, String(key), String(value));
    else this.values.set(String(key), String(value));
  }
  removeItem(key: string) {
    this.hooks.before?.('removeItem');
    this.values.delete(String(key));
  }
  clear() {
    this.values.clear();
  }
  /** Characters stored, as browsers count the quota (keys and values). */
  used(except?: string) {
    let total = 0;
    for (const [key, value] of this.values) if (key !== except) total += key.length + value.length;
    return total;
  }
}

/** Puts fresh local and session storages with these hooks on the window; returns the undo step. */
function installStorages(hooks: StorageHooks = {}) {
  const local = new TestStorage(hooks);
  const session = new TestStorage(hooks);
  const undoLocal = override(owner(globalThis, 'localStorage'), 'localStorage', {
    get: () => local,
  });
  const undoSession = override(owner(globalThis, 'sessionStorage'), 'sessionStorage', {
    get: () => session,
  });
  return () => {
    undoLocal();
    undoSession();
  };
}

export const STORAGE_FAILURE_MODES: readonly StorageFailureMode[] = [
  {
    name: 'cookies disabled',
    description: 'document.cookie keeps nothing, navigator.cookieEnabled is false',
    cookiesRefused: true,
    install() {
      const undoStorage = installStorages();
      const undoCookie = override(owner(document, 'cookie'), 'cookie', {
        get: () => '',
        set: () => undefined,
      });
      const undoFlag = override(owner(navigator, 'cookieEnabled'), 'cookieEnabled', {
        get: () => false,
      });
      return () => {
        undoStorage();
        undoCookie();
        undoFlag();
      };
    },
  },
  {
    name: 'storage access throws SecurityError',
    description: 'reading window.localStorage / sessionStorage throws (site data blocked)',
    cookiesRefused: false,
    install() {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      const undoLocal = override(owner(globalThis, 'localStorage'), 'localStorage', {
        get: denied,
      });
      const undoSession = override(owner(globalThis, 'sessionStorage'), 'sessionStorage', {
        get: denied,
      });
      return () => {
        undoLocal();
        undoSession();
      };
    },
  },
  {
    name: 'Safari private mode',
    description: 'setItem always throws QuotaExceededError (a quota of 0); reads work',
    cookiesRefused: false,
    install: () =>
      installStorages({
        setItem() {
          throw quota();
        },
      }),
  },
  {
    name: 'quota exceeded mid-page',
    description: `writes succeed until the storage holds ${QUOTA_CHARS} characters, then throw`,
    cookiesRefused: false,
    install: () =>
      installStorages({
        setItem(storage, key, value) {
          if (storage.used(key) + key.length + value.length > QUOTA_CHARS) throw quota();
          storage.values.set(key, value);
        },
      }),
  },
  {
    name: 'storage revoked mid-page',
    description: 'the probe write works, then every storage call throws',
    cookiesRefused: false,
    install() {
      let calls = 0;
      // The probe is one setItem and one removeItem; everything after it fails.
      return installStorages({
        before() {
          calls += 1;
          if (calls > 2) throw new DOMException('Storage revoked', 'SecurityError');
        },
      });
    },
  },
];
