import type { Page } from 'playwright-core';
import { SEARCH_DEBOUNCE_MS } from '../../../core/search/constants';
import { EVENT_TIMING_THRESHOLD_MS, observeEventTiming, worstEventInPage } from './event-timing';
import type { BenchSession } from '../session';
import { percentile } from '../stats';

/** What shoppers type into the header search: 50 different words, so every answer differs. */
const QUERIES = [
  'sofa',
  'chair',
  'table',
  'oak',
  'velvet',
  'linen',
  'leather',
  'lamp',
  'rug',
  'bed',
  'desk',
  'stool',
  'bench',
  'mirror',
  'shelf',
  'dining',
  'coffee',
  'side',
  'lounge',
  'outdoor',
  'teak',
  'walnut',
  'marble',
  'cushion',
  'throw',
  'pillow',
  'sectional',
  'ottoman',
  'cabinet',
  'console',
  'bar',
  'armchair',
  'daybed',
  'chaise',
  'sideboard',
  'bookcase',
  'nightstand',
  'dresser',
  'vase',
  'planter',
  'pendant',
  'sconce',
  'curtain',
  'blanket',
  'frame',
  'clock',
  'tray',
  'basket',
  'candle',
  'bowl',
];

export interface InteractionResult {
  name: string;
  cpuThrottle: number;
  samples: number;
  /** Interactions that changed nothing on screen within the time limit (not counted). */
  unanswered: number;
  p50: number;
  p95: number;
  /** INP-style: the worst event-timing duration of the interactions (PerformanceEventTiming). */
  worstEventMs: number;
}

/**
 * Installed before the page's scripts: the time of the last DOM change inside a widget and the
 * time of the last input/click the benchmark made (the event-timing durations are
 * observeEventTiming's).
 */
function instrument(): void {
  const state = { lastInput: 0, lastChange: 0 };
  (window as unknown as { __roveInteraction: typeof state }).__roveInteraction = state;
  for (const type of ['input', 'click'])
    document.addEventListener(type, () => (state.lastInput = performance.now()), true);
  new MutationObserver((records) => {
    if (
      records.some(
        (record) =>
          (record.target as Element).closest?.('rove-search, rove-buybox') ??
          record.target.parentElement?.closest('rove-search, rove-buybox'),
      )
    )
      state.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Waits until the widget has been quiet for `quietMs` after the last interaction, and returns
 * how long after that interaction its last change came (NaN when nothing changed).
 */
async function settleAfterInteraction(
  page: Page,
  quietMs: number,
  limitMs: number,
): Promise<number> {
  // No helper functions inside page functions: tsx's name-keeping wrapper does not exist there.
  const settled = await page
    .waitForFunction(
      (quiet) => {
        const state = (
          window as unknown as { __roveInteraction: { lastInput: number; lastChange: number } }
        ).__roveInteraction;
        return state.lastChange > state.lastInput && performance.now() - state.lastChange >= quiet;
      },
      quietMs,
      { timeout: limitMs, polling: 25 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!settled) return NaN;
  return page.evaluate(() => {
    const state = (
      window as unknown as { __roveInteraction: { lastInput: number; lastChange: number } }
    ).__roveInteraction;
    return state.lastChange - state.lastInput;
  });
}

function summarise(
  name: string,
  cpuThrottle: number,
  samples: number[],
  worstEventMs: number,
): InteractionResult {
  const answered = samples.filter(Number.isFinite);
  return {
    name,
    cpuThrottle,
    samples: answered.length,
    unanswered: samples.length - answered.length,
    p50: percentile(answered, 50),
    p95: percentile(answered, 95),
    worstEventMs,
  };
}

/**
 * One benchmark on a fresh product page with the instrumentation installed: `interact` makes
 * the 50 interactions and returns how long each took to show.
 */
async function onProductPage(
  session: BenchSession,
  cpuThrottle: number,
  name: string,
  interact: (page: Page) => Promise<number[]>,
): Promise<InteractionResult> {
  const { context, page } = await session.freshPage({ cpuThrottle });
  try {
    await page.addInitScript(instrument);
    await page.addInitScript(observeEventTiming, {
      report: false,
      threshold: EVENT_TIMING_THRESHOLD_MS,
    });
    await page.goto('/product/demo-in-stock');
    const samples = await interact(page);
    return summarise(name, cpuThrottle, samples, await worstEventInPage(page));
  } finally {
    await context.close();
  }
}

/** Keystroke to suggestions on the header search, the debounce taken off. */
async function typeQueries(page: Page): Promise<number[]> {
  // The view waits for the shopper: a pointer over the server's field first.
  await page.locator('rove-search:defined').hover();
  const input = page.locator('rove-search input[role="combobox"]');
  await input.click();
  await input.fill('warm up');
  await settleAfterInteraction(page, 400, 5000);
  const samples: number[] = [];
  for (const query of QUERIES) {
    await input.fill(query);
    samples.push((await settleAfterInteraction(page, 500, 6000)) - SEARCH_DEBOUNCE_MS);
  }
  return samples;
}

/** Choosing another option in the buybox until its price and stock are shown again. */
async function chooseOptions(page: Page): Promise<number[]> {
  const radios = page.locator(
    'rove-buybox [role="radiogroup"] [role="radio"], rove-buybox [role="radiogroup"] input[type="radio"]',
  );
  await radios.first().waitFor();
  const count = await radios.count();
  const samples: number[] = [];
  for (let i = 0; samples.length < 50 && i < 200; i += 1) {
    const radio = radios.nth(i % count);
    if (
      (await radio.getAttribute('aria-checked')) === 'true' ||
      (await radio.isChecked().catch(() => false))
    )
      continue;
    await radio.click();
    samples.push(await settleAfterInteraction(page, 300, 5000));
  }
  return samples;
}

const INTERACTIONS: [string, (page: Page) => Promise<number[]>][] = [
  ['keystroke → suggestions (after the 400 ms debounce)', typeQueries],
  ['option change → price and stock', chooseOptions],
];

export async function benchInteractions(
  session: BenchSession,
  throttles: number[],
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const cpuThrottle of throttles) {
    for (const [name, interact] of INTERACTIONS) {
      const result = await onProductPage(session, cpuThrottle, name, interact);
      console.log(
        `  ${result.name} ${cpuThrottle}×: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, worst event ${result.worstEventMs.toFixed(0)} ms`,
      );
      results.push(result);
    }
  }
  return results;
}
