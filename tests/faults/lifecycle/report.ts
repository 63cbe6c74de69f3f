import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileWhole } from '../../helpers/quality-report';

/** The cells of one element's row: '✓' or what was observed instead. */
export type CaseResults = Record<string, string>;

export const CASE_COLUMNS = [
  'loader in head',
  'loader twice',
  '20 instances',
  'loader at body end, tag before it',
  'added later',
  'moved',
  'removed mid-request',
  'property before definition',
] as const;

const QUALITY = join('.data', 'quality');
// Playwright's workers are children of one runner process: its id names this run, so the
// last worker to finish sees every element's row (and rows of older runs are never mixed in).
const RUN = join(QUALITY, '.lifecycle-runs', String(process.ppid));

export function saveRow(tag: string, results: CaseResults): void {
  mkdirSync(RUN, { recursive: true });
  writeFileWhole(join(RUN, `${tag}.json`), JSON.stringify(results));
}

/** Writes .data/quality/lifecycle.md from the rows this run has saved so far. */
export function writeLifecycleReport(expectedTags: readonly string[]): void {
  const rows = new Map<string, CaseResults>();
  for (const file of readdirSync(RUN).filter((name) => name.endsWith('.json')))
    rows.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(RUN, file), 'utf8')));
  const passed = [...rows.values()]
    .flatMap((r) => Object.values(r))
    .filter((c) => c.startsWith('✓'));
  const cells = [...rows.values()].flatMap((r) => Object.values(r)).length;
  const lines = [
    '## Element lifecycle',
    '',
    'Every element of widgets/*/define.ts on synthetic host pages (the demo page’s own settings, body ' +
      'flags and server markup; the loader placed, doubled and delayed; elements multiplied, added, ' +
      'moved and removed): zero page errors, console errors or unhandled rejections, one definition ' +
      'and the rendered state each time.',
    '',
    '`npm run build && npx playwright test tests/faults/lifecycle.spec.ts` (part of `npm test`)',
    '',
    `${rows.size} of ${expectedTags.length} elements run; ${passed.length} of ${cells} cases as expected.`,
    '',
    'Cases are grouped by page: (1) the loader in `<head>` and a second copy (`loader.js?copy=2`) at ' +
      'the end of `<body>`, twenty copies of the tag; (2) one copy, the loader at the end of `<body>`, ' +
      'then a copy added with `document.createElement` + `append`, then the first copy moved to another ' +
      'parent (and, without a mount request, removed); (3) no loader: properties set on the undefined ' +
      'element, the loader added by script; (4) with a mount request: its first request held, the ' +
      'element removed, the request released (aborted / answered after removal is what the page did).',
    '',
    `| Element | ${CASE_COLUMNS.join(' | ')} |`,
    `|---|${CASE_COLUMNS.map(() => '---').join('|')}|`,
    ...expectedTags.map((tag) => {
      const row = rows.get(tag);
      return `| \`${tag}\` | ${CASE_COLUMNS.map((c) => (row ? (row[c] ?? '—') : 'not run').replaceAll('|', '\\|')).join(' | ')} |`;
    }),
    '',
  ];
  mkdirSync(QUALITY, { recursive: true });
  writeFileWhole(join(QUALITY, 'lifecycle.md'), lines.join('\n'));
  // Rows of earlier runs are of no further use.
  for (const old of readdirSync(join(QUALITY, '.lifecycle-runs')))
    if (old !== String(process.ppid))
      rmSync(join(QUALITY, '.lifecycle-runs', old), { recursive: true, force: true });
}
