import { expect } from 'vitest';
import type { Journey } from '../journey';
import { readSdkStart } from '../../helpers/sdk-start';
import { attributeOf } from '../page-reads';

/**
 * A page with nothing to paint: Firefox and Safari report only contentful paints, so the loader
 * hears nothing from its paint observer and the load event starts the SDK — through a posted
 * message and frames reported by an intersection observer (loader/after-first-paint.ts).
 */
export const nothingToPaint: Journey = {
  name: 'a page with nothing to paint: the load event starts the SDK, after it',
  async run({ driver }) {
    await driver.goto('/demo/nothing-to-paint');
    await expect
      .poll(() => attributeOf(driver, 'rove-love-count a', 'aria-label'))
      .toMatch(/^Wishlist, \d+ items?$/);
    const { paintsBefore, loadEnd, firstChunk } = await driver.evaluate(readSdkStart);
    // The page painted nothing before the SDK started; it started once loading had ended.
    expect(paintsBefore).toBe(0);
    expect(loadEnd).toBeGreaterThan(0);
    expect(firstChunk).toBeGreaterThanOrEqual(loadEnd);
  },
};
