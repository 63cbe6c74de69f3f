import { hostListingMessages } from '../../core/i18n/host-listing';
import { translatePlural, type MessageKey, type Translator } from '../../core/i18n/translate';

export type HostListingKey = MessageKey<typeof hostListingMessages>;
export type HostListingText = Translator<typeof hostListingMessages>;

/** 'N hosts' / '1 host' (announced after each update). */
export function hostCountText(count: number, locale: string | undefined): string {
  return translatePlural(hostListingMessages, { one: 'countOne', other: 'count' }, count, locale);
}
