import { koreanTexts, languageOf, type MessageTable } from './translate';

/**
 * A whole table in a locale's language, for views that take their texts as one object: English,
 * with the Korean on top on a Korean page (the table's own Korean last, as `translate` reads it
 * first).
 *
 * @example messagesIn(popupsMessages, 'ko_KR').close // '닫기', once the page's Korean is here
 */
export function messagesIn<Table extends MessageTable>(
  table: Table,
  locale: string | undefined | null,
): Table['en'] {
  if (languageOf(locale) !== 'ko') return table.en;
  return { ...table.en, ...koreanTexts[table.koreanName ?? ''], ...table.ko };
}
