import type { ValidatedSettings } from './schema';

/**
 * The specification's defaults (spec/shell.md §9, spec/product.md, spec/checkout.md): fee 100, discount 0.2 in the price function
 * (the membership modal uses 0.3: see core/pricing), voucher rate 0.1, cap 500, type rate.
 */
export const DEFAULT_SETTINGS: ValidatedSettings = {
  country: 'US',
  locale: 'en_US',
  currency: 'USD',
  basePath: '/',
  cookieDomain: null,
  memberFee: 100,
  memberDiscount: 0.2,
  voucherRate: 0.1,
  voucherType: 'rate',
  voucherAmtPer: null,
  voucherMax: 500,
  isMembership: false,
  isMSRPShown: false,
  uc_love: { user: null, count: 0 },
  widgets: {},
  search: null,
};
