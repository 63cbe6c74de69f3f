import * as v from 'valibot';
import { COUNTRIES, LOCALE_COUNTRY } from '../country';

const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const ratio = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const nid = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * One schema per settings key. A key whose value fails its schema falls back to the
 * default alone; the rest of the page's settings still apply (DESIGN.md §3).
 */
export const SETTING_SCHEMAS = {
  country: v.picklist(COUNTRIES),
  locale: v.picklist(Object.keys(LOCALE_COUNTRY) as (keyof typeof LOCALE_COUNTRY)[]),
  currency: v.picklist(['USD', 'CAD', 'AUD', 'KRW', 'GBP', 'HKD']),
  /** Site base path; relative, starting and ending with '/'. */
  basePath: v.pipe(v.string(), v.regex(/^\/(?:[\w.~-]+\/)*$/)),
  memberFee: money,
  memberDiscount: ratio,
  voucherRate: ratio,
  voucherType: v.picklist(['rate', 'amount_per', 'range']),
  voucherAmtPer: v.nullable(money),
  voucherMax: money,
  isMembership: v.boolean(),
  isMSRPShown: v.boolean(),
  uc_love: v.object({
    user: v.optional(
      v.nullable(
        v.object({
          uid: v.pipe(v.number(), v.integer()),
          name: v.optional(v.string()),
          loved: v.optional(v.array(nid), []),
        }),
      ),
      null,
    ),
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  widgets: v.record(v.string(), v.boolean()),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type ValidatedSettings = { [K in SettingKey]: v.InferOutput<(typeof SETTING_SCHEMAS)[K]> };
