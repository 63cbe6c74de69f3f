import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { attributeOf, isShown, requestsTo, textOf } from '../page-reads';

const HEART = 'rove-love button.rove-love__button';
const DIALOG = { css: 'dialog', name: 'Save to your wishlist' };
const EMAIL = { css: 'dialog input', name: 'Email (optional)' };
const LOVE_CALL = '/uc_love/ajax?';

/** The header's wishlist count, from its label: 'Wishlist, 2 items' → 2. */
async function wishlistCount(driver: EngineDriver): Promise<number> {
  const label = await attributeOf(driver, 'rove-love-count a', 'aria-label');
  const match = /^Wishlist, (\d+) items?$/.exec(label ?? '');
  if (!match) throw new Error(`unexpected wishlist label: ${label}`);
  return Number(match[1]);
}

const wishlistLabel = (count: number) => `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * An anonymous visitor's heart: the optional-email dialog refuses a bad address in the specification's
 * words and sends nothing; closing it still records the love, anonymously.
 */
export const anonymousLove: Journey = {
  name: 'anonymous love: the email dialog, a bad address refused, closed, the heart and count',
  async run({ driver }) {
    await driver.goto('/product/demo-in-stock');
    await expect.poll(() => attributeOf(driver, HEART, 'aria-pressed')).toBe('false');
    expect(await attributeOf(driver, HEART, 'aria-label')).toMatch(/^Add .+ to wishlist$/);
    await expect
      .poll(() => attributeOf(driver, 'rove-love-count a', 'aria-label'))
      .toMatch(/^Wishlist, /);
    const before = await wishlistCount(driver);

    await driver.click(HEART);
    await expect.poll(() => isShown(driver, DIALOG)).toBe(true);
    await driver.type(EMAIL, 'ana@example');
    await driver.click({ css: 'dialog button', name: 'Save' });
    await expect
      .poll(() => textOf(driver, 'dialog [role="alert"]'))
      .toBe('Please enter a valid email address.');
    expect(await attributeOf(driver, EMAIL, 'aria-invalid')).toBe('true');
    expect(await requestsTo(driver, LOVE_CALL)).toEqual([]);
    expect(await attributeOf(driver, HEART, 'aria-pressed')).toBe('false');

    await driver.click({ css: 'dialog button', name: 'Close' });
    await expect.poll(() => isShown(driver, DIALOG)).toBe(false);
    await expect.poll(() => attributeOf(driver, HEART, 'aria-pressed')).toBe('true');
    expect(await attributeOf(driver, HEART, 'aria-label')).toMatch(/^Remove .+ from wishlist$/);
    await expect
      .poll(() => attributeOf(driver, 'rove-love-count a', 'aria-label'))
      .toBe(wishlistLabel(before + 1));
    const sent = await requestsTo(driver, LOVE_CALL);
    expect(sent).toHaveLength(1);
    const query = new URL(sent[0]?.url ?? '').searchParams;
    expect(query.get('op')).toBe('add');
    expect(query.has('email')).toBe(false);
  },
};
