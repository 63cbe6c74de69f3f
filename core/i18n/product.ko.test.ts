import { afterAll, describe, expect, it, vi } from 'vitest';

// Fresh modules: importing the Korean puts it in place, which other test files must not see.
vi.resetModules();
const { commonMessages } = await import('./common');
const { productMessages } = await import('./product');
const { productMediaMessages } = await import('./product-media');
const englishCommon = { ...commonMessages.en };
const { productCommonKo, productKo, productMediaKo } = await import('./product.ko');
afterAll(() => vi.resetModules());

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

// Texts that read the same in Korean: a count cap, not a word.
const SAME_IN_KOREAN = new Set(['preorderCountCapped']);

describe.each([
  ['productKo', productMessages.en, productKo, Object.keys(productMessages.en)],
  ['productMediaKo', productMediaMessages.en, productMediaKo, Object.keys(productMediaMessages.en)],
  [
    'productCommonKo',
    englishCommon,
    productCommonKo,
    ['soldOut', 'soldOutNotifyMe', 'memberLabel', 'close'],
  ],
] as [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>, string[]][])(
  '%s (ours, to be confirmed)',
  (_name, english, korean, keys) => {
    it('has a Korean text for exactly the keys the product page shows', () => {
      expect(Object.keys(korean).sort()).toEqual([...keys].sort());
    });

    it('keeps every placeholder, and says it in Hangul', () => {
      for (const [key, text] of Object.entries(korean)) {
        expect(text, key).toBe(text.trim());
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
        if (!SAME_IN_KOREAN.has(key)) expect(text, key).toMatch(/[\uac00-\ud7a3]/);
      }
    });
  },
);

it('is what the tables read once imported', () => {
  expect(productMessages.ko).toBe(productKo);
  expect(productMediaMessages.ko).toBe(productMediaKo);
  expect(commonMessages.ko).toMatchObject({
    ...productCommonKo,
    required: '필수 입력 항목입니다.',
  });
});
