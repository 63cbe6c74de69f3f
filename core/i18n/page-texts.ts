import { logOnce } from '../log';
import { languageOf, setPageLocale } from './translate';

let korean: Promise<void> | undefined;

/**
 * The page's own texts, before any element is defined. On a Korean page (ko_KR, ko-KR, ko) a
 * promise that settles once the Korean of every table that names it (`koreanName`) is in place
 * (core/i18n/ko.ts, a chunk of its own, one request for the whole page), so every element's
 * first render is Korean — no English first, no change of size after. A chunk that cannot load
 * leaves English, with one `[rove]` warning; the promise still settles. On any other page
 * `undefined`: nothing is downloaded or waited for (docs/decisions/0063). Either way the locale
 * becomes what a lookup that names none reads (`setPageLocale`): one language per page.
 *
 * @example const texts = pageTexts(getSettings().locale); await texts; defineEverything();
 */
export function pageTexts(locale: string | undefined): Promise<void> | undefined {
  setPageLocale(locale);
  if (languageOf(locale) !== 'ko') return undefined;
  return (korean ??= import('./ko').then(
    () => undefined,
    (error: unknown) =>
      logOnce('warn', 'i18n:ko', 'Korean texts did not load: English shows', error),
  ));
}
