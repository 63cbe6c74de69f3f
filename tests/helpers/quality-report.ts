import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes figures measured by a suite into `.data/quality/` for docs/QUALITY.md. Several test
 * files (run in parallel workers) share one fragment: each writes its own part under a hidden
 * folder, then the fragment is rebuilt from every part present, so neither file's figures are
 * lost whichever finishes last.
 */
const QUALITY_DIR = join(process.cwd(), '.data', 'quality');

/**
 * Writes a whole file at once: another worker reading the folder at the same moment sees the old
 * file or the new one, never a half-written one (a rename within a folder is atomic).
 */
export function writeFileWhole(path: string, text: string): void {
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, text);
  renameSync(draft, path);
}

/**
 * @example writeQualityPart('properties', 'search', { heading: '## Property tests', intro: '…' }, '### Search …')
 */
export function writeQualityPart(
  fragment: string,
  part: string,
  header: { heading: string; intro: string },
  markdown: string,
): void {
  const partsDir = join(QUALITY_DIR, `.parts-${fragment}`);
  mkdirSync(partsDir, { recursive: true });
  writeFileWhole(join(partsDir, `${part}.md`), markdown.trimEnd() + '\n');
  const parts = readdirSync(partsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(partsDir, name), 'utf8').trimEnd());
  writeFileWhole(
    join(QUALITY_DIR, `${fragment}.md`),
    [header.heading, '', header.intro, '', ...parts.flatMap((text) => [text, ''])].join('\n'),
  );
}

/** A Markdown table from a header row and body rows. */
export function markdownTable(head: readonly string[], rows: readonly (readonly unknown[])[]) {
  const line = (cells: readonly unknown[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The header every part of the properties fragment shares. */
export const PROPERTIES_HEADER = {
  heading: '## Property tests: search races and pay-button sequences',
  intro:
    'fast-check generates typing sequences whose search replies arrive in any order, and press ' +
    'sequences on the pay button with any provider replies; the figures below come from the last ' +
    'run of `npx vitest run tests/faults/search-races.property.test.tsx tests/faults/payment-sequences.property.test.tsx`.',
};

/** The header every part of the storage fragment shares. */
export const STORAGE_HEADER = {
  heading: '## Storage faults',
  intro:
    'Each way a browser refuses storage, at unit level (happy-dom) and end to end ' +
    '(Chromium against the demo host): the widgets keep working within the page on the ' +
    'in-memory fallback, never throw, and the specification’s cookie message shows when cookies are off.',
};

/** The header both parts of the settings fragment share (generated and hand-written cases). */
export const SETTINGS_HEADER = {
  heading: '## Settings and hostile pages',
  intro:
    'The settings reader under malformed settings objects, raw JSON text, body flags and a ' +
    'clobbered `Drupal` (fast-check), and under hand-written hostile pages: zero throws, zero ' +
    '`Object.prototype` pollution, valid settings with defaults. Reproduce: ' +
    '`npx vitest run tests/faults/settings.property.test.ts tests/faults/hostile-pages.test.ts`.',
};
