import { chatMessages } from '../../core/i18n/chat';
import { translator } from '../../core/i18n/translate';
import type { ChatText } from './Chat';

/**
 * The texts <rove-chat> gives its view in a locale (the element and the stories use it);
 * `sent` names the shopper in the confirmation once the pre-chat form went through.
 *
 * @example chatText('en', null).launcher // 'Chat with us'
 */
export function chatText(locale: string, sent: { name: string; email: string } | null): ChatText {
  const t = translator(chatMessages, locale);
  return {
    launcher: t('launcher'),
    agentsAvailable: t('agentsAvailable'),
    leaveMessage: t('leaveMessage'),
    title: t('panelTitle'),
    intro: t('panelIntro'),
    name: t('nameLabel'),
    email: t('emailLabel'),
    existingOrder: t('existingOrderLabel'),
    choose: t('chooseOption'),
    yes: t('yes'),
    no: t('no'),
    orderNumber: t('orderNumberLabel'),
    start: t('start'),
    starting: t('starting'),
    close: t('close'),
    confirmation: sent ? t('confirmation', { name: sent.name, email: sent.email }) : '',
  };
}
