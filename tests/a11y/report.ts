import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileWhole } from '../helpers/quality-report';

/** One checked page or state (pages.spec) or one journey step (keyboard-journey.spec). */
export interface A11yRow {
  kind: 'page' | 'phone' | 'state' | 'journey';
  name: string;
  /** axe violations ('rule: target'); for journey steps, what was wrong with focus. */
  problems: string[];
  /** Journey steps: what the keyboard did and where focus was. */
  detail?: string;
}

const QUALITY = join('.data', 'quality');
// One file per row, named by kind and name, so the two specs (run together or alone) each
// replace their own rows and the fragment always shows the latest measurement of each.
const ROWS = join(QUALITY, '.a11y-rows');

const fileName = (row: Pick<A11yRow, 'kind' | 'name'>) =>
  `${row.kind}-${row.name.replace(/[^a-z0-9]+/gi, '_').slice(0, 120)}.json`;

export function saveA11yRows(
  rows: readonly A11yRow[],
  replaceKinds: readonly A11yRow['kind'][] = [],
): void {
  mkdirSync(ROWS, { recursive: true });
  // A journey is one sequence: its old steps go before the new ones are written.
  for (const file of readdirSync(ROWS))
    if (replaceKinds.some((kind) => file.startsWith(`${kind}-`))) rmSync(join(ROWS, file));
  for (const row of rows) writeFileWhole(join(ROWS, fileName(row)), JSON.stringify(row));
}

function readRows(): A11yRow[] {
  mkdirSync(ROWS, { recursive: true });
  return readdirSync(ROWS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(ROWS, file), 'utf8')) as A11yRow);
}

const KIND_TITLES: Record<A11yRow['kind'], string> = {
  page: 'Demo pages at 1366 px',
  phone: 'Demo pages at 390 px (phone)',
  state: 'Opened states',
  journey: 'Keyboard-only journey steps',
};

/** Writes .data/quality/a11y.md from every row measured so far. */
export function writeA11yReport(): void {
  const rows = readRows();
  const lines = [
    '## Accessibility (axe-core, field edges, forced colours, text spacing, keyboard)',
    '',
    'axe-core at the WCAG 2.2 AA tags (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on every page ' +
      'linked from /demo after its widgets upgraded and its lazy parts scrolled into view, on phone ' +
      "width for a handful, and on the opened states (text in its own background's colour, which " +
      'axe only lists for review, counts as a violation). Each is checked again for what axe does ' +
      'not test: every field edge at 3:1 (WCAG 1.4.11); a forced-colours mode (Windows contrast ' +
      'themes: filled buttons keep an edge, chosen and current items stay distinct, colour swatches ' +
      'keep their colour); and WCAG 1.4.12 text spacing (line height 1.5, letter 0.12em, word ' +
      '0.16em, paragraph 2em: no text cut off or spilling). Plus one keyboard-only journey from ' +
      'search to a paid order with a visible focus indicator inside the viewport at every step.',
    '',
    '`npm run build && npx playwright test tests/a11y/` (part of `npm test`)',
    '',
    '| Checked | Count | With violations / problems | Violations / problems |',
    '|---|---|---|---|',
  ];
  for (const kind of Object.keys(KIND_TITLES) as A11yRow['kind'][]) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const failing = ofKind.filter((row) => row.problems.length > 0);
    lines.push(
      `| ${KIND_TITLES[kind]} | ${ofKind.length} | ${failing.length} | ${failing.reduce((n, row) => n + row.problems.length, 0)} |`,
    );
  }
  const states = rows.filter((row) => row.kind === 'state');
  if (states.length > 0) lines.push('', `States: ${states.map((row) => row.name).join('; ')}.`);
  const journey = rows
    .filter((row) => row.kind === 'journey')
    .sort((a, b) => a.name.localeCompare(b.name));
  if (journey.length > 0)
    lines.push(
      '',
      '| Journey step | Keyboard | Focus |',
      '|---|---|---|',
      ...journey.map(
        (row) =>
          `| ${row.name} | ${(row.detail ?? '').replaceAll('|', '\\|')} | ${row.problems.length === 0 ? '✓ visible, in view' : row.problems.join('; ').replaceAll('|', '\\|')} |`,
      ),
    );
  const failing = rows.filter((row) => row.problems.length > 0 && row.kind !== 'journey');
  if (failing.length > 0)
    lines.push(
      '',
      'Violations:',
      '',
      ...failing.flatMap((row) => row.problems.map((p) => `- ${row.name}: \`${p}\``)),
    );
  lines.push('');
  mkdirSync(QUALITY, { recursive: true });
  writeFileWhole(join(QUALITY, 'a11y.md'), lines.join('\n'));
}
