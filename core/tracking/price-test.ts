import { COOKIE } from '../storage/cookie-names';
import type { KeyValueStore } from '../storage/key-value';
import type { CookieJar } from './cookie-jar';

/**
 * The price experiment of spec/marketing.md §4. Its variant logic is switched off: `enabled` is a
 * constant, not a setting, so no page can turn it on by accident; the rules still run so the
 * experiment can be re-enabled by a code change alone.
 */
export const PRICE_TEST = {
  enabled: false,
  /** utm_campaign that activates it (with utm_source = the site's own domain). */
  campaign: 'rove.shop',
  cookieDays: 365,
  /** Local storage key of the active variant (the cookie's name too). */
  storageKey: COOKIE.priceTestVariant,
} as const;

/**
 * What the variant would change (spec/marketing.md §4, §9). Apart from PRICE_TEST: only
 * `variantEffects` reads them, and every page's tracking chunk carries PRICE_TEST whole.
 */
export const VARIANT_EFFECTS = {
  /** Compare-at price = price × 3 in the variant. */
  compareFactor: 3,
  /** The variant's home banner links here. */
  bannerPath: '/toronto-showroom',
} as const;

export type PriceTestVariant = 'A' | 'B';

export type PriceTestDecision =
  | { action: 'kill' }
  | { action: 'activate'; variant: PriceTestVariant }
  | { action: 'keep'; variant: PriceTestVariant | null };

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * utm_directive=kill ends the test (it wins over activation); utm_source = the site's domain
 * with utm_campaign = rove.shop activates it, keeping a variant already drawn; anything else
 * keeps the current state.
 *
 * @example decidePriceTest(new URLSearchParams('utm_directive=kill'), 'rove.com', 'B', Math.random) // { action: 'kill' }
 */
export function decidePriceTest(
  params: URLSearchParams,
  siteHost: string,
  current: PriceTestVariant | null,
  random: () => number,
): PriceTestDecision {
  if (params.get('utm_directive') === 'kill') return { action: 'kill' };
  const source = params.get('utm_source');
  if (
    source &&
    bare(source) === bare(siteHost) &&
    params.get('utm_campaign') === PRICE_TEST.campaign
  )
    return { action: 'activate', variant: current ?? (random() < 0.5 ? 'A' : 'B') };
  return { action: 'keep', variant: current };
}

/** Reads the stored variant (the cookie first, then local storage). @example storedVariant(jar, store) // null */
export function storedVariant(cookies: CookieJar, store: KeyValueStore): PriceTestVariant | null {
  const value = cookies.read(COOKIE.priceTestVariant) ?? store.get(PRICE_TEST.storageKey);
  return value === 'A' || value === 'B' ? value : null;
}

/**
 * Persists a decision: the variant cookie for 365 days, Secure, and the local key; a kill
 * removes both. Returns the active variant.
 *
 * @example applyPriceTest({ action: 'activate', variant: 'A' }, jar, store) // 'A'
 */
export function applyPriceTest(
  decision: PriceTestDecision,
  cookies: CookieJar,
  store: KeyValueStore,
): PriceTestVariant | null {
  if (decision.action === 'kill') {
    cookies.remove(COOKIE.priceTestVariant);
    store.remove(PRICE_TEST.storageKey);
    return null;
  }
  if (decision.action === 'activate') {
    cookies.write(COOKIE.priceTestVariant, decision.variant, {
      days: PRICE_TEST.cookieDays,
      secure: true,
    });
    store.set(PRICE_TEST.storageKey, decision.variant);
  }
  return decision.variant;
}

/**
 * The visitor's variant after this page's parameters: decided, stored and returned.
 *
 * @example runPriceTest(new URLSearchParams('utm_directive=kill'), 'rove.com', jar, store, Math.random) // null
 */
export function runPriceTest(
  params: URLSearchParams,
  siteHost: string,
  cookies: CookieJar,
  store: KeyValueStore,
  random: () => number,
): PriceTestVariant | null {
  const decision = decidePriceTest(params, siteHost, storedVariant(cookies, store), random);
  return applyPriceTest(decision, cookies, store);
}

/**
 * What the variant would change — `null` while the test is disabled (always, today) and for
 * the control: the compare-at price at × 3 and the home banner linking to /toronto-showroom.
 *
 * @example variantEffects('B') // null (disabled)
 * @example variantEffects('B', true) // { compareFactor: 3, bannerPath: '/toronto-showroom' }
 */
export function variantEffects(
  variant: PriceTestVariant | null,
  enabled: boolean = PRICE_TEST.enabled,
): { compareFactor: number; bannerPath: string } | null {
  return enabled && variant === 'B' ? { ...VARIANT_EFFECTS } : null;
}
