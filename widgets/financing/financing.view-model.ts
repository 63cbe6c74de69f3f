import { productMessages } from '../../core/i18n/product';
import { translator } from '../../core/i18n/translate';
import { formatMoney, type Currency } from '../../core/money';
import type { FinancingProps } from './Financing';
import {
  FINANCING_MIN_AMOUNT,
  asLowAs,
  formatApr,
  termTable,
  type FinancingProgramme,
} from '../../core/financing';

/** What the view shows, apart from the dialog's open state and callbacks. */
export type FinancingViewModel = Omit<FinancingProps, 'dialogOpen' | 'onOpen' | 'onClose'>;

/**
 * Everything <rove-financing> shows for a price: whether the estimate appears (from 1000 up),
 * the term table and every text, in the visitor's currency and language. Pure, so the element
 * and the stories show the same thing.
 *
 * @example financingViewModel(2499, 'USD', 'standard_3_6_12', 'en_US').text.asLowAs // 'as low as $116/mo'
 */
export function financingViewModel(
  amount: number | null,
  currency: Currency,
  programme: FinancingProgramme,
  locale: string,
): FinancingViewModel {
  const t = translator(productMessages, locale);
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, currency));
  const estimate = asLowAs(amount, programme);
  return {
    shown: estimate !== null,
    terms:
      estimate && amount !== null
        ? termTable(amount, programme).map((row) => ({
            label: t('financingTerm', { months: row.months }),
            monthly: t('financingMonthly', { monthly: money(row.monthly) }),
          }))
        : [],
    text: {
      asLowAs: estimate ? t('financingAsLowAs', { monthly: money(estimate.monthly) }) : '',
      learnMore: t('financingLearnMore'),
      title: t('financingDialogTitle'),
      intro: t('financingIntro', { minimum: money(FINANCING_MIN_AMOUNT) }),
      termsHeading: t('financingTermsHeading'),
      apr: t('financingApr', { apr: formatApr(estimate?.apr ?? 0) }),
      example: estimate
        ? t('financingExample', {
            amount: money(amount),
            months: estimate.months,
            apr: formatApr(estimate.apr),
            monthly: money(estimate.monthly),
          })
        : '',
      note: t('financingNote'),
      close: t('close'),
    },
  };
}
