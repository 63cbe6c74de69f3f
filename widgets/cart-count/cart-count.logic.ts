import { logOnce } from '../../core/log';
import { check, describeIssue, number, object } from '../../core/schema';

const cartSettings = object({ count: number({ integer: true, min: 0 }) });

/**
 * The cart's item count the server put in settings.cart ({count}); missing → 0, malformed →
 * 0 with one [rove] warning (a wrong badge is worse than an empty one).
 *
 * @example cartCountFromSettings({ cart: { count: 2 } }) // 2
 */
export function cartCountFromSettings(extra: Readonly<Record<string, unknown>>): number {
  if (extra['cart'] === undefined) return 0;
  const result = check(cartSettings, extra['cart']);
  if (result.ok) return result.value.count;
  logOnce('warn', 'cart-count:settings', `settings.cart ignored: ${describeIssue(result.issue)}`);
  return 0;
}
