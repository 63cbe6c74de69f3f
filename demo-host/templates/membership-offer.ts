// The offer is printed in Korean on a Korean page: the page's Korean texts in place.
import '../../core/i18n/ko';
import { membershipMessages } from '../../core/i18n/membership';
import { translator } from '../../core/i18n/translate';
import { memberSavings } from '../../core/pricing';
import { markup, type SafeHtml } from '../lib/html';
import type { Currency } from '../lib/markets';
import { formatMoney } from '../lib/money';
import type { PageSettings } from '../shop/page-settings';

// <rove-membership>, the membership offer (widgets/membership/README.md), as the CMS places it:
// only for a visitor who is not a member, where the programme takes members, with a line that
// works without JavaScript in the box the element's row takes: the same words as the element's
// (in the page's language, so nothing wraps differently when it upgrades), with a link to the
// membership page, or to the sign-up page from the membership page itself.

export const JOIN_PATH = '/user/membership/enroll/login?register=1';

export type MembershipOfferPlace =
  | { subject: 'product'; nid: number; price: number }
  | { subject: 'cart'; lines: readonly { price: number; qty: number }[] }
  | { subject: 'membership' };

/** Whether the page offers membership at all: not to a member, not when the programme is closed. */
export function offersMembership(
  settings: Pick<PageSettings, 'isMembership' | 'membership'>,
): boolean {
  return !settings.isMembership && settings.membership.enabled;
}

function savingsOf(place: MembershipOfferPlace, rate: number): number {
  if (place.subject === 'product') return memberSavings(place.price, rate);
  if (place.subject === 'cart')
    return place.lines.reduce((sum, line) => sum + memberSavings(line.price, rate) * line.qty, 0);
  return 0;
}

type Texts = ReturnType<typeof translator<typeof membershipMessages>>;

function fallbackText(
  t: Texts,
  place: MembershipOfferPlace,
  settings: Pick<PageSettings, 'memberFee' | 'membership'>,
  currency: Currency,
  membershipOnly: boolean,
): string {
  const money = (amount: number) => formatMoney(amount, currency);
  if (membershipOnly) return t('onlyMembers', { fee: money(settings.memberFee) });
  const savings = savingsOf(place, settings.membership.rate);
  if (savings > 0)
    return t(place.subject === 'cart' ? 'saveOnCart' : 'saveOnItem', {
      savings: money(savings),
    });
  return t('feePerYear', { fee: money(settings.memberFee) });
}

/** The tag with its no-JS line, or nothing where the page makes no offer. */
export function membershipOfferTag(
  place: MembershipOfferPlace,
  settings: Pick<PageSettings, 'isMembership' | 'memberFee' | 'membership' | 'locale'>,
  currency: Currency,
  membershipOnly = false,
): SafeHtml | string {
  if (!offersMembership(settings)) return '';
  const t = translator(membershipMessages, settings.locale);
  const text = fallbackText(t, place, settings, currency, membershipOnly);
  const href = place.subject === 'membership' ? JOIN_PATH : '/membership';
  const line = markup`<p class="membership-offer__fallback"><span>${text}</span> <a href="${href}">${t('seeOffer')}</a></p>`;
  if (place.subject === 'product')
    return markup`<rove-membership class="membership-offer" nid="${place.nid}">${line}</rove-membership>`;
  if (place.subject === 'cart')
    return markup`<rove-membership class="membership-offer" subject="cart">${line}</rove-membership>`;
  return markup`<rove-membership class="membership-offer" subject="membership">${line}</rove-membership>`;
}
