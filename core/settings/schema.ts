import { COUNTRIES, LOCALE_COUNTRY, type Locale } from '../country';
import { CURRENCIES } from '../currency';
import {
  array,
  boolean,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  type Infer,
} from '../schema';

const money = number({ min: 0 });
const ratio = number({ min: 0, max: 1 });

/**
 * One schema per settings key. A key whose value fails its schema falls back to the
 * default alone; the rest of the page's settings still apply (docs/architecture.md §3).
 */
export const SETTING_SCHEMAS = {
  country: oneOf(COUNTRIES),
  locale: oneOf(Object.keys(LOCALE_COUNTRY) as Locale[]),
  currency: oneOf(CURRENCIES),
  /**
   * The domain the CMS writes its cookies for (`.rove.shop`), so the SDK's writes replace them
   * rather than add host-only twins; null → host-only cookies.
   */
  cookieDomain: nullable(string(/^\.?[a-z\d-]+(?:\.[a-z\d-]+)*$/i)),
  /** Site base path; relative, starting and ending with '/'. */
  basePath: string(/^\/(?:[\w.~-]+\/)*$/),
  memberFee: money,
  memberDiscount: ratio,
  voucherRate: ratio,
  voucherType: oneOf(['rate', 'amount_per', 'range'] as const),
  voucherAmtPer: nullable(money),
  voucherMax: money,
  isMembership: boolean(),
  isMSRPShown: boolean(),
  uc_love: object({
    user: optional(
      nullable(
        object({
          uid: number({ integer: true }),
          name: optional(string(), ''),
          loved: optional(array(number({ integer: true, min: 1 })), []),
        }),
      ),
      null,
    ),
    count: optional(number({ integer: true, min: 0 }), 0),
  }),
  widgets: record(boolean()),
  /** The search service (Algolia, or the demo host's compatible API through `hosts`). */
  search: nullable(
    object({
      appId: string(/^\S+$/),
      apiKey: string(/^\S+$/),
      indexPrefix: optional(string(/^[\w-]*$/), ''),
      hosts: optional(
        array(
          object({
            url: string(/^[\w.-]+(?::\d+)?$/),
            protocol: optional(oneOf(['http', 'https'] as const), 'https'),
            accept: optional(oneOf(['read', 'write', 'readWrite'] as const), 'read'),
          }),
        ),
        [],
      ),
    }),
  ),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type ValidatedSettings = { [K in SettingKey]: Infer<(typeof SETTING_SCHEMAS)[K]> };
