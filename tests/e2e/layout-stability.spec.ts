/**
 * Layout stability while the widgets mount (issue 7 quality: CLS ≤ 0.01 on the home and
 * category pages; issue 9 asks it of every demo page): the production build in Chromium, at a
 * phone and a desktop width, with every rove-* element on the page defined before the shifts
 * are summed.
 */
import { expect, test } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shift';
import { everyWidgetDefined } from '../helpers/widgets-defined';

const PAGES = [
  '/',
  '/category/beds',
  '/videos',
  '/blog',
  '/planner',
  '/reviews',
  '/reviews/gallery',
  '/community',
  '/host-connect',
  '/swatch-request',
  '/trade/apply',
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path} at ${viewport.name} width shifts ≤ 0.01 while the widgets mount`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await recordLayoutShifts(page);
      await page.goto(path);
      await everyWidgetDefined(page);
      await page.waitForLoadState('networkidle');
      // Two frames for the last mounts to lay out.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { total, shifts } = await layoutShifts(page);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
    });
  }
}
