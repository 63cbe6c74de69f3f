import { scrollerMessages } from '../../core/i18n/scroller';
import { translator, type Translator } from '../../core/i18n/translate';

/** The scroller's texts in the page's language. */
export type ScrollerText = Translator<typeof scrollerMessages>;

/** The table read in a locale, with the element's label in every message. */
export function scrollerText(locale: string | undefined, label: string): ScrollerText {
  const t = translator(scrollerMessages, locale);
  return (key, vars) => t(key, { label, ...vars });
}
