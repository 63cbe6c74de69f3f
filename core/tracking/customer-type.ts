/** The specification's customer types (spec/marketing.md §4). */
export type CustomerType = 'New' | 'Returning' | 'Existing';

/** A logged-in user as tracking sees it: account creation (Unix seconds) and order count. */
export interface TrackedUser {
  created: number;
  orders: number;
}

/** An account older than this is an existing customer (spec/marketing.md §9: 1 day). */
export const EXISTING_ACCOUNT_AGE_S = 86400;

/**
 * Existing: an account older than 86400 s or more than 1 order; otherwise Returning when this
 * is not the first session; otherwise New.
 *
 * @example customerType(null, 2, Date.now()) // 'Returning'
 */
export function customerType(
  user: TrackedUser | null | undefined,
  sessionCount: number,
  now: number,
): CustomerType {
  if (user && (now / 1000 - user.created > EXISTING_ACCOUNT_AGE_S || user.orders > 1))
    return 'Existing';
  return sessionCount > 1 ? 'Returning' : 'New';
}
