import type { Page } from '@playwright/test';
import { everyWidgetDefined } from './widgets-defined';

/** One layout shift the browser reported, with the elements that moved (for the failure message). */
export interface RecordedShift {
  value: number;
  sources: string[];
}

interface ShiftWindow {
  __roveShifts: RecordedShift[];
}

/**
 * Records every layout shift not caused by input from the first paint on (an init script, so
 * call it before `page.goto`). The sources name the moved elements so a failing budget says what
 * moved, not only how much.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __roveShifts: typeof shifts }).__roveShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${node.localName}${id}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (the page's cumulative layout shift without input). */
export async function layoutShifts(
  page: Page,
): Promise<{ total: number; shifts: RecordedShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as ShiftWindow).__roveShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * After `page.goto` on a page that records shifts: waits until every rove-* element is defined,
 * the network is idle and two frames have laid out the last mounts, then sums the shifts so
 * far; `moved` names what moved in the largest one (for the failure message).
 */
export async function shiftWhileMounting(page: Page): Promise<{ total: number; moved: string }> {
  await everyWidgetDefined(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { total, shifts } = await layoutShifts(page);
  const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
  return { total, moved: largest ? largest.sources.join(', ') : '' };
}
