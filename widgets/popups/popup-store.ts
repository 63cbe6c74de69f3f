/**
 * What the visitor did with each popup, kept in local storage under the specification's keys (spec/marketing.md
 * §3: last shown, closed, engaged, subscribed), one JSON map {popupId: epoch ms} per key. The
 * session counters (session count, pages, last active …) are core/tracking/session's: read
 * here, never written.
 */
import type { KeyValueStore } from '../../core/storage/key-value';
import { SESSION_KEYS, SESSION_TIMEOUT_MS } from '../../core/storage/local-keys';

export const POPUP_KEYS = {
  lastShown: 'rove_popup_last_shown',
  closed: 'rove_popup_closed',
  engaged: 'rove_popup_engaged',
  subscribed: 'rove_popup_subscribed',
  /** When the visitor closed the countdown banner (spec/marketing.md §4: hidden for 6 hours). */
  countdownClosed: 'rove_countdown_closed',
  /** The campaign popups the current visit has shown, '<session number> <shown>' (ours: popups.perVisit). */
  visit: 'rove_popup_visit',
} as const;

export type PopupRecord = 'lastShown' | 'closed' | 'engaged' | 'subscribed';

/** popup id → epoch ms; no prototype, so an id can never reach Object.prototype. */
export type TimeMap = Readonly<Record<string, number>>;

const MAX_ENTRIES = 200;

function readMap(store: KeyValueStore, key: string): Record<string, number> {
  const out = Object.create(null) as Record<string, number>;
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.get(key) ?? '{}');
  } catch {
    return out; // Corrupt or foreign JSON: start again rather than break the page.
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
  for (const [id, time] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof time === 'number' && Number.isFinite(time) && time >= 0) out[id] = time;
  }
  return out;
}

function readTime(store: KeyValueStore, key: string): number | null {
  const value = Number(store.get(key));
  return store.get(key) !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/** The popups' view of local storage. */
export interface PopupStore {
  read(record: PopupRecord): TimeMap;
  /** When `id` last had `record` (epoch ms), or null. */
  time(record: PopupRecord, id: string): number | null;
  mark(record: PopupRecord, id: string, at: number): void;
  countdownClosedAt(): number | null;
  markCountdownClosed(at: number): void;
  /** Pages viewed in this session (core/tracking/session's counter; 0 when unknown). */
  sessionPages(): number;
  /**
   * The campaign popups this visit has shown: those counted under tracking's session number,
   * unless the visitor has been idle past the session's 30 minutes (a page read before tracking
   * has counted its new session still starts afresh).
   */
  shownThisVisit(now: number): number;
  /** One campaign popup more for this visit. */
  countShownThisVisit(now: number): void;
}

/**
 * @example createPopupStore(localStore()).mark('closed', 'spring-news', Date.now())
 */
export function createPopupStore(store: KeyValueStore): PopupStore {
  return {
    read: (record) => readMap(store, POPUP_KEYS[record]),
    time(record, id) {
      const map = readMap(store, POPUP_KEYS[record]);
      return Object.hasOwn(map, id) ? (map[id] ?? null) : null;
    },
    mark(record, id, at) {
      const map = readMap(store, POPUP_KEYS[record]);
      map[id] = at;
      // Old campaigns' ids would otherwise pile up for ever: keep the most recent entries.
      const entries = Object.entries(map)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_ENTRIES);
      store.set(POPUP_KEYS[record], JSON.stringify(Object.fromEntries(entries)));
    },
    countdownClosedAt: () => readTime(store, POPUP_KEYS.countdownClosed),
    markCountdownClosed: (at) => store.set(POPUP_KEYS.countdownClosed, String(at)),
    sessionPages: () => counter(store, SESSION_KEYS.sessionPages),
    shownThisVisit,
    countShownThisVisit: (now) =>
      store.set(
        POPUP_KEYS.visit,
        `${counter(store, SESSION_KEYS.count)} ${shownThisVisit(now) + 1}`,
      ),
  };

  function shownThisVisit(now: number): number {
    const [session, shown = 0] = (store.get(POPUP_KEYS.visit) ?? '').split(' ').map(Number);
    const idle = now - (readTime(store, SESSION_KEYS.lastActive) ?? now);
    const same = session === counter(store, SESSION_KEYS.count) && idle <= SESSION_TIMEOUT_MS;
    return same && Number.isInteger(shown) && shown > 0 ? shown : 0;
  }
}

/** A whole, positive counter of tracking's, else 0. */
function counter(store: KeyValueStore, key: string): number {
  const value = Number(store.get(key));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
