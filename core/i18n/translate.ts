/**
 * Message lookup over the per-area tables of core/i18n.
 *
 * Each area (love, checkout, search …) has its own table so that a widget's chunk only carries
 * the text it shows. A table always has English; other languages are partial and fall back to
 * English key by key, so a missing translation never shows a raw key.
 */

/** Languages a table may carry. English is complete; the others are partial. */
export type Language = 'en' | 'ko';

/** The shape every message table has: complete English, optional partial Korean. */
export interface MessageTable {
  readonly en: Readonly<Record<string, string>>;
  readonly ko?: Readonly<Record<string, string>>;
  /**
   * A table whose Korean is not shipped with it: the name its Korean has in the page's Korean
   * texts (core/i18n/ko.ts), which a Korean page loads before any element is defined
   * (core/i18n/page-texts.ts).
   */
  readonly koreanName?: string;
}

/** The keys of a table (its English keys). */
export type MessageKey<Table extends MessageTable> = keyof Table['en'] & string;

/** Values substituted for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;

/**

/**
 * The Korean of the tables that name theirs (`koreanName`), by that name: empty until a Korean
 * page's texts (core/i18n/ko.ts) put it in place.
 */
export const koreanTexts: Record<string, Readonly<Record<string, string>>> = {};

/** A key's Korean: the table's own, else what the page's Korean texts give it. */
function korean(table: MessageTable, key: string): string | undefined {
  return lookup(table.ko, key) ?? lookup(koreanTexts[table.koreanName ?? ''], key);
}

/** The page's locale once the start has read it (page-texts.ts); English until then. */
let pageLocale = 'en';

/**
 * Makes `locale` what every lookup that names none reads: a page has one language, so a message
 * built far from the settings (a validator's, a machine's) is in the page's language too.
 * pageTexts (page-texts.ts) calls it as the start reads the page.
 */
export function setPageLocale(locale: string | undefined): void {
  pageLocale = locale ?? 'en';
}

/**
 * The language of a storefront locale: 'ko' for ko_KR / ko-KR / ko, else 'en'.
 * (en_US, en_CA, en_AU, en_UK, fr_CA and ch_HK all read English: the specification gives no other text.)
 *
 * @example languageOf('ko_KR') // 'ko'
 * @example languageOf('fr_CA') // 'en'
 */
export function languageOf(locale: string | undefined | null): Language {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return language === 'ko' ? 'ko' : 'en';
}

/**
 * Replaces `{name}` placeholders with values; a placeholder with no value is left as written so
 * the gap is visible in review rather than silently blank. Values are inserted verbatim and not
 * scanned again, so a value containing braces cannot pull in another variable.
 *
 * @example interpolate('Add {title} to wishlist', { title: 'Sofa' }) // 'Add Sofa to wishlist'
 */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

/**
 * Where a page may rewrite every table text, installed before the loader runs: a function of
 * one text under this key of the global object. The pseudo-locale (pseudo.ts) uses it to show
 * which words on a page are the SDK's: docs/architecture.md (Pseudo-locale).
 */
const TEXT_REWRITE = Symbol.for('rove.texts');

/**
 * Looks a message up in the locale's language, falls back to English, then fills placeholders.
 * The locale may be a storefront locale (ko_KR), a BCP 47 tag (ko-KR) or a language (ko);
 * without one, the page's (`setPageLocale`).
 *
 * @example translate(loveMessages, 'addToWishlist', 'en_US', { title: 'Sofa' }) // 'Add Sofa to wishlist'
 * @example translate(checkoutMessages, 'required', 'ko_KR') // the Korean text
 */
export function translate<Table extends MessageTable>(
  table: Table,
  key: MessageKey<Table>,
  locale: string = pageLocale,
  vars?: MessageVars,
): string {
  const language = languageOf(locale);
  const localized = language === 'ko' ? korean(table, key) : undefined;
  const template = localized ?? lookup(table.en, key) ?? key;
  const rewrite: unknown = (globalThis as Record<symbol, unknown>)[TEXT_REWRITE];
  return interpolate(
    typeof rewrite === 'function' ? (rewrite as (text: string) => string)(template) : template,
    vars,
  );
}

/** A table's lookup bound to a locale (see `translator`). */
export type Translator<Table extends MessageTable> = (
  key: MessageKey<Table>,
  vars?: MessageVars,
) => string;

/**
 * How a widget reads its words: a table's lookup bound to the page's locale, made once where the
 * locale is known and passed on (views get it, or the texts a text module builds with it).
 *
 * @example const t = translator(cartMessages, 'en_US'); t('saved') // 'Saved'
 */
export function translator<Table extends MessageTable>(
  table: Table,
  locale?: string,
): Translator<Table> {
  return (key, vars) => translate(table, key, locale, vars);
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The plural category of a count in a locale's language, by the browser's CLDR rules (English:
 * 'one' for 1, else 'other'; Korean: always 'other').
 *
 * @example pluralCategory(1, 'en_US') // 'one'
 * @example pluralCategory(1, 'ko_KR') // 'other'
 */
export function pluralCategory(count: number, locale: string = 'en'): Intl.LDMLPluralRule {
  const language = languageOf(locale);
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The keys for the singular and plural form of a counted message. */
export interface PluralKeys<Table extends MessageTable> {
  readonly one: MessageKey<Table>;
  readonly other: MessageKey<Table>;
}

/**
 * Picks the singular or plural message for a count and fills `{count}` (plus any other vars).
 *
 * @example translatePlural(headerCountMessages, { one: 'wishlistCountOne', other: 'wishlistCount' }, 1) // 'Wishlist, 1 item'
 * @example translatePlural(headerCountMessages, { one: 'wishlistCountOne', other: 'wishlistCount' }, 3) // 'Wishlist, 3 items'
 */
export function translatePlural<Table extends MessageTable>(
  table: Table,
  keys: PluralKeys<Table>,
  count: number,
  locale: string = pageLocale,
  vars?: MessageVars,
): string {
  // The rules of the language whose text is used: English's where the Korean text is missing.
  const koreanText = languageOf(locale) === 'ko' && korean(table, keys.other) !== undefined;
  const key = pluralCategory(count, koreanText ? 'ko' : 'en') === 'one' ? keys.one : keys.other;
  return translate(table, key, locale, { ...vars, count });
}

function lookup(
  messages: Readonly<Record<string, string>> | undefined,
  key: string,
): string | undefined {
  // Own properties only: a key such as 'constructor' must not reach Object.prototype.
  return messages && Object.hasOwn(messages, key) ? messages[key] : undefined;
}
