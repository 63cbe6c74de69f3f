import { commonMessages } from '../../core/i18n/common';
import { productMessages } from '../../core/i18n/product';
import { translate, translator } from '../../core/i18n/translate';
import type { CoverageText } from '../shared/whats-covered/CoverageDialog';
import type { CoverUpsellDialogProps } from './CoverUpsellDialog';
import type { NotifyDialogText } from './NotifyDialog';
import type { ProtectionOffersProps } from './ProtectionOffers';

/** The texts of the buy box's offers and dialogs, in the page's language (core/i18n tables). */
export interface BuyboxText {
  protection: ProtectionOffersProps['text'];
  notify: NotifyDialogText;
  coverage: CoverageText;
  upsell: CoverUpsellDialogProps['text'];
  /** The notice once the outdoor cover is in the cart. */
  coverAdded: (title: string) => string;
}

/**
 * The texts for a locale, shared by <rove-buybox> and its stories so both show the same words.
 *
 * @example buyboxText('en_US').notify.submit // 'Notify me'
 */
export function buyboxText(locale: string): BuyboxText {
  const t = translator(productMessages, locale);
  const close = translate(commonMessages, 'close', locale);
  return {
    protection: {
      legend: t('addProtection'),
      none: t('noProtection'),
    },
    notify: {
      title: t('notifyMeTitle'),
      model: t('chosenModel'),
      quantity: t('quantity'),
      email: t('email'),
      submit: t('notifyMe'),
      sent: t('notifySent'),
      error: t('errorOccurred'),
      close,
    },
    coverage: {
      title: t('whatsCovered'),
      loading: t('loading'),
      error: t('errorOccurred'),
      close,
    },
    upsell: {
      title: t('coverUpsellTitle'),
      intro: t('coverUpsellIntro'),
      member: translate(commonMessages, 'memberLabel', locale),
      addCover: t('addCover'),
      adding: t('adding'),
      noThanks: t('noThanks'),
      error: t('errorOccurred'),
      close,
    },
    coverAdded: (title) => translate(productMessages, 'coverAdded', locale, { title }),
  };
}
