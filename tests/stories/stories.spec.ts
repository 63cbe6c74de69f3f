import { readFileSync } from 'node:fs';
import { expect, type ConsoleMessage } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { invisibleText } from '../helpers/axe';
import { darkThemeProblems } from '../helpers/dark-theme';
import { faintControls } from '../helpers/control-contrast';
import { forcedColorsProblems } from '../helpers/forced-colors';
import { untranslatedInStory } from '../helpers/pseudo-texts';
import { unreachableInOverlays } from '../helpers/short-viewport';
import { textSpacingProblems } from '../helpers/text-spacing';
import { STORIES_INDEX, test, type PreviewWindow } from './storybook-page';
import { storySources } from './story-sources';

/**
 * Every story of the built Storybook renders in Chromium without a console error or page
 * error, and the rendered document passes axe-core (docs/architecture.md §8), shows no text in its own
 * background's colour, and passes what axe does not test: every field's edge at 3:1 (WCAG
 * 1.4.11), nothing lost in forced colours, nothing cut off with WCAG 1.4.12 text spacing, and
 * everything in a dialog or panel reachable on a short screen (landscape phone, 400 % zoom), and
 * text at 4.5:1 again once a host sets a dark theme through the README's tokens — and, the
 * stories shown in the pseudo-locale, no word that neither a message table nor the story's own
 * data gave.
 */

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

const indexFile = STORIES_INDEX;

function readStories(): IndexEntry[] {
  let text: string;
  try {
    text = readFileSync(indexFile, 'utf8');
  } catch {
    throw new Error(`[stories] ${indexFile} is missing: run \`npm run build-storybook\` first.`);
  }
  const index = JSON.parse(text) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();

/** What the stories were given to show: their sources and sample data. */
const sources = storySources();

/**
 * Rules about a whole page's structure (landmarks, one main, an h1). A story shows a widget
 * alone, not a page: the host page provides these. Storybook's a11y addon leaves out
 * 'region' for the same reason. Every other rule, WCAG and best practice, applies.
 */
const PAGE_STRUCTURE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

function formatViolations(id: string, violations: AxeResults['violations']): string {
  const lines = [`${violations.length} axe violation(s) in ${id}:`];
  for (const violation of violations) {
    lines.push(
      `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
      `    ${violation.helpUrl}`,
    );
    for (const node of violation.nodes) {
      lines.push(`    at ${node.target.join(' ')}`);
      lines.push(`       ${node.html}`);
      for (const summary of (node.failureSummary ?? '').split('\n')) {
        if (summary.trim()) lines.push(`       ${summary.trim()}`);
      }
    }
  }
  return lines.join('\n');
}

test('the build has stories', () => {
  expect(stories.length, `no stories in ${indexFile}`).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} (${story.id})`, async ({ storybook }) => {
    const { page } = storybook;
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    };
    const onPageError = (error: Error) =>
      problems.push(`page error: ${error.stack ?? error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      await storybook.show(story.id);

      // Any dialog a story shows must really be open and modal (showModal, not just [open]).
      for (const dialog of await page.locator('#storybook-root dialog').all()) {
        await expect(dialog, 'a dialog in the story is not open').toHaveJSProperty('open', true);
        const modal = await dialog.evaluate((element) => element.matches(':modal'));
        expect(modal, 'a dialog in the story is open but not modal (showModal)').toBe(true);
      }

      const { violations, incomplete } = await page.evaluate(async (disabled) => {
        const axe = (window as PreviewWindow).axe;
        if (!axe) throw new Error('axe-core did not load');
        const results = await axe.run(document, {
          resultTypes: ['violations', 'incomplete'],
          rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        });
        return { violations: results.violations, incomplete: results.incomplete };
      }, PAGE_STRUCTURE_RULES);

      expect(violations.length, formatViolations(story.id, violations)).toBe(0);
      expect(invisibleText(incomplete), 'text in the colour of its background').toEqual([]);
      expect(await faintControls(page), `fields below 3:1 against their background`).toEqual([]);
      expect(await forcedColorsProblems(page), 'lost in forced colours').toEqual([]);
      expect(await textSpacingProblems(page), 'lost with wider text spacing').toEqual([]);
      expect(await unreachableInOverlays(page), 'out of reach on a short screen').toEqual([]);
      expect(
        await darkThemeProblems(page),
        'below 4.5:1 in a dark theme set by the tokens',
      ).toEqual([]);
      expect(
        await untranslatedInStory(page, sources),
        'words no message table gave (the pseudo-locale)',
      ).toEqual([]);
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  });
}
