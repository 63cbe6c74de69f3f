import { SESSION_KEYS, SESSION_TIMEOUT_MS } from '../storage/local-keys';

export { SESSION_KEYS, SESSION_TIMEOUT_MS };
import type { KeyValueStore } from '../storage/key-value';

/** Lifetime of the tracking cookies (spec/checkout.md §9, spec/marketing.md §3). */
export const TRACKING_COOKIE_DAYS = 90;

/** The visitor's session counters after a touch. */
export interface SessionState {
  /** This touch started a new session. */
  isNew: boolean;
  /** Sessions so far, this one included (≥ 1). */
  count: number;
  sessionPages: number;
  totalPages: number;
}

const int = (text: string | null) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
};

const localDay = (time: number) => new Date(time).toDateString();

/**
 * The specification's three rules: a new session when the visitor was idle more than 30 minutes, when
 * the local calendar day changed, or when a (present) utm campaign differs from the stored one.
 * A visit without a utm campaign keeps the session (as GA does for direct traffic).
 *
 * @example startsSession({ lastActive: null, utmCampaign: null }, Date.now(), null) // true (first visit)
 */
export function startsSession(
  previous: { lastActive: number | null; utmCampaign: string | null },
  now: number,
  utmCampaign: string | null,
): boolean {
  const { lastActive } = previous;
  return (
    lastActive === null ||
    now - lastActive > SESSION_TIMEOUT_MS ||
    localDay(lastActive) !== localDay(now) ||
    (!!utmCampaign && utmCampaign !== previous.utmCampaign)
  );
}

/**
 * Records activity (and a page load when `pageView`), starting a new session by the rules of
 * {@link startsSession}; the counters live in local storage under the specification's keys.
 *
 * @example touchSession(localStore(), Date.now(), { pageView: true, utmCampaign: 'spring' }).count // 1 on a first visit
 */
export function touchSession(
  store: KeyValueStore,
  now: number,
  options: { pageView?: boolean; utmCampaign?: string | null } = {},
): SessionState {
  const utmCampaign = options.utmCampaign || null;
  const stored = int(store.get(SESSION_KEYS.lastActive));
  const isNew = startsSession(
    { lastActive: stored || null, utmCampaign: store.get(SESSION_KEYS.utmCampaign) },
    now,
    utmCampaign,
  );
  const count = int(store.get(SESSION_KEYS.count)) + (isNew ? 1 : 0);
  let sessionPages = isNew ? 0 : int(store.get(SESSION_KEYS.sessionPages));
  let totalPages = int(store.get(SESSION_KEYS.totalPages));
  if (options.pageView) {
    sessionPages += 1;
    totalPages += 1;
    store.set(SESSION_KEYS.lastLoaded, String(now));
  }
  store.set(SESSION_KEYS.lastActive, String(now));
  store.set(SESSION_KEYS.count, String(count));
  store.set(SESSION_KEYS.sessionPages, String(sessionPages));
  store.set(SESSION_KEYS.totalPages, String(totalPages));
  if (utmCampaign) store.set(SESSION_KEYS.utmCampaign, utmCampaign);
  return { isNew, count, sessionPages, totalPages };
}
