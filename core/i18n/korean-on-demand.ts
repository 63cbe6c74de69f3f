/** A complete translation of a table's English: every key, and nothing else. */
export type Translation<English> = Readonly<Record<keyof English, string>>;

/**
 * A table whose Korean is not shipped with it: its Korean is in the page's Korean texts
 * (core/i18n/ko.ts) under `koreanName`, which a Korean page loads before any element is defined
 * (core/i18n/page-texts.ts). An English page never downloads it (docs/decisions/0063).
 */
export interface KoreanOnDemand<English> {
  readonly en: English;
  readonly koreanName: string;
}
