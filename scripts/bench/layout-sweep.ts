import type { Page } from 'playwright-core';
import { layoutShifts, recordLayoutShifts } from '../../tests/helpers/layout-shift';
import { everyWidgetDefined } from '../../tests/helpers/widgets-defined';
import type { BenchSession } from './session';

export interface LayoutSweepRow {
  path: string;
  width: number;
  cls: number;
  /** The elements that moved in the largest shift, when there was one. */
  moved: string[];
}

/** Phone and desktop, as the e2e layout-stability suite. */
const WIDTHS = [390, 1366];

/** Every page the /demo index links to, except Storybook and the database reset. */
async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/demo');
  const hrefs = await page.$$eval('main a[href^="/"], body a[href^="/"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs)].filter(
    (href) => href && !href.startsWith('/storybook') && href !== '/demo/reset' && href !== '/demo',
  );
}

/**
 * Layout shifts (without input) from the first paint until every rove-* element on the page is
 * defined, the network is idle and two frames have passed: one fresh load per page and width.
 * Issue 9's goal: CLS ≤ 0.01 on every demo page (the e2e suite enforces it on 11 of them).
 */
export async function sweepLayoutShifts(session: BenchSession): Promise<LayoutSweepRow[]> {
  const index = await session.freshPage();
  const paths = await demoPages(index.page);
  await index.context.close();
  const rows: LayoutSweepRow[] = [];
  for (const width of WIDTHS) {
    for (const path of paths) {
      const { context, page } = await session.freshPage({ width });
      try {
        await recordLayoutShifts(page);
        await page.goto(path);
        await everyWidgetDefined(page).catch(() => undefined);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const { total, shifts } = await layoutShifts(page);
        const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
        rows.push({
          path,
          width,
          cls: total,
          moved: largest?.sources ?? [],
        });
      } finally {
        await context.close();
      }
    }
    console.log(`  ${paths.length} demo pages at ${width} px`);
  }
  return rows;
}
