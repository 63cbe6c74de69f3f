import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MessageTable } from './translate';

/**
 * Every message table of the SDK (core/i18n's and the widgets' `*-text.ts`), with the Korean a
 * Korean page reads for it: its own, then the page's Korean texts (ko.ts) under its
 * `koreanName`. In fresh modules: the files of a worker share theirs, and the Korean once in
 * place stays.
 */
vi.resetModules();
await import('./ko');
const { koreanTexts } = await import('./translate');
const modules = {
  ...import.meta.glob<Record<string, unknown>>([
    './*.ts',
    '!./*.test.ts',
    '!./*.ko.ts',
    '!./ko.ts',
  ]),
  ...import.meta.glob<Record<string, unknown>>('../../widgets/*/*-text.ts'),
};
const tables: [string, MessageTable][] = [];
for (const [file, load] of Object.entries(modules))
  for (const [name, value] of Object.entries(await load()))
    if (isTable(value)) tables.push([`${file.replace(/^.*\//, '')} ${name}`, value]);
afterAll(() => vi.resetModules());

function isTable(value: unknown): value is MessageTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'en' in value &&
    typeof value.en === 'object' &&
    value.en !== null &&
    Object.values(value.en).every((text) => typeof text === 'string')
  );
}

function koreanOf(table: MessageTable): Readonly<Record<string, string>> {
  return { ...koreanTexts[table.koreanName ?? ''], ...table.ko };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

// Texts that read the same in Korean: a count cap, provider names, an address placeholder, a
// 'name - price' pattern.
const SAME_IN_KOREAN = new Set([
  'preorderCountCapped',
  'methodAffirm',
  'methodPaybright',
  'methodKlarna',
  'emailPlaceholder',
  'shippingOptionTitle',
  // Unit symbols a Korean page writes as English does (47KB), only without the space.
  'sizeKb',
  'sizeMb',
]);

it('finds the tables', () => {
  expect(tables.length).toBeGreaterThan(25);
});

describe.each(tables)('%s in Korean (ours, to be confirmed)', (_name, table) => {
  it('has a Korean text for every English key', () => {
    const korean = koreanOf(table);
    expect(Object.keys(table.en).filter((key) => !Object.hasOwn(korean, key))).toEqual([]);
  });

  it('keeps every placeholder and edge space, and says it in Hangul', () => {
    const korean = koreanOf(table);
    for (const [key, english] of Object.entries(table.en)) {
      const text = korean[key] ?? '';
      expect(text === text.trim(), key).toBe(english === english.trim());
      expect(placeholders(text), key).toEqual(placeholders(english));
      if (!SAME_IN_KOREAN.has(key)) expect(text, key).toMatch(/[\uac00-\ud7a3]/);
    }
  });
});
