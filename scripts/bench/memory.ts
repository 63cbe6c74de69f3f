import { existsSync, readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { BenchSession } from './session';
import { cdpMetric } from './session';

/** The demo pages the element samples are taken from (the first occurrence of each tag). */
const SAMPLE_PAGES = [
  '/',
  '/product/demo-in-stock',
  '/product/demo-financing',
  '/category/sofas',
  '/demo/cart',
  '/campaign/spring-sale',
  '/help',
  '/blog',
  '/videos',
  '/planner',
  '/reviews',
  '/community',
  '/host-connect',
  '/swatch-request',
  '/trade/apply',
  '/search?q=sofa',
];

export interface MemoryResult {
  tag: string;
  cycles: number;
  /** After the cycles and a forced garbage collection, against the baseline taken the same way. */
  nodesDelta: number;
  listenersDelta: number;
  heapDeltaKb: number;
  /** The sample markup came from a demo page (false: a bare tag with its defaults). */
  fromDemoPage: boolean;
}

/** Every element the SDK defines: each widgets/<name>/ with a define.ts (docs/architecture.md §4). */
export function elementTags(): string[] {
  return readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/define.ts`))
    .map((entry) => `rove-${entry.name}`);
}

/** The lab page: the loader and an empty box on the demo host's origin, nothing else. */
const LAB_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Memory lab</title></head><body><main id="memory-lab"></main><script type="module" src="/rove/loader.js" data-base="/rove/"></script></body></html>';

/** A leak on purpose: removed nodes kept in an array. The measure must see it, or it is blind. */
export const LEAK_CONTROL = '(control: a plain div kept after removal)';

/** An element that has not finished its cycles by then is reported, not waited for. */
const PER_ELEMENT_LIMIT_MS = 120_000;

/** The first occurrence of each tag on the demo pages, as the server sends it. */
async function sampleMarkup(page: Page, tags: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    async ([paths, wanted]) => {
      const found: Record<string, string> = {};
      for (const path of paths) {
        const html = await (await fetch(path)).text();
        const parsed = new DOMParser().parseFromString(html, 'text/html');
        for (const tag of wanted) {
          const element = parsed.querySelector(tag);
          if (!found[tag] && element) found[tag] = element.outerHTML;
        }
      }
      return found;
    },
    [SAMPLE_PAGES, tags] as const,
  );
}

/** Mounts and removes `times` copies of the markup; `keep` retains them (the leak control). */
function cycle(page: Page, markup: string, times: number, keep: boolean): Promise<void> {
  return page.evaluate(
    async ([html, times, keep]) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const holder = document.getElementById('memory-lab') ?? document.body;
      const kept = ((window as unknown as { __roveKept?: Element[] }).__roveKept ??= []);
      const first = template.content.firstElementChild!;
      for (let i = 0; i < times; i += 1) {
        const element = first.cloneNode(true) as Element;
        holder.append(element);
        if (i === 0 && first.localName.includes('-'))
          await customElements.whenDefined(first.localName);
        // Let effects and first requests start now and then, as on a real page.
        if (i % 25 === 0)
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        else await Promise.resolve();
        element.remove();
        if (keep) kept.push(element);
      }
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    },
    [markup, times, keep] as const,
  );
}

async function measureOne(
  session: BenchSession,
  tag: string,
  markup: string,
  cycles: number,
  keep: boolean,
): Promise<Omit<MemoryResult, 'fromDemoPage'>> {
  const { context, page, cdp } = await session.freshPage();
  const collect = async () => {
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    return {
      nodes: await cdpMetric(cdp, 'Nodes'),
      listeners: await cdpMetric(cdp, 'JSEventListeners'),
      heap: await cdpMetric(cdp, 'JSHeapUsedSize'),
    };
  };
  try {
    await page.route('**/__bench/memory-lab', (route) =>
      route.fulfill({ contentType: 'text/html', body: LAB_PAGE }),
    );
    await page.goto('/__bench/memory-lab');
    await cycle(page, markup, 20, false); // defines the element and warms its one-time caches
    await page.waitForTimeout(300);
    const before = await collect();
    await cycle(page, markup, cycles, keep);
    await page.waitForTimeout(500); // requests started by the last mounts settle or abort
    const after = await collect();
    return {
      tag,
      cycles,
      nodesDelta: after.nodes - before.nodes,
      listenersDelta: after.listeners - before.listeners,
      heapDeltaKb: (after.heap - before.heap) / 1024,
    };
  } finally {
    await context.close();
  }
}

/**
 * Mounts and unmounts each element `cycles` times on a bare page that runs the loader (a fresh
 * page per element), then checks that DOM nodes, event listeners and the JS heap come back to
 * where they were (CDP Performance.getMetrics after HeapProfiler.collectGarbage). The markup is
 * copied from the first demo page that has the element, so it renders what a shopper would
 * see. A leak control runs first: if it shows no growth, the measure is blind.
 */
export async function benchMemory(session: BenchSession, cycles: number): Promise<MemoryResult[]> {
  const tags = elementTags();
  const index = await session.freshPage();
  await index.page.goto('/demo'); // same-origin fetches need a page on the demo host
  const samples = await sampleMarkup(index.page, tags).finally(() => index.context.close());
  const results: MemoryResult[] = [];
  const control = await measureOne(
    session,
    LEAK_CONTROL,
    '<div><span>kept</span></div>',
    cycles,
    true,
  );
  results.push({ ...control, fromDemoPage: false });
  console.log(
    `  ${LEAK_CONTROL}: nodes ${control.nodesDelta}, heap ${control.heapDeltaKb.toFixed(0)} KB`,
  );
  for (const tag of tags) {
    const markup = samples[tag] ?? `<${tag}></${tag}>`;
    const limit = new Promise<null>((done) => setTimeout(() => done(null), PER_ELEMENT_LIMIT_MS));
    const measured = await Promise.race([
      measureOne(session, tag, markup, cycles, false).catch(() => null),
      limit,
    ]);
    const result: MemoryResult = measured
      ? { ...measured, fromDemoPage: tag in samples }
      : {
          tag,
          cycles,
          nodesDelta: NaN,
          listenersDelta: NaN,
          heapDeltaKb: NaN,
          fromDemoPage: tag in samples,
        };
    console.log(
      `  ${tag}: nodes ${result.nodesDelta}, listeners ${result.listenersDelta}, heap ${result.heapDeltaKb.toFixed(0)} KB`,
    );
    results.push(result);
  }
  return results;
}
