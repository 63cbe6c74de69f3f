import type { InteractionResult } from './interactions';
import type { LayoutSweepRow } from './layout-sweep';
import { LEAK_CONTROL, type MemoryResult } from './memory';
import type { PageLoadResult } from './page-load';
import { ms } from './stats';

export interface BenchReport {
  machine: string;
  runs: number;
  cycles: number;
  pageLoads: PageLoadResult[];
  layout: LayoutSweepRow[];
  interactions: InteractionResult[];
  memory: MemoryResult[];
}

/** The goals issue 9 sets for these figures. */
export const GOALS = {
  productTbtAt1x: 0,
  productTbtAt4x: 50,
  cls: 0.01,
  inpAt4x: 100,
  heapGrowthKb: 1024,
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function pageLoadRows(results: PageLoadResult[]): string[] {
  return results.map(({ page, path, cpuThrottle, median }) => {
    const tbtGoal =
      page === 'product page'
        ? cpuThrottle === 1
          ? GOALS.productTbtAt1x
          : GOALS.productTbtAt4x
        : undefined;
    const tbt =
      tbtGoal === undefined
        ? ms(median.totalBlockingMs)
        : `${ms(median.totalBlockingMs)} ${mark(median.totalBlockingMs <= tbtGoal)}`;
    return `| ${page} (\`${path}\`) | ${cpuThrottle}× | ${ms(median.scriptMs)} | ${tbt} | ${ms(median.widgetsReadyMs)} | ${median.cls.toFixed(4)} ${mark(median.cls <= GOALS.cls)} | ${median.undefinedElements} |`;
  });
}

/** Every page over the goal, and a summary line for the rest. */
function layoutLines(rows: LayoutSweepRow[]): string[] {
  if (rows.length === 0) return ['Not measured in this run.'];
  const over = rows.filter((row) => row.cls > GOALS.cls);
  const pages = new Set(rows.map((row) => row.path)).size;
  const worst = Math.max(...rows.map((row) => row.cls));
  return [
    `${pages} pages × ${rows.length / pages} widths: ${rows.length - over.length} of ${rows.length} loads at or under 0.01 ${mark(over.length === 0)}; the worst ${worst.toFixed(4)}.`,
    ...(over.length
      ? [
          '',
          '| page | width | CLS | moved in the largest shift |',
          '| --- | ---: | ---: | --- |',
          ...over.map(
            (row) =>
              `| \`${row.path}\` | ${row.width} | ${row.cls.toFixed(4)} | ${row.moved.join(', ')} |`,
          ),
        ]
      : []),
  ];
}

function interactionRows(results: InteractionResult[]): string[] {
  return results.map((result) => {
    const inp =
      result.cpuThrottle === 4
        ? `${ms(result.worstEventMs)} ${mark(result.worstEventMs <= GOALS.inpAt4x)}`
        : ms(result.worstEventMs);
    return `| ${result.name} | ${result.cpuThrottle}× | ${result.samples}${result.unanswered ? ` (${result.unanswered} without change)` : ''} | ${ms(result.p50)} | ${ms(result.p95)} | ${inp} |`;
  });
}

function memoryRows(results: MemoryResult[]): string[] {
  return results.map((result) => {
    if (result.tag === LEAK_CONTROL)
      return `| ${result.tag} | ${result.cycles} | ${result.nodesDelta} | ${result.listenersDelta} | ${result.heapDeltaKb.toFixed(0)} KB — must grow ${mark(result.nodesDelta >= result.cycles)} |`;
    if (!Number.isFinite(result.nodesDelta))
      return `| \`${result.tag}\` | ${result.cycles} | – | – | did not finish in 2 minutes ✗ |`;
    const clean = result.nodesDelta <= 0 && result.listenersDelta <= 0;
    return `| \`${result.tag}\`${result.fromDemoPage ? '' : ' (bare tag)'} | ${result.cycles} | ${result.nodesDelta} ${mark(clean)} | ${result.listenersDelta} | ${result.heapDeltaKb.toFixed(0)} KB ${mark(result.heapDeltaKb < GOALS.heapGrowthKb)} |`;
  });
}

/** The benchmark section of docs/QUALITY.md. */
export function renderBenchMarkdown(report: BenchReport, quick: boolean): string {
  return [
    '## Performance in Chromium',
    '',
    `The production build served by the demo host, driven by Chromium (headless, ${report.machine}). Reproduce: \`npm run bench\`${quick ? ' (this copy is from a `--quick` run)' : ''}.`,
    '',
    `### Page loads (median of ${report.runs} fresh contexts; CLS: the worst run)`,
    '',
    'Script time is Chromium\'s ScriptDuration for the whole page; total blocking time is the sum of every long task beyond 50 ms until 1.5 s after the widgets are ready; "widgets ready" is from navigation start until `Rove.ready` (every element on the page defined) and two frames. Goals: product page TBT 0 ms at 1× and ≤ 50 ms at 4×; CLS ≤ 0.01.',
    '',
    '| page | CPU | script | TBT | widgets ready | CLS | undefined elements |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pageLoadRows(report.pageLoads),
    '',
    '### Layout shifts on every demo page (one fresh load per page and width)',
    '',
    'From the first paint until every rove-* element is defined, the network is idle and two frames have passed; shifts after input excluded. Goal: ≤ 0.01.',
    '',
    ...layoutLines(report.layout),
    '',
    '### Interactions (50 each)',
    '',
    "Time from the input event until the widget's last DOM change (the debounce subtracted for search); the last column is the worst event-timing duration of those interactions (INP-style; goal ≤ 100 ms at 4×).",
    '',
    '| interaction | CPU | samples | p50 | p95 | worst event |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...interactionRows(report.interactions),
    '',
    `### Memory (${report.cycles} mount/unmount cycles per element)`,
    '',
    'Each element mounted with the markup of the first demo page that has it, then removed, on a fresh bare page running the loader; the differences are after a forced garbage collection, against the same measure after 20 warm-up cycles. Goal: back to baseline, heap growth under 1 MB. The first row is a leak on purpose (the removed nodes kept in an array): it shows the measure sees a leak.',
    '',
    '| element | cycles | DOM nodes Δ | listeners Δ | heap Δ |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...memoryRows(report.memory),
    '',
  ].join('\n');
}
