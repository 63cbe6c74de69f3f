import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules for each test: the Korean, once in place, stays for the page's life. */
async function fresh() {
  vi.resetModules();
  const { pageTexts } = await import('./page-texts');
  const { commonMessages } = await import('./common');
  const { productMessages } = await import('./product');
  const { searchMessages } = await import('./search');
  const { headerCountMessages } = await import('./header-counts');
  const { translate, translatePlural } = await import('./translate');
  const { resetLogOnce } = await import('../log');
  resetLogOnce();
  return {
    pageTexts,
    commonMessages,
    productMessages,
    searchMessages,
    headerCountMessages,
    translate,
    translatePlural,
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock('./ko');
  vi.resetModules();
});

describe('pageTexts', () => {
  it.each(['ko_KR', 'ko-KR', 'ko'])('puts the Korean in place for %s', async (locale) => {
    const { pageTexts, commonMessages, productMessages, searchMessages, translate } = await fresh();
    expect(translate(productMessages, 'addToCart', locale)).toBe('Add to cart');
    await pageTexts(locale);
    expect(translate(productMessages, 'addToCart', locale)).toBe('장바구니에 담기');
    expect(translate(productMessages, 'onlyLeft', locale, { count: 3 })).toBe('3개 남음');
    expect(translate(searchMessages, 'viewAllCount', locale, { count: 54 })).toBe('전체 보기 (54)');
    expect(translate(commonMessages, 'soldOutNotifyMe', locale)).toBe('품절 - 재입고 알림 받기');
    // Added to, not replaced: the Korean commonMessages ships ('Required') stays.
    expect(translate(commonMessages, 'required', locale)).toBe('필수 입력 항목입니다.');
    // An English lookup on the same document still reads English.
    expect(translate(productMessages, 'addToCart', 'en_US')).toBe('Add to cart');
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes the page’s language what a lookup without a locale reads', async () => {
    const { pageTexts, productMessages, translate } = await fresh();
    const { checkoutMessages } = await import('./checkout');
    expect(translate(checkoutMessages, 'errorCount', undefined, { count: 2 })).toBe('2 error(s).');
    await pageTexts('ko_KR');
    expect(translate(checkoutMessages, 'errorCount', undefined, { count: 2 })).toBe('오류 2개.');
    expect(translate(productMessages, 'addToCart')).toBe('장바구니에 담기');
    // A lookup that names its locale still gets that one.
    expect(translate(productMessages, 'addToCart', 'en_US')).toBe('Add to cart');
    pageTexts('en_AU');
    expect(translate(productMessages, 'addToCart')).toBe('Add to cart');
  });

  it('counts in Korean once the Korean is here (no English plural form)', async () => {
    const { pageTexts, headerCountMessages, translatePlural } = await fresh();
    await pageTexts('ko_KR');
    const keys = { one: 'cartCountOne', other: 'cartCount' } as const;
    expect(translatePlural(headerCountMessages, keys, 1, 'ko_KR')).toBe('장바구니, 상품 수 1');
    expect(translatePlural(headerCountMessages, keys, 3, 'ko_KR')).toBe('장바구니, 상품 수 3');
    expect(translatePlural(headerCountMessages, keys, 1, 'en_US')).toBe('Cart, 1 item');
  });

  it.each(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_UK', 'ch_HK', undefined])(
    'asks for nothing on a %s page',
    async (locale) => {
      let imports = 0;
      vi.doMock('./ko', async (importOriginal) => {
        imports += 1;
        return importOriginal();
      });
      const { pageTexts, productMessages, translate } = await fresh();
      expect(pageTexts(locale)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(imports).toBe(0);
      expect(translate(productMessages, 'addToCart', 'ko_KR')).toBe('Add to cart');
    },
  );

  it('loads the Korean once for the whole page', async () => {
    let imports = 0;
    vi.doMock('./ko', async (importOriginal) => {
      imports += 1;
      return importOriginal();
    });
    const { pageTexts } = await fresh();
    await Promise.all([pageTexts('ko_KR'), pageTexts('ko_KR'), pageTexts('ko-KR')]);
    expect(imports).toBe(1);
  });

  it('settles in English, with one [rove] warning, when the chunk cannot load', async () => {
    vi.doMock('./ko', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { pageTexts, productMessages, translate } = await fresh();
    await pageTexts('ko_KR');
    await pageTexts('ko_KR');
    expect(translate(productMessages, 'addToCart', 'ko_KR')).toBe('Add to cart');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] .*Korean/);
  });
});
