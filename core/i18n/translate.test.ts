import { describe, expect, it } from 'vitest';
import {
  interpolate,
  languageOf,
  translate,
  pluralCategory,
  translatePlural,
  translator,
  type MessageTable,
} from './translate';

const table = {
  en: {
    greeting: 'Hello {name}',
    count: '{count} items',
    countOne: '1 item',
    onlyEnglish: 'English only',
  },
  ko: {
    greeting: '안녕하세요 {name}',
    count: '{count}개',
  },
} as const satisfies MessageTable;

describe('languageOf', () => {
  it.each<[string | undefined | null, 'en' | 'ko']>([
    ['ko_KR', 'ko'],
    ['ko-KR', 'ko'],
    ['KO', 'ko'],
    ['en_US', 'en'],
    ['fr_CA', 'en'],
    ['ch_HK', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%j → %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});

describe('interpolate', () => {
  it.each<[string, Record<string, string | number> | undefined, string]>([
    ['Add {title} to wishlist', { title: 'Sofa' }, 'Add Sofa to wishlist'],
    ['{a}{b}{a}', { a: 1, b: 2 }, '121'],
    ['Missing {name}', {}, 'Missing {name}'],
    ['No vars {name}', undefined, 'No vars {name}'],
    // A value is inserted verbatim, never re-scanned for placeholders.
    ['{a} and {b}', { a: '{b}', b: 'x' }, '{b} and x'],
    // Only own properties count.
    ['{constructor}', {}, '{constructor}'],
    ['{count} error(s).', { count: 0 }, '0 error(s).'],
  ])('%j with %o → %j', (template, vars, expected) => {
    expect(interpolate(template, vars)).toBe(expected);
  });
});

describe('translate', () => {
  it.each<[keyof (typeof table)['en'], string, string]>([
    ['greeting', 'en_US', 'Hello Ana'],
    ['greeting', 'ko_KR', '안녕하세요 Ana'],
    ['onlyEnglish', 'ko_KR', 'English only'],
    ['greeting', 'fr_CA', 'Hello Ana'],
  ])('%s in %s → %j', (key, locale, expected) => {
    expect(translate(table, key, locale, { name: 'Ana' })).toBe(expected);
  });

  it('defaults to English', () => {
    expect(translate(table, 'onlyEnglish')).toBe('English only');
  });

  it('shows the key rather than nothing or a prototype member for an unknown key', () => {
    const loose = table as MessageTable;
    expect(translate(loose, 'nope')).toBe('nope');
    expect(translate(loose, 'constructor')).toBe('constructor');
    expect(translate(loose, 'toString', 'ko')).toBe('toString');
  });
});

describe('translator', () => {
  it('reads a table in one locale, key by key with English where the language lacks one', () => {
    const korean = translator(table, 'ko_KR');
    expect(korean('greeting', { name: 'Ana' })).toBe('안녕하세요 Ana');
    expect(korean('count', { count: 3 })).toBe('3개');
    expect(korean('onlyEnglish')).toBe('English only');
    expect(translator(table, 'en_US')('greeting', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('reads English without a locale', () => {
    expect(translator(table)('countOne')).toBe('1 item');
  });
});

describe('translatePlural', () => {
  const keys = { one: 'countOne', other: 'count' } as const;

  it.each<[number, string, string]>([
    [0, 'en', '0 items'],
    [1, 'en', '1 item'],
    [2, 'en', '2 items'],
    // Korean has no plural: its 'other' text serves every count.
    [1, 'ko_KR', '1개'],
    [5, 'ko_KR', '5개'],
  ])('%d in %s → %j', (count, locale, expected) => {
    expect(translatePlural(table, keys, count, locale)).toBe(expected);
  });

  it('uses the English singular when the Korean text is missing', () => {
    const englishOnly = { en: table.en } as const;
    expect(translatePlural(englishOnly, keys, 1, 'ko_KR')).toBe('1 item');
  });
});

describe('pluralCategory', () => {
  it.each([
    [1, 'en_US', 'one'],
    [0, 'en_US', 'other'],
    [2, 'en_CA', 'other'],
    [1.5, 'en_AU', 'other'],
    [1, 'ko_KR', 'other'],
    [21, 'ko_KR', 'other'],
  ] as const)('%s in %s is %s', (count, locale, category) => {
    expect(pluralCategory(count, locale)).toBe(category);
  });
});
