import type { RoveSettings } from '../settings/settings';
import type { KeyValueStore } from '../storage/key-value';
import type { CookieOptions } from '../storage/cookies';
import type { CookieJar } from './cookie-jar';

/** An in-memory store for tests. @example memoryStore().set('k', 'v') */
export function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** A cookie jar that remembers the options of each write. @example fakeCookies().read('x') */
export function fakeCookies(): CookieJar & { options: Map<string, CookieOptions | undefined> } {
  const values = new Map<string, string>();
  const options = new Map<string, CookieOptions | undefined>();
  return {
    options,
    read: (name) => values.get(name),
    write: (name, value, written) => {
      values.set(name, value);
      options.set(name, written);
    },
    remove: (name) => {
      values.delete(name);
      options.delete(name);
    },
  };
}

/** The page settings startTracking reads, for a shop and its `extra` (no flags set). */
export function trackingPage(
  extra: Record<string, unknown>,
  shop: Pick<RoveSettings, 'country' | 'currency'> = { country: 'US', currency: 'USD' },
): Pick<RoveSettings, 'basePath' | 'country' | 'currency' | 'extra' | 'flags' | 'uc_love'> {
  return {
    ...shop,
    basePath: '/',
    uc_love: { user: null, count: 0 },
    extra,
    flags: {
      loggedIn: false,
      checkoutReview: false,
      membershipOnly: false,
      membershipLock: false,
      msrpLock: false,
    },
  };
}
