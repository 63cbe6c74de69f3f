import { sessionStore, type KeyValueStore } from '../../core/storage/key-value';
import {
  EMPTY_VALUES,
  STEP_COUNT,
  type TradeValues,
  type UploadRef,
} from '../../core/validate/trade/fields';

// What the shopper typed survives a reload and a failed submit (sessionStorage: the tab's
// session, so a shared computer does not keep an application for the next person). Uploaded
// files are kept by their server reference; a file chosen but not yet uploaded is not kept.

export const TRADE_STORAGE_KEY = 'rove_trade_application';

export interface SavedTrade {
  values: TradeValues;
  step: number;
  completed: number;
}

function isUploadRef(value: unknown): value is UploadRef {
  if (value === null || typeof value !== 'object') return false;
  const ref = value as Record<string, unknown>;
  return (
    typeof ref['id'] === 'string' &&
    /^[\w-]{1,64}$/.test(ref['id']) &&
    typeof ref['name'] === 'string' &&
    typeof ref['size'] === 'number'
  );
}

/**
 * The values in `raw` that have the right type; the rest fall back to empty (a stored value is
 * untrusted: another version of the SDK or a hand edit may have written it).
 *
 * @example readValues({ firstName: 'Ana', agree: 'yes' }).agree // false
 */
export function readValues(raw: unknown): TradeValues {
  const values: TradeValues = { ...EMPTY_VALUES };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return values;
  const source = raw as Record<string, unknown>;
  const target = values as unknown as Record<string, unknown>;
  for (const [field, empty] of Object.entries(EMPTY_VALUES)) {
    const value = source[field];
    if (typeof empty === 'string' && typeof value === 'string')
      target[field] = value.slice(0, 2000);
    else if (typeof empty === 'boolean' && typeof value === 'boolean') target[field] = value;
    else if (Array.isArray(empty) && Array.isArray(value))
      target[field] = value.filter((item): item is string => typeof item === 'string').slice(0, 80);
    else if (empty === null && isUploadRef(value)) target[field] = value;
  }
  // Enumerated fields keep only their known values.
  if (!['', 'US', 'CA'].includes(values.country)) values.country = '';
  if (!['', 'local', 'regions'].includes(values.serviceArea)) values.serviceArea = '';
  if (!['', 'yes', 'no'].includes(values.taxExempt)) values.taxExempt = '';
  return values;
}

const step = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value)
    ? Math.max(0, Math.min(STEP_COUNT - 1, value))
    : 0;

/** The saved application, or null when there is none or it is unreadable. */
export function loadTrade(store: KeyValueStore = sessionStore()): SavedTrade | null {
  const text = store.get(TRADE_STORAGE_KEY);
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (raw === null || typeof raw !== 'object') return null;
    return {
      values: readValues(raw['values']),
      step: step(raw['step']),
      completed: step(raw['completed']),
    };
  } catch {
    return null;
  }
}

export function saveTrade(saved: SavedTrade, store: KeyValueStore = sessionStore()): void {
  store.set(TRADE_STORAGE_KEY, JSON.stringify(saved));
}

/** After a successful enrolment: nothing personal stays in the browser. */
export function clearTrade(store: KeyValueStore = sessionStore()): void {
  store.remove(TRADE_STORAGE_KEY);
}
