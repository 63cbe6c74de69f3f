import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules for each test: the Korean, once in place, stays for the page's life. */
async function fresh() {
  vi.resetModules();
  const { afterProductTexts } = await import('./product-language');
  const { commonMessages } = await import('./common');
  const { productMessages } = await import('./product');
  const { translate } = await import('./translate');
  const { resetLogOnce } = await import('../log');
  resetLogOnce();
  /** What a define module does: its definition waits for the texts. */
  const defined = (locale: string | undefined) =>
    new Promise<void>((resolve) => afterProductTexts(locale, resolve));
  return { afterProductTexts, defined, commonMessages, productMessages, translate };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock('./product.ko');
  vi.resetModules();
});

describe('afterProductTexts', () => {
  it.each(['ko_KR', 'ko-KR', 'ko'])(
    'defines only once the Korean for %s is here',
    async (locale) => {
      const { defined, commonMessages, productMessages, translate } = await fresh();
      expect(translate(productMessages, 'addToCart', locale)).toBe('Add to cart');
      await defined(locale);
      expect(translate(productMessages, 'addToCart', locale)).toBe('장바구니에 담기');
      expect(translate(productMessages, 'onlyLeft', locale, { count: 3 })).toBe('3개 남음');
      expect(translate(commonMessages, 'soldOutNotifyMe', locale)).toBe('품절 - 재입고 알림 받기');
      // Korean added to, not replaced: checkout's 'Required' stays.
      expect(translate(commonMessages, 'required', locale)).toBe('필수 입력 항목입니다.');
      // An English lookup on the same document still reads English.
      expect(translate(productMessages, 'addToCart', 'en_US')).toBe('Add to cart');
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it.each(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_UK', 'ch_HK', undefined])(
    'defines at once, loading nothing, for %s',
    async (locale) => {
      const { afterProductTexts, productMessages } = await fresh();
      const then = vi.fn();
      afterProductTexts(locale, then);
      expect(then).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(productMessages.ko).toBeUndefined();
    },
  );

  it('loads the Korean once for every element of the page', async () => {
    vi.resetModules();
    let imports = 0;
    vi.doMock('./product.ko', async (importOriginal) => {
      imports += 1;
      return importOriginal();
    });
    const { afterProductTexts } = await import('./product-language');
    const defined = () => new Promise<void>((resolve) => afterProductTexts('ko_KR', resolve));
    await Promise.all([defined(), defined(), defined()]);
    expect(imports).toBe(1);
  });

  it('defines in English, with one [rove] warning, when the chunk cannot load', async () => {
    vi.resetModules();
    vi.doMock('./product.ko', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { defined, productMessages, translate } = await fresh();
    await defined('ko_KR');
    await defined('ko_KR');
    expect(translate(productMessages, 'addToCart', 'ko_KR')).toBe('Add to cart');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] .*Korean/);
  });
});
