import { expect } from 'vitest';
import { cartMessages } from '../../../core/i18n/cart';
import { checkoutTexts } from '../../../core/i18n/checkout-labels';
import { commonMessages } from '../../../core/i18n/common';
import { headerCountMessages } from '../../../core/i18n/header-counts';
import { loveMessages } from '../../../core/i18n/love';
import { productMessages } from '../../../core/i18n/product';
import { productMediaMessages } from '../../../core/i18n/product-media';
import { searchMessages } from '../../../core/i18n/search';
import { englishAmong, shownTexts } from '../../helpers/english-interface';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { attributeOf, countOf, isShown, textOf } from '../page-reads';

const COMBOBOX = 'rove-search [role="combobox"]';

/** The tables' English that the elements `selector` matches show (none on a Korean page). */
async function englishIn(
  driver: EngineDriver,
  selector: string,
  ...tables: Parameters<typeof englishAmong>[1][]
): Promise<string[]> {
  const texts = await driver.evaluate(shownTexts, selector);
  // Nothing read would pass as "no English": a selector that matched nothing is a failure.
  if (!texts.some((text) => /[가-힣]/.test(text))) throw new Error(`no Korean read in ${selector}`);
  return englishAmong(texts, ...tables);
}

const CHECKOUT = 'rove-checkout';
const CONTINUE = { css: `${CHECKOUT} button`, name: '계속' };
const OPT_OUT = { css: `${CHECKOUT} input`, nameStarts: '괜찮습니다, 멤버십 없이 계속' };

/**
 * A Korean shopper's walk (issue 61): the header's counters and the search panel with its
 * suggestions, the product page (its media, the heart, the buy box), the cart with a
 * made-to-order line, the search results page, and the checkout up to the address step's field
 * errors. Every text of ours is Korean; none of the tables' English shows.
 */
export const koreanPages: Journey = {
  name: 'a Korean page: the header, the search panel, the product page and the cart speak Korean',
  async run({ driver }) {
    // The first visit's ?locale= picks the Korean shop; its cookie keeps it for the next pages.
    await driver.goto('/?locale=ko_KR');
    await expect
      .poll(() => attributeOf(driver, 'rove-cart-count a', 'aria-label'))
      .toMatch(/^장바구니, 상품 수 \d+$/);
    await driver.click('rove-search:defined input:not([role])');
    await driver.click(COMBOBOX);
    await driver.type(COMBOBOX, 'sofa');
    await expect.poll(() => countOf(driver, 'rove-search [role="option"]')).toBeGreaterThan(0);
    expect(await textOf(driver, 'rove-search [role="listbox"]')).toContain('전체 보기');
    expect(
      await englishIn(
        driver,
        'rove-search, rove-cart-count, rove-love-count',
        searchMessages,
        headerCountMessages,
      ),
    ).toEqual([]);

    await driver.goto('/product/demo-in-stock');
    await expect
      .poll(() => attributeOf(driver, 'rove-love button.rove-love__button', 'aria-label'))
      .toMatch(/위시리스트에 추가$/);
    await expect.poll(() => countOf(driver, 'rove-buybox:defined')).toBe(1);
    expect(
      await englishIn(
        driver,
        'rove-product-media, rove-love, rove-buybox',
        productMessages,
        productMediaMessages,
        loveMessages,
        commonMessages,
      ),
    ).toEqual([]);

    await driver.goto('/demo/cart?custom=1');
    await expect.poll(() => textOf(driver, 'rove-cart')).toMatch(/예상 처리 기간: \d+-\d+주/);
    expect(
      await englishIn(driver, 'rove-cart', cartMessages, checkoutTexts, commonMessages),
    ).toEqual([]);

    await driver.goto('/search/products/sofa/');
    await expect
      .poll(() => countOf(driver, 'rove-search-results:defined [data-card-id]'))
      .toBeGreaterThan(0);
    expect(await textOf(driver, 'rove-search-results [role="tab"]')).toMatch(/^상품 \(\d+\)$/);
    expect(await englishIn(driver, 'rove-search-results', searchMessages, commonMessages)).toEqual(
      [],
    );

    // The checkout as a guest, past the membership offer, then Continue with nothing filled in:
    // the address step's field errors are Korean too.
    await driver.goto('/demo/checkout-cart');
    await driver.type({ css: `${CHECKOUT} input`, name: '이메일 주소' }, 'kr.engines@example.com');
    await driver.click(CONTINUE);
    await expect.poll(() => isShown(driver, OPT_OUT)).toBe(true);
    await driver.click(OPT_OUT);
    await driver.click(CONTINUE);
    await expect.poll(() => isShown(driver, { css: `${CHECKOUT} input`, name: '이름' })).toBe(true);
    await driver.click(CONTINUE);
    await expect
      .poll(() => textOf(driver, `${CHECKOUT} [data-pane="delivery"]`))
      .toContain('필수 입력 항목입니다.');
    expect(await textOf(driver, CHECKOUT)).toContain('계속하려면 정보를 모두 입력해 주세요.');
    expect(await englishIn(driver, CHECKOUT, checkoutTexts, commonMessages)).toEqual([]);
  },
};
