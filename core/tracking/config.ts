import { logOnce } from '../log';
import {
  array,
  boolean,
  describeIssue,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  unknown,
  validItems,
  type Infer,
  type Issue,
  type Schema,
} from '../schema';
import { isPlainObject } from '../settings/plain-object';
import type { TrackedOrder } from './events';
import { trackedProductSchema, type TrackedProduct } from './items';

const PAGE_TYPES = ['home', 'category', 'product', 'cart', 'checkout', 'other'] as const;

/** Warns once per setting; the setting keeps its default (or loses the bad entry). */
function warnIgnored(key: string, issue: Issue | string, once = key): void {
  const detail = typeof issue === 'string' ? issue : describeIssue(issue);
  logOnce('warn', `tracking:${once}`, `invalid tracking ${key} ignored: ${detail}`);
}

const maybe = <T>(schema: Schema<T>) => optional<T | undefined>(schema, undefined);
/**
 * A product list: malformed products are left out and a malformed optional field is dropped
 * (the product kept); one warning for each of the two kinds of problem in a list.
 */
const products = (key: string) =>
  optional(
    validItems(
      trackedProductSchema((issue) => warnIgnored(key, issue, `${key}:field`)),
      (issue) => warnIgnored(key, issue),
    ),
    [] as TrackedProduct[],
  );

/** Consent as the host's banner has it; a value we cannot read never counts as a yes. */
const CONSENT = ['granted', 'pending', 'denied'] as const;
export type ConsentState = (typeof CONSENT)[number];

const orderSchema = object({
  transaction_id: string(/\S/),
  tax: maybe(number({ min: 0 })),
  shipping: maybe(number({ min: 0 })),
  discount: maybe(number({ min: 0 })),
  coupon: maybe(string()),
  has_mulberry: maybe(boolean()),
  items: products('order'),
});

/**
 * The `tracking` settings key (read from `settings.extra`): the store's brand, the two ids
 * kept out of purchase subtotals and ad items, whether events wait for consent, the page type,
 * the checkout's order id, the ad pixels, server-driven commands, and the page's
 * tracking entities (spec/marketing.md §3): its `products` (looked up by nid for the product, wishlist
 * and notify-me events), the `cart` lines (cart and checkout pages), a category page's `list`
 * and the complete page's `order`.
 */
export const TRACKING_SETTINGS = {
  /** The store's own brand (spec/marketing.md: the default item_brand); the name is not in the specification. */
  brand: optional(string(/\S/), 'Rove'),
  excludedIds: optional(array(string()), [] as string[]),
  /**
   * What the host's consent banner has recorded for this shopper: 'pending' (not answered) and
   * 'denied' (refused, or withdrawn on an earlier page) hold events until `grantConsent()`;
   * 'granted' sends them. Absent: the host does not ask for consent — events go straight
   * through and Google gets no consent commands (docs/decisions/0053).
   */
  consent: optional<ConsentState | undefined>(oneOf(CONSENT), undefined),
  pageType: optional(oneOf(PAGE_TYPES), 'other'),
  /** The checkout page's order (for the order-init cookie). */
  orderId: optional(string(/^[\w-]{1,40}$/), ''),
  /** The ad pixels and trackers (issue 26): read by their own chunk, fetched only when set. */
  pixels: optional(unknown(), undefined as unknown),
  /** Each command is validated on its own (commands.ts): one bad command spoils nothing else. */
  commands: optional(array(unknown()), [] as unknown[]),
  products: products('products'),
  cart: products('cart'),
  list: optional(nullable(object({ name: string(/\S/), products: products('list') })), null),
  order: optional(nullable(orderSchema), null) as Schema<
    (TrackedOrder & { items: TrackedProduct[] }) | null
  >,
};

export type TrackingSettings = {
  [K in keyof typeof TRACKING_SETTINGS]: Infer<(typeof TRACKING_SETTINGS)[K]>;
};

/**
 * Validates `settings.extra.tracking` key by key: a malformed key is logged once and keeps its
 * default, so a bad product list never turns a pending consent into a granted one — and a
 * malformed consent counts as 'pending'.
 *
 * @example readTrackingSettings(getSettings().extra).brand // 'Rove' when unset
 */
export function readTrackingSettings(extra: Readonly<Record<string, unknown>>): TrackingSettings {
  const raw = extra['tracking'] ?? {};
  if (!isPlainObject(raw)) warnIgnored('settings', 'expected an object');
  const source = isPlainObject(raw) ? raw : {};
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(TRACKING_SETTINGS) as [string, Schema<unknown>][]) {
    let result = schema(Object.hasOwn(source, key) ? source[key] : undefined, key);
    if (!result.ok) {
      warnIgnored(key, result.issue);
      result = schema(undefined, key);
    }
    if (result.ok) settings[key] = result.value;
  }
  // A consent we cannot read holds events, as an unanswered banner would.
  if (Object.hasOwn(source, 'consent') && settings['consent'] === undefined)
    settings['consent'] = 'pending';
  return settings as TrackingSettings;
}
