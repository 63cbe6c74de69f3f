import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A module a story takes its data from: a fixture or sample set beside a widget, or the demo
 * host's own markup and catalogue.
 */
const SAMPLE_DATA = /(^|\/)(demo-host\/.*|.*fixtures?|.*sample[^/]*|.*product-data)$/;

/**
 * Reference data that lives beside code: the colour names the search index's facets carry
 * (the search fixtures draw from them), and the trade programme's states and provinces.
 */
const CATALOGUE_MODULES = ['core/search/constants.ts', 'core/validate/trade/regions.ts'];

/**
 * The stories' own words (the pseudo-locale sweep's record of what a story was given): the
 * text of every story file and of the sample data they import, followed from module to module.
 * A story's data is written there, in its source; a widget's words are in a message table.
 */
export function storySources(): string {
  const stories = readdirSync('stories', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join('stories', file));
  const read = new Map<string, string>();
  const queue = [...stories, ...CATALOGUE_MODULES];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (read.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    read.set(file, text);
    for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^'?]+)'/g)) {
      const module = resolveModule(path.join(path.dirname(file), specifier ?? ''));
      if (module && SAMPLE_DATA.test(module.replace(/\.tsx?$/, ''))) queue.push(module);
    }
  }
  return [...read.values()].join('\n');
}

function resolveModule(base: string): string | undefined {
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    existsSync(file),
  );
}
