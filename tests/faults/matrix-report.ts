/**
 * The matrix as a docs/QUALITY.md fragment. Playwright runs tests in several worker processes,
 * so each row is saved as its own JSON file and every test rewrites the Markdown from all the
 * rows present: the last test to finish leaves the complete table, no global teardown needed.
 */
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RowResult } from './endpoint-types';
import { FAULTS } from './fault-kinds';
import { writeFileWhole } from '../helpers/quality-report';

const ROOT = join(process.cwd(), '.data', 'quality');
const ROWS = join(ROOT, 'fault-matrix');

export const COMMAND =
  'npm run build && npx playwright test tests/faults/endpoint-matrix.spec.ts (part of npm test)';

export function saveRow(row: RowResult): void {
  mkdirSync(ROWS, { recursive: true });
  const file = row.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  writeFileWhole(join(ROWS, `${file}.json`), `${JSON.stringify(row, null, 2)}\n`);
  writeMarkdown();
}

function loadRows(): RowResult[] {
  return readdirSync(ROWS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(ROWS, file), 'utf8')) as RowResult)
    .sort((a, b) => a.seed.localeCompare(b.seed) || a.name.localeCompare(b.name));
}

/** Rows without cells are either unreachable (a fact) or simply not driven yet (a gap). */
const isUnreachable = (row: RowResult) => !row.cells && !row.unreachable?.startsWith('not driven');

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function writeMarkdown(): void {
  const rows = loadRows();
  const driven = rows.filter((row) => row.cells);
  const cells = driven.flatMap((row) => Object.values(row.cells ?? {}));
  const passed = cells.filter((cell) => cell.ok).length;
  const lines = [
    '## Faults and bad input: endpoint × fault matrix',
    '',
    'The endpoints widgets call were driven in Chromium against the production build, with each ' +
      'fault injected by route interception; a cell passes when the widget shows the specification’s ' +
      'message or its defined state, the page has no uncaught error or unhandled rejection, a ' +
      'state-changing call was sent exactly once, and what the shopper typed is still there.',
    '',
    '```sh',
    COMMAND,
    '```',
    '',
    `| | count |`,
    `|---|---|`,
    `| endpoints driven | ${driven.length} |`,
    `| endpoints not reachable (no script call a demo page makes) | ${rows.filter(isUnreachable).length} |`,
    `| endpoints not driven yet | ${rows.filter((row) => !row.cells && !isUnreachable(row)).length} |`,
    `| cells passed | ${passed} / ${cells.length} |`,
    '',
    `| endpoint | seed | state-changing | ${FAULTS.join(' | ')} |`,
    `|---|---|---|${FAULTS.map(() => '---').join('|')}|`,
  ];
  for (const row of rows) {
    const cellsText = row.cells
      ? FAULTS.map((fault) => {
          const cell = row.cells?.[fault];
          if (!cell) return 'not run';
          return cell.ok ? `✓ ${escape(cell.note)}` : `✗ ${escape(cell.note)}`;
        })
      : FAULTS.map((_, index) => {
          if (index > 0) return '—';
          const reason = escape(row.unreachable ?? '');
          return isUnreachable(row) ? `not reachable: ${reason}` : reason;
        });
    lines.push(
      `| ${escape(row.name)} | ${escape(row.seed)} | ${row.stateChanging ? 'yes' : 'no'} | ${cellsText.join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '✓ is followed by the state the shopper saw; ✗ by what went wrong. “timeout” holds the reply ' +
      'and moves the page clock past core/http/json’s 15 s deadline; “removed” removes the element ' +
      'while the reply is held, then lets the real reply through.',
    '',
  );
  mkdirSync(ROOT, { recursive: true });
  writeFileWhole(join(ROOT, 'fault-matrix.md'), `${lines.join('\n')}\n`);
}
