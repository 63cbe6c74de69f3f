/**
 * The pseudo-locale: every text of every message table shown with each Latin letter accented
 * and the whole bracketed, `Close` as `[Çļöšé]`. On such a page any plain Latin word inside a
 * widget did not come from a table: it is the catalogue's (a product's name, the host's markup),
 * the browser's (a date Intl formats), or a text hard-coded where a table should be. The
 * brackets show a text cut short or glued to another. Placeholders stay as written, so data
 * fills them as usual and stays plain. Not part of the SDK's bundles: the tests' sweep installs
 * it (tests/helpers/pseudo-texts.ts); a page of a translator's may, with a script of its own
 * before the loader.
 * docs/architecture.md (Pseudo-locale).
 *
 * Self-contained (no imports, nothing from outside the function): a test passes it to the page
 * as source text.
 *
 * @example pseudoText('Add {title} to wishlist') // '[Åðð {title} ţö ŵîšĥļîšţ]'
 */
export function pseudoText(text: string): string {
  const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const accented = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
  const accent = (part: string) =>
    [...part].map((letter) => accented[plain.indexOf(letter)] ?? letter).join('');
  // Placeholders ({title}) are filled after the rewrite: kept as they are.
  const parts = text.split(/(\{\w+\})/);
  return `[${parts.map((part, n) => (n % 2 ? part : accent(part))).join('')}]`;
}

/** The key a page's text rewrite lives under (core/i18n/translate.ts). */
export const TEXT_REWRITE_KEY = 'rove.texts';

/**
 * Shows every table text of the page in the pseudo-locale from now on: call it before the
 * loader runs (elements already drawn keep their words).
 */
export function showPseudoTexts(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(TEXT_REWRITE_KEY)] = pseudoText;
}
