import type { BenchSession } from './session';
import { cdpMetric } from './session';
import { traceSdkTasks } from './sdk-tasks';
import { median } from './stats';

/** The pages the page-load benchmark opens, each from a fresh context. */
export const BENCH_PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'product page', path: '/product/demo-in-stock' },
  { name: 'category page', path: '/category/sofas' },
  { name: 'checkout page', path: '/demo/checkout-cart' },
  { name: 'campaign page', path: '/campaign/spring-sale' },
  { name: 'blog (infinite scroll)', path: '/blog' },
];

export interface PageLoadRun {
  scriptMs: number;
  totalBlockingMs: number;
  /** From navigation start until window.Rove.ready and two frames after it. */
  widgetsReadyMs: number;
  cls: number;
  /** rove-* elements near the screen still undefined when Rove.ready resolved (should be 0). */
  undefinedElements: number;
  /**
   * The longest main-thread task that was mostly the SDK's own script (sdk-tasks.ts), until the
   * settle time after Rove.ready; 0 when none.
   */
  longestSdkTaskMs: number;
}

export interface PageLoadResult {
  page: string;
  path: string;
  cpuThrottle: number;
  runs: number;
  median: PageLoadRun;
}

/**
 * Installed before the page's own scripts: long tasks and layout shifts from the start, and
 * the moment the SDK says every element that was on the page is defined (Rove.ready) plus
 * two frames, so the first render has been painted.
 */
function instrument(): void {
  const bench = { longTasks: [] as number[], cls: 0, readyAt: -1, undefinedElements: -1 };
  (window as unknown as { __roveBench: typeof bench }).__roveBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const callbacks = ((window as unknown as { RoveCallbacks?: unknown[] }).RoveCallbacks ??= []);
  callbacks.push(() => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        bench.readyAt = performance.now();
        // Those near the screen: far ones wait until the shopper comes near (loader/when-near.ts).
        const near = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.top <= 2 * innerHeight && box.bottom >= -innerHeight;
        };
        bench.undefinedElements = [...document.querySelectorAll('*')].filter(
          (element) =>
            element.localName.startsWith('rove-') &&
            !customElements.get(element.localName) &&
            near(element),
        ).length;
      }),
    );
  });
}

interface InPage {
  longTasks: number[];
  cls: number;
  readyAt: number;
  undefinedElements: number;
}

/** Total blocking time: the part of every long task beyond 50 ms. */
export const totalBlocking = (longTasks: readonly number[]) =>
  longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);

async function runOnce(
  session: BenchSession,
  path: string,
  cpuThrottle: number,
  settleMs: number,
): Promise<PageLoadRun> {
  const { context, page, cdp } = await session.freshPage({ cpuThrottle });
  try {
    await page.addInitScript(instrument);
    const sdkTasks = await traceSdkTasks(session.browser, page, async () => {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (window as unknown as { __roveBench: InPage }).__roveBench.readyAt >= 0,
        undefined,
        { timeout: 30_000 },
      );
      // Tasks the widgets start after their first paint (effects, first requests) count too.
      await page.waitForTimeout(settleMs);
    });
    const inPage = await page.evaluate(
      () => (window as unknown as { __roveBench: InPage }).__roveBench,
    );
    return {
      scriptMs: (await cdpMetric(cdp, 'ScriptDuration')) * 1000,
      totalBlockingMs: totalBlocking(inPage.longTasks),
      widgetsReadyMs: inPage.readyAt,
      cls: inPage.cls,
      undefinedElements: inPage.undefinedElements,
      longestSdkTaskMs: Math.max(
        0,
        ...sdkTasks
          .filter((task) => task.sdkMs >= task.durationMs / 2)
          .map((task) => task.durationMs),
      ),
    };
  } finally {
    await context.close();
  }
}

/** Medians of `runs` fresh loads of each page at each CPU throttling rate. */
export async function benchPageLoads(
  session: BenchSession,
  { runs, throttles, settleMs = 1500 }: { runs: number; throttles: number[]; settleMs?: number },
): Promise<PageLoadResult[]> {
  const results: PageLoadResult[] = [];
  for (const { name, path } of BENCH_PAGES) {
    for (const cpuThrottle of throttles) {
      const samples: PageLoadRun[] = [];
      // One unmeasured load first: the demo host's own caches (search index, templates) warm.
      await runOnce(session, path, cpuThrottle, 0);
      for (let i = 0; i < runs; i += 1)
        samples.push(await runOnce(session, path, cpuThrottle, settleMs));
      const pick = (key: keyof PageLoadRun) => median(samples.map((sample) => sample[key]));
      results.push({
        page: name,
        path,
        cpuThrottle,
        runs,
        median: {
          scriptMs: pick('scriptMs'),
          totalBlockingMs: pick('totalBlockingMs'),
          widgetsReadyMs: pick('widgetsReadyMs'),
          cls: Math.max(...samples.map((sample) => sample.cls)),
          undefinedElements: Math.max(...samples.map((sample) => sample.undefinedElements)),
          longestSdkTaskMs: pick('longestSdkTaskMs'),
        },
      });
      console.log(
        `  ${name} ${cpuThrottle}×: script ${pick('scriptMs').toFixed(0)} ms, TBT ${pick('totalBlockingMs').toFixed(0)} ms, ready ${pick('widgetsReadyMs').toFixed(0)} ms, longest SDK task ${pick('longestSdkTaskMs').toFixed(0)} ms`,
      );
    }
  }
  return results;
}
