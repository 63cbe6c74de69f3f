import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { collectElements } from './collect';
import type { ElementInfo } from './model';
import { openProgram, type SourceProgram } from './program';
import { renderManifest } from './render-cem';
import { renderElementPage, renderIndex } from './render-docs';
import { GENERATED } from './generated-note';
import { renderElementTypes, renderJsxTypes } from './render-dts';
import { ROVE_API_FILE, renderRoveApiTypes } from './render-rove-api';

/** `rove-widgets/classic` is a classic script that adds the loader: nothing to import. */
const CLASSIC_TYPES = `// ${GENERATED}\n\n/** The classic-script shim (dist/loader.classic.js) exports nothing: include it with a plain <script src>. */\nexport {};\n`;

/** Every generated file: repository-relative path → content. */
export type Outputs = Map<string, string>;

/**
 * Renders the manifest, the typings and the docs pages from the sources, formatted as the
 * repository's Prettier config would (so `prettier --check .` passes on them).
 *
 * @example const { outputs } = await generateOutputs(process.cwd());
 */
export async function generateOutputs(
  root: string,
  source: SourceProgram = openProgram(root),
): Promise<{ elements: ElementInfo[]; outputs: Outputs }> {
  const elements = collectElements(root, source);
  const config = (await prettier.resolveConfig(path.join(root, 'package.json'))) ?? {};
  const format = (text: string, parser: string) => prettier.format(text, { ...config, parser });
  const outputs: Outputs = new Map();
  outputs.set('custom-elements.json', await format(renderManifest(elements), 'json'));
  outputs.set('types/elements.d.ts', await format(renderElementTypes(elements), 'typescript'));
  outputs.set(
    'types/jsx-react.d.ts',
    await format(renderJsxTypes(elements, 'react'), 'typescript'),
  );
  outputs.set(
    'types/jsx-preact.d.ts',
    await format(renderJsxTypes(elements, 'preact'), 'typescript'),
  );
  outputs.set(ROVE_API_FILE, await format(renderRoveApiTypes(root), 'typescript'));
  outputs.set('types/classic.d.ts', await format(CLASSIC_TYPES, 'typescript'));
  outputs.set('docs/elements/README.md', renderIndex(elements));
  for (const element of elements) {
    outputs.set(`docs/elements/${element.tag}.md`, renderElementPage(element));
  }
  return { elements, outputs };
}

/**
 * What differs between the outputs and the files on disk: stale or missing files, and
 * element pages left over from a removed element.
 */
export function staleFiles(root: string, outputs: Outputs): string[] {
  const stale = [...outputs].flatMap(([file, text]) => {
    const full = path.join(root, file);
    return existsSync(full) && readFileSync(full, 'utf8') === text ? [] : [file];
  });
  const docs = path.join(root, 'docs', 'elements');
  const leftovers = existsSync(docs)
    ? readdirSync(docs)
        .map((name) => `docs/elements/${name}`)
        .filter((file) => !outputs.has(file))
    : [];
  return [...stale, ...leftovers].sort();
}
