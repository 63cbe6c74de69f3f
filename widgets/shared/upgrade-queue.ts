/**
 * Definitions and first renders take turns. When a widget's chunk arrives,
 * `customElements.define` upgrades and renders every element of that tag at once, and the
 * chunks that arrive together used to do so in one task: a product page whose header, search,
 * buy box and gallery arrive together blocked a phone's main thread for hundreds of
 * milliseconds (issue 22). Each definition is a job here instead, and so is each first render
 * that did not fit in its stretch ({@link renderInTurn}); jobs run in order in slices of about
 * {@link SLICE_MS}, and the browser gets the main thread back between slices (input, paint,
 * the next chunk's parse).
 */
import { logOnce } from '../../core/log';
import { nextTask } from './next-task';

/** Work per slice before yielding (ms): under a phone's 4× slower CPU, well under 50 ms. */
export const SLICE_MS = 6;

const jobs: (() => void)[] = [];

/**
 * When the first render of the current stretch of element work ran (performance.now()), or -1
 * before it. A stretch is one job of the queue (a definition: every element of the tag
 * connects in it) or the synchronous run of connects a host's insertion makes (it ends at the
 * next microtask checkpoint).
 */
let stretchStarted = -1;

function runSlice(): void {
  const started = performance.now();
  while (jobs.length > 0) {
    const job = jobs.shift() as () => void;
    // Each job is a stretch of its own (renderInTurn): a definition's first element renders
    // as it is defined.
    stretchStarted = -1;
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

/**
 * Runs an element's first render now if it is the first of the current stretch or the stretch
 * has time left, else as a job of its own. Defining a tag renders every element of it at once —
 * 24 wishlist hearts on a listing made a 40–70 ms task on a phone's 4× slower CPU (issue 22) —
 * so once a stretch has taken {@link SLICE_MS}, the next elements wait their turn, each showing
 * its server content meanwhile. The first is always now: an element alone in its tag renders
 * as it is defined, so `:defined` (which a host's stylesheet uses to hold the upgraded box)
 * never shows it without its view.
 *
 * @example renderInTurn(() => root.render(view)) // in connectedCallback
 */
export function renderInTurn(render: () => void): void {
  const now = performance.now();
  if (stretchStarted < 0) {
    stretchStarted = now;
    queueMicrotask(() => (stretchStarted = -1));
  } else if (now - stretchStarted >= SLICE_MS) {
    enqueueUpgrade(render);
    return;
  }
  render();
}

/** Runs every queued job now, definitions and waiting renders (tests that need them synchronously). */
export function flushUpgrades(): void {
  while (jobs.length > 0) (jobs.shift() as () => void)();
}
