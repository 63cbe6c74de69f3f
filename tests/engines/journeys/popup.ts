import { expect } from 'vitest';
import type { EngineDriver } from '../driver';
import type { Journey } from '../journey';
import { isShown, textOf } from '../page-reads';

/** The spring sale's newsletter popup (demo-host/fixtures/campaigns.ts), 1 s after load here. */
const POPUP = { css: 'dialog', name: 'Get 10% off your first order' };
/** The countdown banner's boxes, which tick every second. */
const CLOCK = '.rove-countdown .rove-countdown__boxes';

/** Waits until the countdown shows another second than `shown`; returns what it shows. */
async function nextTick(driver: EngineDriver, shown: string | null): Promise<string | null> {
  await expect.poll(() => textOf(driver, CLOCK)).not.toBe(shown);
  return textOf(driver, CLOCK);
}

/**
 * A campaign popup: it opens after its delay, closes, and does not open again on this page.
 * "Not again" is checked on the page's own clock, not the test's: once the countdown banner
 * has ticked twice after the close, at least a second of the page's timers has run — two of
 * the popup trigger's 500 ms polls.
 */
export const campaignPopup: Journey = {
  name: 'campaign popup: opens after its delay, closes, does not open again on the page',
  async run({ driver }) {
    await driver.goto('/campaign/spring-sale?delay=1');
    await expect.poll(() => isShown(driver, POPUP)).toBe(true);
    expect(await textOf(driver, POPUP)).toContain('Join our newsletter');

    await driver.click({ css: 'dialog button', name: 'Close' });
    await expect.poll(() => isShown(driver, POPUP)).toBe(false);
    const closedAt = await textOf(driver, CLOCK);
    expect(closedAt).toMatch(/\d/);
    await nextTick(driver, await nextTick(driver, closedAt));
    expect(await isShown(driver, POPUP)).toBe(false);
    expect(await driver.evaluate(() => document.querySelectorAll('dialog[open]').length)).toBe(0);
  },
};
