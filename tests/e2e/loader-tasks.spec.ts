/**
 * Before a page's largest paint, nothing of the loader runs inside a task that lays out or paints
 * the page. Lighthouse's simulation makes a task that calls into a script wait for that script's
 * download: a load listener of ours ran in the task that also held the page's first layout and
 * frame, and the product page's simulated first paint moved from 765 to 1032 ms
 * (docs/decisions/0001). Read from the trace of Lighthouse's own navigation (mobile preset), in
 * which the load event, the first layout and the first frame come as one task; a plain
 * Playwright load lays the page out earlier and never shows it.
 */
import { expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launchChromium } from '../helpers/devtools-chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string } };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const RENDERING = new Set(['Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint']);

/** How long before the largest paint each task that called the loader and rendered began (ms). */
function loaderTasksThatRender(events: TraceEvent[]): number[] {
  const largestPaint = Math.max(
    ...events
      .filter((event) => event.name === 'largestContentfulPaint::Candidate')
      .map((event) => event.ts),
  );
  expect(largestPaint, 'the page reported a largest paint').toBeGreaterThan(0);
  const tasks = events.filter((event) => TASKS.has(event.name) && event.ph === 'X');
  const taskOf = (call: TraceEvent) =>
    tasks.find(
      (task) => task.tid === call.tid && task.ts <= call.ts && call.ts < task.ts + (task.dur ?? 0),
    );
  const offending = new Set<TraceEvent>();
  for (const call of events) {
    if (call.name !== 'FunctionCall' || !call.args?.data?.url?.includes('/rove/loader.js'))
      continue;
    const task = taskOf(call);
    if (!task || task.ts > largestPaint) continue;
    const end = task.ts + (task.dur ?? 0);
    const renders = events.some(
      (event) =>
        event.tid === task.tid &&
        RENDERING.has(event.name) &&
        event.ts >= task.ts &&
        event.ts < end,
    );
    if (renders) offending.add(task);
  }
  return [...offending].map((task) => Math.round((largestPaint - task.ts) / 1000));
}

test('no task that calls the loader lays out or paints before the largest paint', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const chromium = await launchChromium();
  try {
    for (const path of ['/product/demo-in-stock', '/']) {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chromium.port,
        logLevel: 'error',
        onlyAudits: ['largest-contentful-paint'],
      });
      const trace = (result?.artifacts as { Trace?: { traceEvents: TraceEvent[] } } | undefined)
        ?.Trace;
      expect(trace?.traceEvents.length, `${path}: a trace`).toBeGreaterThan(0);
      const calls = trace!.traceEvents.filter(
        (event) =>
          event.name === 'FunctionCall' && event.args?.data?.url?.includes('/rove/loader.js'),
      );
      expect(calls.length, `${path}: the loader ran`).toBeGreaterThan(0);
      expect(loaderTasksThatRender(trace!.traceEvents), path).toEqual([]);
    }
  } finally {
    chromium.close();
  }
});
