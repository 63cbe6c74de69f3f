import { readdirSync } from 'node:fs';
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

/** Every element the SDK defines: one folder per element under widgets/ (DESIGN.md §4). */
export function elementTags(): string[] {
  return readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => `rove-${entry.name}`);
}

/**
 * Mounts and unmounts each element `cycles` times on a page that runs the loader, then checks
 * that DOM nodes, event listeners and the JS heap come back to where they were (CDP
 * Performance.getMetrics after HeapProfiler.collectGarbage). The element's markup is copied
 * from the first demo page that has it, so it renders what a shopper would see.
 */
export async function benchMemory(session: BenchSession, cycles: number): Promise<MemoryResult[]> {
  const { context, page, cdp } = await session.freshPage();
  const results: MemoryResult[] = [];
  try {
    // A bare host page on the demo host's origin: the loader and an empty box, nothing else
    // that could allocate while the cycles run.
    await page.route('**/__bench/memory-lab', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Memory lab</title></head><body><main id="memory-lab"></main><script type="module" src="/rove/loader.js" data-base="/rove/"></script></body></html>',
      }),
    );
    await page.goto('/__bench/memory-lab');
    const tags = elementTags();
    const samples: Record<string, string> = await page.evaluate(
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
    const collect = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return {
        nodes: await cdpMetric(cdp, 'Nodes'),
        listeners: await cdpMetric(cdp, 'JSEventListeners'),
        heap: await cdpMetric(cdp, 'JSHeapUsedSize'),
      };
    };
    for (const tag of tags) {
      const markup = samples[tag] ?? `<${tag}></${tag}>`;
      const cycle = (count: number) =>
        page.evaluate(
          async ([html, name, times]) => {
            const template = document.createElement('template');
            template.innerHTML = html;
            const holder = document.getElementById('memory-lab') ?? document.body;
            for (let i = 0; i < times; i += 1) {
              const element = template.content.firstElementChild!.cloneNode(true) as Element;
              holder.append(element);
              if (i === 0) await customElements.whenDefined(name);
              // Let effects and first requests start now and then, as on a real page.
              if (i % 25 === 0)
                await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
              else await Promise.resolve();
              element.remove();
            }
            await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          },
          [markup, tag, count] as const,
        );
      await cycle(20); // defines the element and warms its one-time caches
      await page.waitForTimeout(300);
      const before = await collect();
      await cycle(cycles);
      await page.waitForTimeout(500); // requests started by the last mounts settle or abort
      const after = await collect();
      const result = {
        tag,
        cycles,
        nodesDelta: after.nodes - before.nodes,
        listenersDelta: after.listeners - before.listeners,
        heapDeltaKb: (after.heap - before.heap) / 1024,
        fromDemoPage: tag in samples,
      };
      console.log(
        `  ${tag}: nodes ${result.nodesDelta}, listeners ${result.listenersDelta}, heap ${result.heapDeltaKb.toFixed(0)} KB`,
      );
      results.push(result);
    }
  } finally {
    await context.close();
  }
  return results;
}
