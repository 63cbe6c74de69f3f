import { useMemo } from 'react';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { Chat } from './Chat';
import { chatText } from './chat-text';
import chatCss from './chat.css?raw';
import { NO_CHAT_SETTINGS, readChatSettings } from './chat.logic';
import { useChat } from './useChat';

/** Attributes of <rove-chat> (none: settings.chat configures it; README.md). */
export type ChatAttributes = ElementProps;

/** The launcher and panel joined to their hook; what the element mounts. */
export function ConnectedChat({ container }: ChatAttributes) {
  const settings = getSettings();
  useDropServerFallback(container, 'rove-chat');
  const chatSettings = useMemo(() => {
    const read = readChatSettings(settings.extra['chat']);
    if (read) return read;
    logOnce(
      'warn',
      'chat:settings',
      'settings.chat ignored (invalid); the pre-chat form works without a vendor',
    );
    return NO_CHAT_SETTINGS;
  }, [settings]);
  const { sent, openPanel, closePanel, change, submit, ...shown } = useChat({
    settings: chatSettings,
    country: settings.country,
    locale: settings.locale,
  });
  const text = useMemo(() => chatText(settings.locale, sent), [settings.locale, sent]);
  return (
    <Chat
      {...shown}
      text={text}
      onOpen={openPanel}
      onClose={closePanel}
      onChange={change}
      onSubmit={submit}
    />
  );
}

/** The <rove-chat> element class (no side effects: define.ts registers it). */
export function createChatElement(): CustomElementConstructor {
  return createRoveElement<ChatAttributes>('rove-chat', ConnectedChat, {
    props: {},
    styles: { 'rove-chat': chatCss },
  });
}
