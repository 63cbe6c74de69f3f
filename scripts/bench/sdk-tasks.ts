/**
 * The SDK's long tasks during a page load, from a Chromium trace: every main-thread task of the
 * page that runs our code (a script, module, callback or microtask whose source is under
 * `/rove/`), with its duration. Issue 22: at 4× CPU no SDK task over 50 ms during load. The
 * page's own tasks (parsing, its stylesheet's layout) are not ours and are left out, which the
 * in-page long-task observer of page-load.ts cannot tell apart.
 */
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; fileName?: string; url?: string };
}

/** A task of the page's main thread: when it started (ms from the first task) and how long. */
export interface SdkTask {
  startMs: number;
  durationMs: number;
  /** How much of it was our script (the outermost events whose source is under /rove/). */
  sdkMs: number;
  /** What ran in it (events of 1 ms or more, in order): "+0.1 FunctionCall 41.6ms onmessage chunks/kit-….js" … */
  top: string[];
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'blink.user_timing',
];

/** The script address a trace event names, if any (events name it in several places). */
function sourceOf(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  const candidates = [
    data?.['url'],
    data?.['scriptName'],
    data?.['fileName'],
    event.args?.fileName,
    event.args?.url,
    (data?.['stackTrace'] as { url?: string }[] | undefined)?.[0]?.url,
  ];
  return candidates.find((value): value is string => typeof value === 'string' && value !== '');
}

/** Where a layout or style event was forced from: its first script frames (trace .stack). */
function stackOf(event: TraceEvent): string {
  const frames = (
    event.args as { beginData?: { stackTrace?: { functionName: string; url: string }[] } }
  )?.beginData?.stackTrace;
  return (frames ?? [])
    .slice(0, 3)
    .map(
      (frame) => `${frame.functionName || '(anonymous)'}@${frame.url.replace(/^.*\/rove\//, '')}`,
    )
    .join(' < ');
}

/**
 * Tasks (RunTask) of the page's main thread that hold any event whose source is under
 * `sdkPath`, from a trace's events.
 */
export function sdkTasksOf(events: readonly TraceEvent[], sdkPath = '/rove/'): SdkTask[] {
  // The page's main thread: the renderer threads named CrRendererMain.
  const names = events.filter(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const isMain = new Set(names.map((event) => `${event.pid}:${event.tid}`));
  const onMain = events.filter((event) => isMain.has(`${event.pid}:${event.tid}`));
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const inner = onMain
    .filter((event) => event.ph === 'X' && event.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const first = tasks[0]?.ts ?? 0;
  const result: SdkTask[] = [];
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    while (cursor < inner.length && (inner[cursor] as TraceEvent).ts < task.ts) cursor += 1;
    const within: TraceEvent[] = [];
    for (let i = cursor; i < inner.length && (inner[i] as TraceEvent).ts < end; i += 1)
      within.push(inner[i] as TraceEvent);
    const ours = within.filter((event) => sourceOf(event)?.includes(sdkPath));
    if (ours.length === 0) continue;
    // The outermost of our events (nested ones are part of their parent's time).
    let sdkUs = 0;
    let coveredUntil = -1;
    for (const event of ours) {
      if (event.ts < coveredUntil) continue;
      sdkUs += event.dur ?? 0;
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    result.push({
      startMs: (task.ts - first) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      sdkMs: sdkUs / 1000,
      top: within
        .filter((event) => (event.dur ?? 0) >= 1000)
        .slice(0, 40)
        .map((event) =>
          `+${((event.ts - task.ts) / 1000).toFixed(1)} ${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)}ms ${event.name === 'FunctionCall' ? String(event.args?.data?.['functionName'] ?? '') : ''} ${stackOf(event)} ${sourceOf(event)?.replace(/^.*\/rove\//, '') ?? ''}`.trim(),
        ),
    });
  }
  return result;
}

/** Traces `load` on `page` and returns the SDK's tasks. */
export async function traceSdkTasks(
  browser: Browser,
  page: Page,
  load: () => Promise<void>,
): Promise<SdkTask[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let loaded: unknown = undefined;
  try {
    await load();
  } catch (error) {
    loaded = error;
  }
  const buffer = await browser.stopTracing();
  if (loaded) throw loaded;
  const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return sdkTasksOf(trace.traceEvents);
}
