import { membershipMessages } from '../../core/i18n/membership';
import { translator } from '../../core/i18n/translate';
import { formatMoney, type Currency } from '../../core/money';
import type { MembershipProps } from './Membership';
import { joinUrl, percent, type MembershipOffer } from './membership.logic';

/** What the view shows, apart from the dialog's open state and callbacks. */
export type MembershipViewModel = Omit<MembershipProps, 'dialogOpen' | 'onOpen' | 'onClose'>;

/**
 * Every text and figure <rove-membership> shows for an offer, in the page's currency and
 * language: the teaser line, and the dialog's intro, figures and join link. Pure, so the element
 * and the stories show the same thing.
 *
 * @example membershipViewModel(offer, 'USD', 'en_US', '/').teaser // 'Members save $300 on this item.'
 */
export function membershipViewModel(
  offer: MembershipOffer,
  currency: Currency,
  locale: string,
  basePath: string,
): MembershipViewModel {
  const t = translator(membershipMessages, locale);
  const money = (value: number) => formatMoney(value, currency);
  const only = offer.mode === 'membership-only';
  const { figures } = offer;
  const onCart = offer.subject === 'cart';
  let teaser: string;
  if (only) teaser = t('onlyMembers', { fee: money(offer.fee) });
  else if (figures && figures.savings > 0)
    teaser = t(onCart ? 'saveOnCart' : 'saveOnItem', { savings: money(figures.savings) });
  else teaser = t('feePerYear', { fee: money(offer.fee) });
  const rows = [{ label: t('feeLabel'), value: money(offer.fee) }];
  if (figures) {
    rows.push(
      { label: t(onCart ? 'savingsOnCart' : 'savingsOnItem'), value: money(figures.savings) },
      { label: t('voucherLabel'), value: money(figures.voucher) },
    );
    // Only a gain is worth a line: "your saving after the fee: -$40" would argue against joining
    // in words the shopper did not ask for; the three figures above already say it.
    if (figures.net > 0) rows.push({ label: t('netLabel'), value: money(figures.net) });
  }
  return {
    mode: offer.mode,
    teaser,
    rows,
    joinHref: joinUrl(basePath),
    text: {
      seeOffer: t('seeOffer'),
      title: t(only ? 'titleOnly' : 'title'),
      intro: t(only ? 'introOnly' : 'intro', { rate: percent(offer.rate) }),
      figuresLabel: t('figuresLabel'),
      join: t(only ? 'joinOnly' : 'join'),
      notNow: t('notNow'),
      close: t('close'),
    },
  };
}
