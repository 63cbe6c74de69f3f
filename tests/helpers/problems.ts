import type { Page } from '@playwright/test';
import type { RoveProblem } from '../../core/problem';

/** What a page reported to the retailer's monitoring, and what it left unhandled. */
export interface Heard {
  problems: RoveProblem[];
  rejections: string[];
}

/**
 * Starts hearing, before the first navigation, every `rove:problem` the page dispatches
 * (docs/monitoring.md) and every promise rejection it leaves unhandled; `which` keeps only the
 * problems a test is about (one vendor's, one area's).
 *
 * @example const heard = await hearProblems(page, (problem) => problem.vendor === 'klarna');
 */
export async function hearProblems(
  page: Page,
  which: (problem: RoveProblem) => boolean = () => true,
): Promise<() => Promise<Heard>> {
  await page.addInitScript(() => {
    const heard = { rejections: [] as string[], problems: [] as unknown[] };
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    window.addEventListener('unhandledrejection', (event) =>
      heard.rejections.push(String(event.reason)),
    );
    document.addEventListener('rove:problem', (event) =>
      heard.problems.push((event as CustomEvent).detail),
    );
  });
  return async () => {
    const heard = await page.evaluate(() => (window as unknown as { __heard: Heard }).__heard);
    return { ...heard, problems: heard.problems.filter(which) };
  };
}
