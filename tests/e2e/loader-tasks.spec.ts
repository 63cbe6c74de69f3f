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

/** A call into the loader's own code: a listener, an observer's callback, a frame's callback. */
const isLoaderCall = (event: TraceEvent) =>
  event.name === 'FunctionCall' && event.args?.data?.url?.includes('/rove/loader.js') === true;

/** Whether `event` happened inside `task`, on its thread. */
const within = (task: TraceEvent, event: TraceEvent) =>
  event.tid === task.tid && task.ts <= event.ts && event.ts < task.ts + (task.dur ?? 0);

/** How long before the largest paint each task that called the loader and rendered began (ms). */
function loaderTasksThatRender(events: TraceEvent[]): number[] {
  const largestPaint = Math.max(
    ...events
      .filter((event) => event.name === 'largestContentfulPaint::Candidate')
      .map((event) => event.ts),
  );
  expect(largestPaint, 'the page reported a largest paint').toBeGreaterThan(0);
  const tasks = events.filter((event) => TASKS.has(event.name) && event.ph === 'X');
  const offending = new Set<TraceEvent>();
  for (const call of events.filter(isLoaderCall)) {
    const task = tasks.find((candidate) => within(candidate, call));
    if (!task || task.ts > largestPaint) continue;
    if (events.some((event) => RENDERING.has(event.name) && within(task, event))) {
      offending.add(task);
    }
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
      expect(
        trace!.traceEvents.filter(isLoaderCall).length,
        `${path}: the loader ran`,
      ).toBeGreaterThan(0);
      expect(loaderTasksThatRender(trace!.traceEvents), path).toEqual([]);
    }
  } finally {
    chromium.close();
  }
});
