import { logOnce } from '../../core/log';
import { describeIssue } from '../../core/schema';
import { checkCartView, type CartView } from './cart-api';

// settings.cartPage for the elements that start from it: <rove-cart>, and <rove-email-cart>,
// which sends the same cart. Each words its own warning: what it does without the cart differs.

/** What a reader of settings.cartPage warns when it cannot use it. */
export interface CartPageWarnings {
  /** The once-only log key. */
  key: string;
  missing: string;
  invalid: (issue: string) => string;
}

/**
 * settings.cartPage, validated; null when it is missing or invalid, after one warning saying
 * which (each reader words what it does without it: <rove-cart>, <rove-email-cart>).
 *
 * @example readCartPage(getSettings().extra['cartPage'], { key: 'cart:settings', missing: '…', invalid: (issue) => `… ${issue}` })
 */
export function readCartPage(raw: unknown, warnings: CartPageWarnings): CartView | null {
  const result = checkCartView(raw);
  if (result.ok) return result.value;
  logOnce(
    'warn',
    warnings.key,
    raw === undefined ? warnings.missing : warnings.invalid(describeIssue(result.issue)),
  );
  return null;
}
