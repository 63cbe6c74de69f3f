import { marketingMessages } from '../../core/i18n/marketing';
import { translator } from '../../core/i18n/translate';
import type { EmailCartText } from './EmailCart';

/**
 * The texts <rove-email-cart> gives its view in a locale (the element and the stories use it).
 *
 * @example emailCartText('en').toggle // 'EMAIL MY CART'
 */
export function emailCartText(locale: string): EmailCartText {
  const t = translator(marketingMessages, locale);
  return {
    toggle: t('emailMyCart'),
    cancel: t('cancel'),
    legend: t('emailCartLegend'),
    fieldLabel: (number) => t('emailCartFieldLabel', { number }),
    removeLabel: (number) => t('removeEmail', { number }),
    add: t('addEmail'),
    message: t('emailCartMessage'),
    subscribe: t('emailCartSubscribe'),
    submit: t('send'),
    sending: t('emailCartSending'),
    sent: t('emailSent'),
    sentStatus: t('emailCartSentStatus'),
    invalid: t('emailCartInvalid'),
    needOne: t('emailCartNeedOne'),
  };
}
