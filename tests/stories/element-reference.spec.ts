import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { STORIES_INDEX, test } from './storybook-page';

/**
 * Every element's reference page (stories/element-reference.stories.tsx) shows its contract as
 * custom-elements.json declares it. The expected names are read here from the manifest itself,
 * not from the page's own reading of it (stories/docs/element-reference.ts).
 */

interface Named {
  name: string;
}
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  members?: (Named & { kind: string })[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is Declaration & { tagName: string } =>
    Boolean(declaration.tagName),
  );

/** The built Storybook's story ids. */
function storyIds(): string[] {
  const { entries } = JSON.parse(readFileSync(STORIES_INDEX, 'utf8')) as {
    entries: Record<string, { id: string }>;
  };
  return Object.values(entries).map((entry) => entry.id);
}

const referenceId = (tag: string) => `reference-elements--${tag}`;
const names = (items: Named[] | undefined) => (items ?? []).map((item) => item.name);

test('every element of the manifest has a reference page', () => {
  const ids = new Set(storyIds());
  const missing = elements
    .map((element) => element.tagName)
    .filter((tag) => !ids.has(referenceId(tag)));
  expect(missing, 'add them to stories/element-reference.stories.tsx').toEqual([]);
});

for (const element of elements) {
  test(`<${element.tagName}>'s reference lists its contract as custom-elements.json says`, async ({
    storybook,
  }) => {
    await storybook.show(referenceId(element.tagName));
    const { page } = storybook;
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
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`<${element.tagName}>`);
    for (const [heading, rows] of Object.entries(expected)) {
      const section = page.getByRole('region', { name: heading, exact: true });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
      expect(await section.getByRole('rowheader').allTextContents(), heading).toEqual(rows);
      if (rows.length === 0) await expect(section).toContainText('None.');
    }
  });
}
