import { expect } from 'vitest';
import type { Journey } from '../journey';
import { attributeOf, isShown, requestsTo, textOf } from '../page-reads';

const NOTIFY = { css: 'rove-buybox button', name: 'Sold Out - Notify Me' };
const DIALOG = { css: 'dialog', name: 'Tell me when it is back' };
const EMAIL = { css: 'dialog input', name: 'Email' };
const SUBMIT = { css: 'dialog button', name: 'Notify me' };
const NOTIFY_CALL = '/ajax/notify-me';

/**
 * A sold-out product's notify me: the dialog, whose code is fetched when the shopper reaches for
 * the button, refuses a bad address in the specification's words with focus on the field, then sends.
 */
export const notifyMe: Journey = {
  name: 'notify me: the dialog fetched on demand, a bad address refused and focused, then sent',
  async run({ driver }) {
    await driver.goto('/product/demo-sold-out');
    await expect.poll(() => isShown(driver, NOTIFY)).toBe(true);
    await driver.click(NOTIFY);
    await expect.poll(() => isShown(driver, DIALOG)).toBe(true);

    await driver.type(EMAIL, 'ana@example');
    await driver.click(SUBMIT);
    await expect
      .poll(() => textOf(driver, { css: 'dialog .rove-notify__error' }))
      .toBe('Please enter a valid email address.');
    expect(await attributeOf(driver, EMAIL, 'aria-invalid')).toBe('true');
    expect(await driver.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await requestsTo(driver, NOTIFY_CALL)).toEqual([]);

    await driver.type(EMAIL, '.com');
    expect(await attributeOf(driver, EMAIL, 'aria-invalid')).toBeNull();
    await driver.click(SUBMIT);
    await expect
      .poll(() => textOf(driver, { css: 'dialog [role="status"]' }))
      .toBe('Thank you. We will email you when it is back in stock.');
    expect(await requestsTo(driver, NOTIFY_CALL)).toHaveLength(1);
  },
};
