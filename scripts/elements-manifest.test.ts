// @vitest-environment node
/**
 * The elements manifest, typings and docs are generated from the sources: the committed files
 * must be what the generator writes now, every element a define.ts registers must be in the
 * manifest with each of its attributes (checked by a scan independent of the generator), and
 * the HTMLElementTagNameMap entries the define.ts files declare must match those attributes.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOutputs, staleFiles, type Outputs } from './elements/generate';
import type { ElementInfo } from './elements/model';
import { openProgram, type SourceProgram } from './elements/program';
import { readCss, readReadme } from './elements/readme-css';
import { readStories, sanitize, storyNameFromExport } from './elements/stories';

const root = path.resolve(import.meta.dirname, '..');
let elements: ElementInfo[] = [];
let outputs: Outputs = new Map();
let source: SourceProgram;

interface DeclaredElement {
  tagName: string;
  attributes: { name: string; type: { text: string }; fieldName?: string }[];
  members: { kind: string; name: string }[];
  events: { name: string }[];
  demos: { url: string }[];
}

function committedManifest(): DeclaredElement[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8')) as {
    schemaVersion: string;
    modules: { declarations: DeclaredElement[] }[];
  };
  expect(manifest.schemaVersion).toBe('2.1.0');
  return manifest.modules.flatMap((m) => m.declarations);
}

/** A plain scan (no TypeScript): each define.ts's tag and its createRoveElement props map. */
function scanDefineFiles(): { tag: string; props: [string, string][] }[] {
  const widgets = path.join(root, 'widgets');
  return readdirSync(widgets).flatMap((folder) => {
    let define: string;
    try {
      define = readFileSync(path.join(widgets, folder, 'define.ts'), 'utf8');
    } catch {
      return [];
    }
    const tag = /defineOnce\(\s*'([^']+)'/.exec(define)?.[1];
    if (!tag) throw new Error(`widgets/${folder}/define.ts: no defineOnce('…')`);
    const sources = readdirSync(path.join(widgets, folder))
      .filter((name) => /\.element\.tsx?$/.test(name))
      .map((name) => readFileSync(path.join(widgets, folder, name), 'utf8'))
      .join('\n');
    const map = /createRoveElement[\s\S]*?props:\s*\{([^}]*)\}/.exec(sources)?.[1] ?? '';
    const props = [...map.matchAll(/(\w+):\s*'(string|number|boolean)'/g)].map(
      (m) => [m[1], m[2]] as [string, string],
    );
    return [{ tag, props }];
  });
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

beforeAll(async () => {
  source = openProgram(root);
  ({ elements, outputs } = await generateOutputs(root, source));
}, 120_000);

afterAll(() => {
  if (elements.length === 0) return;
  // A fragment for docs/QUALITY.md, from this run's figures.
  const sum = (pick: (e: ElementInfo) => number) => elements.reduce((n, e) => n + pick(e), 0);
  const rows = elements.map(
    (e) =>
      `| \`<${e.tag}>\` | ${e.attributes.length} | ${e.members.length} | ${e.events.length} | ${e.cssProperties.length} | ${e.states.length} |`,
  );
  const text = [
    '## Elements manifest and typings',
    '',
    'custom-elements.json, types/*.d.ts and docs/elements/ were regenerated from the sources and compared with the committed files; every define.ts tag and createRoveElement prop was found in the manifest, and the React and Preact typing fixtures compiled.',
    '',
    '`npx vitest run scripts/elements-manifest.test.ts scripts/elements` (or `npm run elements -- --check`)',
    '',
    '| Element | Attributes | Properties and methods | Events | CSS properties | States |',
    '|---|---|---|---|---|---|',
    ...rows,
    `| **${elements.length} elements** | ${sum((e) => e.attributes.length)} | ${sum((e) => e.members.length)} | ${sum((e) => e.events.length)} | ${sum((e) => e.cssProperties.length)} | ${sum((e) => e.states.length)} |`,
    '',
  ].join('\n');
  mkdirSync(path.join(root, '.data', 'quality'), { recursive: true });
  writeFileSync(path.join(root, '.data', 'quality', 'elements-manifest.md'), text);
});

describe('committed outputs', () => {
  it('are what the generator writes from the sources now (npm run elements)', () => {
    expect(staleFiles(root, outputs)).toEqual([]);
  });

  it('list every element a define.ts registers, with each of its attributes and properties', () => {
    const declared = committedManifest();
    const scanned = scanDefineFiles();
    expect(scanned.length).toBeGreaterThan(20);
    expect(declared.map((d) => d.tagName).sort()).toEqual(scanned.map((s) => s.tag).sort());
    for (const { tag, props } of scanned) {
      const element = declared.find((d) => d.tagName === tag);
      for (const [name, type] of props) {
        expect(element?.attributes, `${tag} attribute ${kebab(name)}`).toContainEqual(
          expect.objectContaining({ name: kebab(name), type: { text: type }, fieldName: name }),
        );
        expect(element?.members, `${tag} property ${name}`).toContainEqual(
          expect.objectContaining({ kind: 'field', name }),
        );
      }
    }
  });

  it('describe every CSS custom property, in the manifest and in each docs table', () => {
    const undescribed = elements.flatMap((element) =>
      element.cssProperties
        .filter((property) => !property.description?.trim())
        .map((property) => `${element.tag} ${property.name}`),
    );
    expect(undescribed).toEqual([]);
    // The docs tables: a row whose last cell is empty is an undescribed property.
    const emptyRows = [...outputs]
      .filter(([file]) => file.startsWith('docs/elements/rove-'))
      .flatMap(
        ([file, text]) =>
          text
            .split('## CSS custom properties')[1]
            ?.split('\n## ')[0]
            ?.split('\n')
            .filter((line) => line.startsWith('| `--rove-') && /\|\s*\|$/.test(line))
            .map((line) => `${file}: ${line}`) ?? [],
      );
    expect(emptyRows).toEqual([]);
  });

  it('give every element a docs page, and the index links them all', () => {
    const index = outputs.get('docs/elements/README.md') ?? '';
    for (const element of elements) {
      expect(outputs.has(`docs/elements/${element.tag}.md`)).toBe(true);
      expect(index).toContain(`](${element.tag}.md)`);
    }
  });
});

describe('what the generator reads', () => {
  it('finds the events each widget dispatches, bus and DOM', () => {
    const events = (tag: string) => elements.find((e) => e.tag === tag)?.events ?? [];
    expect(events('rove-love')).toContainEqual(
      expect.objectContaining({ name: 'rove:love-changed', via: 'bus', target: 'element' }),
    );
    // Through an imported module of another folder (the header starts live-info).
    expect(events('rove-header').map((e) => e.name)).toContain('rove:cart-changed');
    expect(events('rove-carousel')).toContainEqual(
      expect.objectContaining({
        name: 'rove:carousel-change',
        via: 'dom',
        detail: '{ index: number }',
      }),
    );
  });

  it("reads a plain element's attributes and public API from its class", () => {
    const carousel = elements.find((e) => e.tag === 'rove-carousel');
    const types = Object.fromEntries(carousel?.attributes.map((a) => [a.name, a.type]) ?? []);
    expect(types).toMatchObject({
      autoplay: 'boolean',
      step: 'number',
      label: 'string',
      index: 'number',
    });
    expect(carousel?.members.map((m) => m.name)).toEqual(expect.arrayContaining(['go', 'index']));
    // Private, #private and lifecycle members are not API.
    expect(carousel?.members.map((m) => m.name)).not.toContain('connectedCallback');
  });

  it('computes Storybook ids as Storybook does', () => {
    expect(storyNameFromExport('Phone360')).toBe('Phone 360');
    expect(storyNameFromExport('StoreClosingAU')).toBe('Store Closing AU');
    expect(sanitize('Widgets/Email my cart')).toBe('widgets-email-my-cart');
    const file = readStories(
      'stories/x.stories.tsx',
      "const meta = { title: 'Widgets/Love' } satisfies Meta;\nexport default meta;\nexport const LoggedIn = {};\nconst E = { name: 'Failed call' };\nexport { E as Error };\n",
    );
    expect(file.stories.map((s) => [s.id, s.name])).toEqual([
      ['widgets-love--logged-in', 'Logged In'],
      ['widgets-love--error', 'Failed call'],
    ]);
  });

  it('reads README summaries and attribute tables, and CSS tokens with nested fallbacks', () => {
    const readme = readReadme(
      '# `<rove-x>` — a thing\n\nFirst paragraph\non two lines.\n\n## Attributes\n\n| Attribute | Type | Default | Meaning |\n|---|---|---|---|\n| `max-pages` | number | 7 | Pages. |\n',
    );
    expect(readme.summary).toBe('a thing');
    expect(readme.description).toBe('First paragraph on two lines.');
    expect(readme.attributes.get('max-pages')).toEqual({
      type: 'number',
      default: '7',
      meaning: 'Pages.',
    });
    const css = readCss('rove-x', [
      "rove-x[variant='g'] { color: var(--rove-a, rgb(0 0 0 / 50%)); --rove-b: 2px; margin: var(--rove-b); }",
    ]);
    expect(css.properties).toEqual([
      { name: '--rove-a', default: 'rgb(0 0 0 / 50%)' },
      { name: '--rove-b', default: '2px' },
    ]);
    expect(css.attributes).toEqual(['variant']);
  });
});

describe('HTMLElementTagNameMap declared by the define.ts files', () => {
  it('types each createRoveElement prop as its attribute type (or undefined)', () => {
    const { checker } = source;
    let compared = 0;
    const expected: Record<string, string> = {
      string: 'string | undefined',
      number: 'number | undefined',
      boolean: 'boolean | undefined',
    };
    const mismatches: string[] = [];
    for (const file of source.defineFiles) {
      const sourceFile = source.program.getSourceFile(file);
      let map: ts.InterfaceDeclaration | undefined;
      sourceFile?.forEachChild(function visit(node) {
        if (ts.isInterfaceDeclaration(node) && node.name.text === 'HTMLElementTagNameMap')
          map = node;
        else node.forEachChild(visit);
      });
      if (!map) {
        mismatches.push(`${path.relative(root, file)}: no HTMLElementTagNameMap entry`);
        continue;
      }
      const mapType = checker.getTypeAtLocation(map.name);
      for (const { tag, props } of scanDefineFiles()) {
        if (!sourceFile?.text.includes(`'${tag}'`)) continue;
        const entry = mapType.getProperty(tag);
        if (!entry) {
          mismatches.push(`${tag}: missing from HTMLElementTagNameMap`);
          continue;
        }
        const elementType = checker.getTypeOfSymbolAtLocation(entry, map);
        for (const [name, type] of props) {
          const property = elementType.getProperty(name);
          const text = property
            ? checker.typeToString(checker.getTypeOfSymbolAtLocation(property, map))
            : 'missing';
          compared += 1;
          if (text !== expected[type] && text !== type) {
            mismatches.push(`${tag}.${name}: ${text}, expected ${type}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(12);
  });
});
