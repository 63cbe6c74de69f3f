import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.2 AA rule set issue 9 asks for (axe's tags; 2.0/2.1 A and AA included). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

// Evaluated through the protocol: the pages' CSP (script-src 'self') refuses a script tag.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations at the WCAG 2.2 AA tags, as 'rule: target' lines (empty when none), for the
 * whole page or the part `include` selects.
 *
 * @example expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_AA_TAGS] },
    resultTypes: ['violations', 'incomplete'],
  };
  const results = await page.evaluate(
    async ({ include, options }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<AxeResults> };
        }
      ).axe;
      const { violations, incomplete } = await axe.run(
        include ? { include: [[include]] } : document,
        options,
      );
      return { violations, incomplete };
    },
    { include, options },
  );
  return [
    ...results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    ),
    ...invisibleText(results.incomplete),
  ];
}

/**
 * Text drawn in the colour of its own background. axe files a 1:1 contrast under "needs
 * review" rather than as a violation (it could be text hidden on purpose), so a host rule that
 * repaints a filled button's label in the fill's colour would pass unseen. Nothing of ours hides
 * text that way: each such node is reported.
 */
export function invisibleText(incomplete: AxeResults['incomplete']): string[] {
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) =>
      node.any.some(
        (check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
      ),
    )
    .map((node) => `color-contrast (text the colour of its background): ${node.target.join(' ')}`);
}
