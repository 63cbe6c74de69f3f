/**
 * `npm run bench`: page loads, interactions and memory of the production build in Chromium
 * against the demo host, written to .data/quality/bench.md (docs/QUALITY.md is assembled from it
 * by `npm run quality`), then the search service (scripts/bench-search.ts). A report, not a gate: timings depend on the machine; the size budgets
 * are what `npm test` enforces.
 *
 *   npm run bench              # 7 fresh runs per page at 1× and 4× CPU, 1,000 mount cycles
 *   npm run bench -- --quick   # 3 runs, 100 cycles: a smoke run while developing
 *   npm run bench -- --only=memory   # re-measure parts (pages, layout, interactions, memory,
 *                                    # search), keeping the others of the last report
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchInteractions } from './interactions';
import { benchMemory } from './memory';
import { sweepLayoutShifts } from './layout-sweep';
import { benchPageLoads } from './page-load';
import { renderBenchMarkdown, type BenchReport } from './report';
import { openBenchSession } from './session';

const quick = process.argv.includes('--quick');
const runs = quick ? 3 : 7;
const cycles = quick ? 100 : 1000;
const throttles = [1, 4];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = (part: string) => !only || only.split(',').includes(part);
const distDir = process.env['ROVE_OUT'] ?? 'dist';
const port = Number(process.env['BENCH_PORT'] ?? 4470);

const session = await openBenchSession(distDir, port);
const machine = `node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)} at the start`;
console.log(`Benchmarks of ${distDir}/ (${machine})`);
const REPORT_JSON = '.data/quality/bench.json';
// A partial run (--only) updates its parts of the last report and keeps the others.
const earlier: Partial<BenchReport> =
  only && existsSync(REPORT_JSON)
    ? (JSON.parse(readFileSync(REPORT_JSON, 'utf8')) as BenchReport)
    : {};
const report: BenchReport = {
  pageLoads: [],
  layout: [],
  interactions: [],
  memory: [],
  ...earlier,
  // The machine line of the full run the other parts came from.
  machine: earlier.machine ?? machine,
  runs,
  cycles,
};
// Written after each part, so a run cut short still leaves what it measured.
const save = () => {
  mkdirSync('.data/quality', { recursive: true });
  writeFileSync(REPORT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('.data/quality/bench.md', renderBenchMarkdown(report, quick));
};
try {
  console.log('Page loads');
  if (wanted('pages')) report.pageLoads = await benchPageLoads(session, { runs, throttles });
  save();
  console.log('Layout shifts on every demo page');
  if (wanted('layout')) report.layout = await sweepLayoutShifts(session);
  save();
  console.log('Interactions');
  if (wanted('interactions')) report.interactions = await benchInteractions(session, throttles);
  save();
  console.log(`Memory (${cycles} mount/unmount cycles per element)`);
  if (wanted('memory')) report.memory = await benchMemory(session, cycles);
  save();
  console.log(`Wrote .data/quality/bench.md${only ? ` (${only} only; the other parts kept)` : ''}`);
} finally {
  await session.close();
}

// The search service's own report (.data/quality/search-service.md): no browser involved.
if (wanted('search')) await import('../bench-search');
