import { logOnce } from '../../../core/log';
import { describeIssue, type Issue } from '../../../core/schema';

/**
 * The `validItems` callback of a fetched page: a malformed item is left out, never shown
 * half-broken, and logged once per place as '{what} dropped' under `{key}:{path}`.
 *
 * @example items: validItems(itemSchema, logDroppedItem('listing:item', 'listing item'))
 */
export const logDroppedItem =
  (key: string, what: string) =>
  (issue: Issue): void =>
    logOnce('warn', `${key}:${issue.path}`, `${what} dropped`, describeIssue(issue));
