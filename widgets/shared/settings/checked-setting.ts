import { logOnce } from '../../../core/log';
import {
  check,
  describeIssue,
  map,
  oneOf,
  union,
  boolean,
  type Schema,
} from '../../../core/schema';

/**
 * The one way a widget reads a part of the page's settings it cannot trust: valid → the value;
 * malformed → null and one `[rove] {what}: {issue}` warning under `logKey`, so the widget goes on
 * without that part (its fallback) instead of showing something half-broken.
 *
 * @example checkedSetting(count, extra['cart'], 'cart-count:settings', 'settings.cart ignored')
 */
export function checkedSetting<T>(
  schema: Schema<T>,
  raw: unknown,
  logKey: string,
  what: string,
): T | null {
  const result = check(schema, raw);
  if (result.ok) return result.value;
  logOnce('warn', logKey, `${what}: ${describeIssue(result.issue)}`);
  return null;
}

/** A flag as the PHP side sends it (0/1) or as older pages do (a boolean); reads as a boolean. */
export const phpFlag = map(union(oneOf([0, 1] as const), boolean()), (value) => Boolean(value));
