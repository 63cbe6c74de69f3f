import { logOnce } from '../log';
import { languageOf } from './translate';

let korean: Promise<unknown> | undefined;

/**
 * Runs `then` (an element's definition) once the page's product texts are here. On a Korean
 * page (ko_KR, ko-KR, ko) that is after the product page's Korean (product.ko.ts, a chunk of
 * its own) has arrived, so the element's first render is already Korean — no English first, no
 * change of size after — and one request serves every element that asks. If the chunk cannot
 * load, the page reads English, with one `[rove]` warning. On any other page, at once: nothing
 * is downloaded or waited for.
 *
 * A callback rather than a top-level await in the define modules: a module that awaits at its
 * top level makes the bundler keep the modules' order apart, and it split the shared chunks of
 * every page anew (+0.5 kB on a wishlist page, +1.5 kB at checkout, measured).
 *
 * @example afterProductTexts(getSettings().locale, () => defineOnce('rove-buybox', create));
 */
export function afterProductTexts(locale: string | undefined, then: () => void): void {
  if (languageOf(locale) !== 'ko') return then();
  // Importing it puts the Korean in place (product.ko.ts).
  void (korean ??= import('./product.ko').catch((error: unknown) =>
    logOnce('warn', 'i18n:ko', 'the Korean product texts did not load: English shows', error),
  )).then(then);
}
