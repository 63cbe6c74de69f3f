/**
 * Definitions take turns. When a widget's chunk arrives, `customElements.define` upgrades and
 * renders every element of that tag at once, and the chunks that arrive together used to do so
 * in one task: a product page whose header, search, buy box and gallery arrive together blocked
 * a phone's main thread for hundreds of milliseconds (issue 22). Each definition is a job here
 * instead; jobs run in order in slices of about {@link SLICE_MS}, and the browser gets the main
 * thread back between slices (input, paint, the next chunk's parse).
 */
import { logOnce } from '../../core/log';
import { nextTask } from './next-task';

/** Work per slice before yielding (ms): under a phone's 4× slower CPU, well under 50 ms. */
export const SLICE_MS = 6;

const jobs: (() => void)[] = [];

function runSlice(): void {
  const started = performance.now();
  while (jobs.length > 0) {
    const job = jobs.shift() as () => void;
    try {
      job();
    } catch (error) {
      // A definition that throws must not stop the others, nor reach the host page.
      logOnce('error', 'upgrade', 'an element could not be defined', error);
    }
    if (jobs.length > 0 && performance.now() - started >= SLICE_MS) {
      nextTask(runSlice);
      return;
    }
  }
}

/**
 * Runs `job` in a coming slice, after the jobs queued before it.
 *
 * @example enqueueUpgrade(() => customElements.define('rove-love', RoveLove));
 */
export function enqueueUpgrade(job: () => void): void {
  jobs.push(job);
  // A task per job, not one flag for the queue: a slice that finds the queue empty costs
  // nothing, and a timer a test clock dropped never leaves later jobs waiting.
  nextTask(runSlice);
}

/** Runs every queued job now (tests that need the definitions synchronously). */
export function flushUpgrades(): void {
  while (jobs.length > 0) (jobs.shift() as () => void)();
}
