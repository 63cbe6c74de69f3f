import { expect } from 'vitest';
import type { EngineDriver, Target } from './driver';

/** Where demo-host/public/test-error-hook.js keeps its records (one tab's session). */
const STORAGE_KEY = 'rove-test-errors';

type HookWindow = Window & { __roveTestErrors?: string[] };

/**
 * Every uncaught error, unhandled rejection, console.error and CSP violation the tab's pages
 * recorded since the visitor arrived — across the navigations of a journey (sessionStorage).
 * Fails if the page has no hook: a run without it would pass for the wrong reason.
 */
export async function pageErrors(driver: EngineDriver): Promise<string[]> {
  const recorded = await driver.evaluate((key: string) => {
    const own = (window as HookWindow).__roveTestErrors;
    if (!own) return null;
    return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  }, STORAGE_KEY);
  if (recorded === null)
    throw new Error(
      '[rove] no error hook in the page: start the demo host with ROVE_TEST_ERROR_HOOK=1',
    );
  return recorded;
}

/** The same for a sandboxed frame (an opaque origin has no storage: its own list only). */
export async function frameErrors(driver: EngineDriver, frame: Target): Promise<string[]> {
  const recorded = await driver.evaluateInFrame(
    frame,
    () => (window as HookWindow).__roveTestErrors ?? null,
  );
  if (recorded === null) throw new Error('[rove] no error hook in the frame');
  return recorded;
}

/**
 * The hook hears this engine: an uncaught error, an unhandled rejection and a console.error,
 * raised on purpose, are all recorded — so an empty list after a journey means nothing broke,
 * not that nothing was listening.
 */
export async function expectHookHears(driver: EngineDriver): Promise<void> {
  await driver.goto('/demo');
  await driver.evaluate(() => {
    setTimeout(() => {
      throw new Error('probe: uncaught');
    });
    void Promise.reject(new Error('probe: rejected'));
    console.error('probe: console');
  });
  await expect
    .poll(async () => (await pageErrors(driver)).map((line) => line.split(':')[0]).sort())
    .toEqual(['console.error', 'uncaught', 'unhandled rejection']);
}
