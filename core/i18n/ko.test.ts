import { describe, expect, it } from 'vitest';
import { commonMessages } from './common';
import { headerMessages } from './header';
import { headerCountMessages } from './header-counts';
import { headerCountsKo } from './header-counts.ko';
import { headerKo } from './header.ko';
import { loveMessages } from './love';
import { loveKo } from './love.ko';
import { productMessages } from './product';
import { productMediaMessages } from './product-media';
import { productKo, productMediaKo } from './product.ko';
import { accountMessages } from './account';
import { accountKo } from './account.ko';
import { cartMessages } from './cart';
import { chatMessages } from './chat';
import { chatKo } from './chat.ko';
import { checkoutTexts } from './checkout-labels';
import { checkoutKo } from './checkout.ko';
import { popupsMessages } from './popups';
import { popupsKo } from './popups.ko';
import { cartKo } from './cart.ko';
import { commonKo } from './common.ko';
import { searchMessages } from './search';
import { searchKo } from './search.ko';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

// Texts that read the same in Korean: a count cap, not a word.
const SAME_IN_KOREAN = new Set([
  'preorderCountCapped',
  // Provider names, an address placeholder and a 'name - price' pattern.
  'methodAffirm',
  'methodPaybright',
  'methodKlarna',
  'emailPlaceholder',
  'shippingOptionTitle',
]);

type Texts = Readonly<Record<string, string>>;

/** Every table whose Korean the page loads on demand (ko.ts), with that Korean. */
const ON_DEMAND: [string, Texts, Texts][] = [
  ['productMessages', productMessages.en, productKo],
  ['productMediaMessages', productMediaMessages.en, productMediaKo],
  ['searchMessages', searchMessages.en, searchKo],
  ['loveMessages', loveMessages.en, loveKo],
  ['headerMessages', headerMessages.en, headerKo],
  ['headerCountMessages', headerCountMessages.en, headerCountsKo],
  ['cartMessages', cartMessages.en, cartKo],
  ['chatMessages', chatMessages.en, chatKo],
  ['accountMessages', accountMessages.en, accountKo],
  ['checkoutTexts', checkoutTexts.en, checkoutKo],
  ['popupsMessages', popupsMessages.en, popupsKo],
  // 'Required' ships with the table itself.
  ['commonMessages', withoutRequired(commonMessages.en), commonKo],
];

function withoutRequired(english: Texts): Texts {
  const { required: _shipped, ...rest } = english;
  return rest;
}

describe.each(ON_DEMAND)('%s in Korean (ours, to be confirmed)', (_name, english, korean) => {
  it('has a Korean text for every English key, and no other', () => {
    const missing = Object.keys(english).filter((key) => !Object.hasOwn(korean, key));
    const extra = Object.keys(korean).filter((key) => !Object.hasOwn(english, key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps every placeholder, and says it in Hangul', () => {
    for (const [key, text] of Object.entries(korean)) {
      expect(text, key).toBe(text.trim());
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      if (!SAME_IN_KOREAN.has(key)) expect(text, key).toMatch(/[\uac00-\ud7a3]/);
    }
  });
});
