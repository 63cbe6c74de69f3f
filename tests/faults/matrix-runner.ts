/**
 * Walks one endpoint through the nine faults on one page and records what each cell showed.
 * A failing cell does not stop the row: the matrix must say what every fault did; the test
 * fails afterwards if any cell failed.
 */
import { expect, type Page } from '@playwright/test';
import type { PageWatch } from '../helpers/page-watch';
import { pageSettled } from '../helpers/page-settled';
import type { CellResult, Endpoint, RowResult } from './endpoint-types';
import {
  DEFAULT_WRONG_SHAPE,
  FAULTS,
  FaultRoute,
  WIDGET_TIMEOUT_MS,
  rejections,
  type Fault,
} from './fault-kinds';

export async function runRow(page: Page, watch: PageWatch, endpoint: Endpoint): Promise<RowResult> {
  const started = Date.now();
  const route = new FaultRoute(
    endpoint.route,
    endpoint.method,
    endpoint.wrongShape ?? DEFAULT_WRONG_SHAPE,
  );
  await route.install(page);
  const cells: Partial<Record<Fault, CellResult>> = {};
  let needsLoad = true;
  let previous: Fault | undefined;
  for (const fault of FAULTS) {
    const before = { errors: watch.pageErrors.length, console: watch.console.length };
    try {
      if (endpoint.onLoad) {
        // The previous cell's page goes first: a read's retry it still had pending (after a
        // 250 or 750 ms pause) must not be counted as this cell's request.
        await page.goto('about:blank');
        route.mode = fault;
        route.resetCount();
        await endpoint.beforeLoad?.(page);
        await page.goto(endpoint.page, { waitUntil: 'domcontentloaded' });
        await endpoint.ready(page);
        await endpoint.trigger?.(page);
      } else {
        if (needsLoad || endpoint.reloadEachCell) {
          route.mode = 'pass';
          await endpoint.beforeLoad?.(page);
          await page.goto(endpoint.page, { waitUntil: 'domcontentloaded' });
          await endpoint.ready(page);
        }
        await endpoint.setup?.(page);
        for (const typed of endpoint.typed ?? []) await typed.field(page).fill(typed.value);
        route.mode = fault;
        route.resetCount();
        await endpoint.trigger?.(page);
      }
      let note: string;
      if (fault === 'timeout') note = await timeoutCell(page, route, endpoint);
      else if (fault === 'removed')
        note = await removedCell(page, route, endpoint, watch, before.console);
      else {
        // The outcome must come from this cell's reply, not from the previous cell's state:
        // the page has the faulty reply and has handled it before the outcome is read.
        await expect
          .poll(() => route.seen.length, { message: 'the call was made' })
          .toBeGreaterThan(0);
        await expect
          .poll(() => route.answered, { message: 'the reply reached the page' })
          .toBeGreaterThan(0);
        await pageSettled(page);
        note = await endpoint.outcome(page, fault);
      }
      const requests = route.seen.length;
      expectRequestCount(endpoint, fault, requests, previous);
      // After 'removed' the fields went with the element: nothing left to keep.
      const keeps = fault !== 'removed' && (endpoint.keepsTyped?.(fault) ?? true);
      for (const typed of keeps ? (endpoint.typed ?? []) : [])
        await expect(typed.field(page), 'typed input kept').toHaveValue(typed.value);
      expect(watch.pageErrors.slice(before.errors).map(String), 'uncaught errors').toEqual([]);
      expect(await rejections(page), 'unhandled rejections').toEqual([]);
      cells[fault] = { ok: true, note, requests };
      needsLoad =
        fault === 'timeout' || fault === 'removed' || !!endpoint.reloadAfter?.includes(fault);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      cells[fault] = { ok: false, note: firstLine(message), requests: route.seen.length };
      needsLoad = true;
    } finally {
      await route.dropHeld();
      route.mode = 'pass';
      previous = fault;
    }
  }
  return {
    name: endpoint.name,
    seed: endpoint.seed,
    page: endpoint.page,
    stateChanging: endpoint.stateChanging,
    cells,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/**
 * The widget's own deadline: the reply never comes, the busy state shows, then the page
 * clock jumps past core/http/json's 15 s (or the endpoint's own deadline) and the widget must show
 * its failure state.
 */
async function timeoutCell(page: Page, route: FaultRoute, endpoint: Endpoint): Promise<string> {
  await route.waitHeld();
  await endpoint.busy?.(page);
  // The widget's deadline was set when its call started; the jump must meet a page that has
  // drawn its busy state, not one still handling the click.
  await pageSettled(page);
  await page.clock.fastForward((endpoint.timeoutMs ?? WIDGET_TIMEOUT_MS) + 500);
  const note = await endpoint.outcome(page, 'timeout');
  return endpoint.busy ? `busy, then ${note}` : note;
}

/**
 * A slow reply after the element was removed: the reply arrives (from the real server) once
 * the element is gone, and must leave no trace — no new text, no console error, no element.
 */
async function removedCell(
  page: Page,
  route: FaultRoute,
  endpoint: Endpoint,
  watch: PageWatch,
  consoleBefore: number,
): Promise<string> {
  await route.waitHeld();
  if (endpoint.removedOutcome)
    return removedWithOutcome(page, route, endpoint.element, endpoint.removedOutcome);
  const left = await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) element.remove();
    return document.querySelectorAll(selector).length;
  }, endpoint.element);
  expect(left, 'element removed').toBe(0);
  // Let the removal's own re-render, and anything else the page still draws (a provider's
  // messaging rendering late), settle before taking the snapshot.
  const text = await settledText(page);
  const opened = await page.locator('dialog[open], [role="alert"]:visible').count();
  await route.releaseToServer();
  await pageSettled(page);
  expect(await page.evaluate(() => document.body.innerText), 'page text after the reply').toBe(
    text,
  );
  expect(await page.locator('dialog[open], [role="alert"]:visible').count()).toBe(opened);
  expect(await page.locator(endpoint.element).count(), 'element came back').toBe(0);
  const errors = watch.console
    .slice(consoleBefore)
    .filter((line) => line.type === 'error')
    .map((line) => line.text);
  expect(errors, 'console errors').toEqual([]);
  return 'no trace';
}

/** The element leaves while the reply is held; the reply must still have its defined effect. */
async function removedWithOutcome(
  page: Page,
  route: FaultRoute,
  selector: string,
  outcome: (page: Page) => Promise<string>,
): Promise<string> {
  await page.evaluate((tag) => {
    for (const element of document.querySelectorAll(tag)) element.remove();
  }, selector);
  await route.releaseToServer();
  return outcome(page);
}

const isNetworkError = (fault: Fault | undefined) => fault === 'abort' || fault === 'offline';

/**
 * One user action, one request: a state-changing call is never repeated. A read may be
 * retried twice after a network error (core/http/json, decision 0005), so it may be seen three times;
 * those retries come 250 and 750 ms later, so the cell after a network error may also see the
 * two its predecessor still had pending (the page can show its outcome before they are sent).
 */
function expectRequestCount(
  endpoint: Endpoint,
  fault: Fault,
  requests: number,
  previous: Fault | undefined,
): void {
  const read = !endpoint.stateChanging && endpoint.retried !== false;
  const own = read && isNetworkError(fault) ? 3 : 1;
  const allowed = endpoint.maxRequests ?? own + (read && isNetworkError(previous) ? 2 : 0);
  if (endpoint.stateChanging) expect(requests, 'requests per action').toBe(1);
  else expect(requests, 'requests per action').toBeLessThanOrEqual(allowed);
  expect(requests, 'the call was made').toBeGreaterThan(0);
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(message: string): string {
  // Playwright messages carry ANSI colours and a call log; the matrix wants the gist.
  const clean = message.replace(ANSI_COLOUR, '');
  const lines = clean.split('\n').map((line) => line.trim());
  const gist = lines.filter(
    (line) => line && !line.startsWith('Call log') && !line.startsWith('- '),
  );
  return gist.slice(0, 3).join(' ').slice(0, 160);
}

/**
 * The page's text once it stops changing: two reads a quarter second apart agree (3 s at most).
 * A stability poll, not a pause: a product page's financing messaging draws after its vendor's
 * script, some time after the page has otherwise settled (one task and two frames were not
 * enough: the reply's cell then saw that messaging appear, in a full run).
 */
async function settledText(page: Page): Promise<string> {
  const read = () => page.evaluate(() => document.body.innerText);
  let last = await read();
  for (let tries = 0; tries < 12; tries += 1) {
    await pageSettled(page);
    await page.waitForTimeout(250);
    const now = await read();
    if (now === last) return now;
    last = now;
  }
  return last;
}
