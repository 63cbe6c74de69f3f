import { logOnce } from '../log';
import {
  array,
  check,
  describeIssue,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  unknown,
  type Infer,
} from '../schema';

const PAGE_TYPES = ['home', 'category', 'product', 'cart', 'checkout', 'other'] as const;

/**
 * The `tracking` settings key (read from `settings.extra`): the store's brand, the two ids
 * kept out of purchase subtotals and ad items, whether events wait for consent, the page type,
 * the logged-in user's account age and orders, and server-driven commands.
 */
export const trackingSettingsSchema = object({
  /** The store's own brand (seed 003: the default item_brand); the name is not in the seed. */
  brand: optional(string(/\S/), 'Rove'),
  excludedIds: optional(array(string()), []),
  /** 'pending': hold events until `grantConsent()`. */
  consent: optional(oneOf(['granted', 'pending'] as const), 'granted'),
  pageType: optional(oneOf(PAGE_TYPES), 'other'),
  user: optional(
    nullable(object({ created: number({ min: 0 }), orders: number({ integer: true, min: 0 }) })),
    null,
  ),
  /** Each command is validated on its own (commands.ts): one bad command spoils nothing else. */
  commands: optional(array(unknown()), []),
});

export type TrackingSettings = Infer<typeof trackingSettingsSchema>;

/**
 * Validates `settings.extra.tracking`; a malformed value is logged once and the defaults apply.
 *
 * @example readTrackingSettings(getSettings().extra).brand // 'Rove' when unset
 */
export function readTrackingSettings(extra: Readonly<Record<string, unknown>>): TrackingSettings {
  const result = check(trackingSettingsSchema, extra['tracking'] ?? {});
  if (result.ok) return result.value;
  logOnce(
    'warn',
    'tracking:settings',
    `invalid tracking settings ignored: ${describeIssue(result.issue)}`,
  );
  return (check(trackingSettingsSchema, {}) as { value: TrackingSettings }).value;
}
