import type { Shop, Visitor } from '../context';
import { adjustment } from '../fixtures/prices';
import type { Currency } from '../lib/markets';
import type { SearchSettings } from './search-settings';
import { trackingSettings } from './tracking-settings';

// The settings every page carries in <script id="rove-settings">, named as in the specification (uc_love,
// memberFee, …) plus the SDK's own keys (country, locale, currency, basePath, widgets).

export interface LoveSettings {
  /** null for anonymous visitors; logged-in visitors get their loved nids so hearts show filled. */
  user: { uid: number; name: string; loved: number[] } | null;
  /** How many products this visitor loves (the header counter). */
  count: number;
}

export interface PageSettings {
  country: Shop['country'];
  locale: Shop['locale'];
  currency: Shop['currency'];
  basePath: string;
  uc_love: LoveSettings;
  memberFee: number;
  memberDiscount: number;
  voucherRate: number;
  voucherType: 'rate' | 'amount';
  voucherMax: number;
  /** The visitor is a member: the SDK shows member pricing as theirs. */
  isMembership: boolean;
  isMSRPShown: boolean;
  /**
   * The membership page's inputs: whether the programme takes new members and the offer's
   * discount rate (<rove-membership>, widgets/membership/README.md).
   */
  membership: { enabled: boolean; rate: number };
  /** Units in the visitor's cart (the header's <rove-cart-count>). */
  cart: { count: number };
  /** The search service the SDK's algoliasearch client calls (the demo host itself). */
  search: SearchSettings;
  /** Per-tag kill switches: {'rove-love': false} turns a widget off. */
  widgets: Record<string, boolean>;
  /** Page-specific extras, e.g. the product page's model settings. */
  [key: string]: unknown;
}

/** Membership constants as the CMS configures them (spec/shell.md §9 defaults). */
export const MEMBERSHIP_SETTINGS = {
  memberFee: 100,
  memberDiscount: 0.2,
  voucherRate: 0.1,
  voucherType: 'rate',
  voucherMax: 500,
  isMSRPShown: true,
} as const;

/**
 * The membership figures in a shop's currency: the fee and the voucher cap are amounts, so the
 * CMS's 100 and 500 (dollars) become the same value in each currency at the catalogue's
 * exchange rates — 140,000₩ and 690,000₩ in Korea, not 100₩ and 500₩. The rates stay rates.
 *
 * @example membershipSettings('KRW').memberFee // 140000
 */
export function membershipSettings(currency: Currency) {
  return {
    ...MEMBERSHIP_SETTINGS,
    memberFee: adjustment(MEMBERSHIP_SETTINGS.memberFee)[currency],
    voucherMax: adjustment(MEMBERSHIP_SETTINGS.voucherMax)[currency],
  };
}

/** The membership offer's inputs as the CMS configures them: open, at the offer's 30 %. */
export const MEMBERSHIP_OFFER = { enabled: true, rate: 0.3 } as const;

/**
 * @param loved the visitor's loved nids, most recent first
 * @param cartCount units in the visitor's cart
 * @param search where the SDK's search client goes (see search-settings.ts)
 */
export function buildPageSettings(
  shop: Shop,
  visitor: Visitor,
  loved: number[],
  cartCount: number,
  search: SearchSettings,
): PageSettings {
  return {
    country: shop.country,
    locale: shop.locale,
    currency: shop.currency,
    basePath: '/',
    uc_love: {
      user: visitor.user ? { uid: visitor.user.uid, name: visitor.user.name, loved } : null,
      count: loved.length,
    },
    ...membershipSettings(shop.currency),
    // The SDK reads isMembership as "this visitor is a member" (member pricing is theirs).
    isMembership: visitor.role === 'member',
    membership: { ...MEMBERSHIP_OFFER },
    cart: { count: cartCount },
    search,
    widgets: {},
    // Pages with products, a cart or an order replace it with their entities.
    tracking: trackingSettings(visitor),
  };
}
