import { translate, type MessageKey, type MessageTable } from './translate';

/**
 * A whole table in a locale's language, for views that take their texts as one object: each
 * text as `translate` reads it (Korean on a Korean page, English where Korean lacks one, as a
 * page that rewrites texts shows it), placeholders kept for the view to fill.
 *
 * @example messagesIn(popupsMessages, 'ko_KR').close // '닫기', once the page's Korean is here
 */
export function messagesIn<Table extends MessageTable>(
  table: Table,
  locale: string | undefined | null,
): Table['en'] {
  return Object.fromEntries(
    Object.keys(table.en).map((key) => [
      key,
      translate(table, key as MessageKey<Table>, locale ?? undefined),
    ]),
  ) as Table['en'];
}
