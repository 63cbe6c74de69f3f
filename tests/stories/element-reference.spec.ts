import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { forcedColorsProblems } from '../helpers/forced-colors';
import { textSpacingProblems } from '../helpers/text-spacing';
import { STORIES_INDEX } from './storybook-page';

/**
 * Every element's reference is on a docs page (stories/docs/ElementDocsPage.tsx): the docs page
 * of each stories file that shows it, or, for an element no story shows, the page of
 * stories/docs/elements-without-stories.mdx. Each shows the element's contract as
 * custom-elements.json declares it. The expected pages and names are read here from the
 * manifest itself, not from the pages' own reading of it (stories/docs/element-reference.ts).
 */

interface Named {
  name: string;
}
interface Declaration {
  tagName?: string;
  demos?: { url: string }[];
  attributes?: Named[];
  members?: (Named & { kind: string })[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
type Element = Declaration & { tagName: string };

const WITHOUT_STORIES = 'reference-elements-without-stories--docs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is Element => Boolean(declaration.tagName));

/** The docs page of the stories file a demo story is in (`widgets-home--poem` → `widgets-home--docs`). */
function docsPageOf(demo: { url: string }): string {
  const storyId = new URL(demo.url, 'http://localhost').searchParams.get('path') ?? '';
  return `${storyId.replace(/^\/story\//, '').split('--')[0]}--docs`;
}

/** Docs page id → the elements whose reference it shows, in the manifest's order. */
const pages = new Map<string, Element[]>();
for (const element of elements) {
  const demos = element.demos ?? [];
  const ids = demos.length > 0 ? new Set(demos.map(docsPageOf)) : new Set([WITHOUT_STORIES]);
  for (const id of ids) pages.set(id, [...(pages.get(id) ?? []), element]);
}

const names = (items: Named[] | undefined) => (items ?? []).map((item) => item.name);

test('every element of the manifest has its reference on a docs page of the build', () => {
  const { entries } = JSON.parse(readFileSync(STORIES_INDEX, 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const docs = new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) => entry.id),
  );
  const missing = [...pages.keys()].filter((id) => !docs.has(id));
  expect(missing, 'docs pages missing from the build (autodocs, stories/docs/*.mdx)').toEqual([]);
  const shown = new Set([...pages.values()].flat().map((element) => element.tagName));
  expect(elements.filter((element) => !shown.has(element.tagName))).toEqual([]);
});

for (const [id, shown] of pages) {
  test(`the docs page ${id} lists ${shown.map((e) => `<${e.tagName}>`).join(', ')} as custom-elements.json says`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`/iframe.html?${new URLSearchParams({ id, viewMode: 'docs' })}`);
    const references = page.locator('#storybook-docs article.rove-reference');
    await expect(references).toHaveCount(shown.length);
    await expect(references.getByRole('heading', { level: 2 })).toHaveText(
      shown.map((element) => new RegExp(`^<${element.tagName}>`)),
    );

    for (const element of shown) {
      const reference = references.filter({
        has: page.getByRole('heading', { level: 2, name: `<${element.tagName}>` }),
      });
      const members = element.members ?? [];
      const expected: Record<string, string[]> = {
        Attributes: names(element.attributes),
        Properties: names(members.filter((member) => member.kind === 'field')),
        Methods: names(members.filter((member) => member.kind === 'method')),
        Events: names(element.events),
        Slots: names(element.slots).map((name) => name || '(default)'),
        'CSS parts': names(element.cssParts),
        'CSS custom properties': names(element.cssProperties),
      };
      for (const [heading, rows] of Object.entries(expected)) {
        const section = reference.getByRole('region', { name: heading, exact: true });
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(heading);
        const label = `<${element.tagName}> ${heading}`;
        expect(await section.getByRole('rowheader').allTextContents(), label).toEqual(rows);
        if (rows.length === 0) await expect(section).toContainText('None.');
      }
    }

    expect(await axeViolations(page, '#storybook-docs'), 'axe (WCAG 2.2 AA)').toEqual([]);
    expect(await forcedColorsProblems(page), 'lost in forced colours').toEqual([]);
    expect(await textSpacingProblems(page), 'lost with wider text spacing').toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
