import { describe, expect, it } from 'vitest';
import { checkoutLabels, checkoutTexts } from './checkout-labels';
import { translate } from './translate';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

describe('checkoutLabels.ko (ours, to be confirmed)', () => {
  it('has only keys of the English table, non-empty, with the same placeholders', () => {
    const en: Readonly<Record<string, string>> = checkoutLabels.en;
    for (const [key, text] of Object.entries(checkoutLabels.ko)) {
      expect(Object.hasOwn(en, key), key).toBe(true);
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
    }
  });

  it('is what a Korean page reads, and English fills what it lacks', () => {
    expect(translate(checkoutTexts, 'couponCode', 'ko_KR')).toBe('쿠폰 코드');
    expect(translate(checkoutTexts, 'completeDetails', 'ko_KR')).toBe(
      '계속하려면 정보를 모두 입력해 주세요.',
    );
    expect(translate(checkoutTexts, 'methodKlarna', 'ko_KR')).toBe('Klarna');
    expect(translate(checkoutTexts, 'couponCode', 'en_US')).toBe('Coupon code');
  });
});
