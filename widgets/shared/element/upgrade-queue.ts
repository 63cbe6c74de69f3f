/**
 * Definitions and first renders take turns. When a widget's chunk arrives,
 * `customElements.define` upgrades and renders every element of that tag at once, and the
 * chunks that arrive together used to do so in one task: a product page whose header, search,
 * buy box and gallery arrive together blocked a phone's main thread for hundreds of
 * milliseconds (issue 22). Each definition is a job here instead, and so is each first render
 * that did not fit in its stretch ({@link renderInTurn}); jobs run in order, one a task, and
 * the browser gets the main thread back between them (input, paint, the next chunk's parse).
 */
import { logOnce } from '../../../core/log';
import { nextTask } from '../../../core/next-task';

/** A stretch's element work before the next renders wait their turn (ms): under a phone's 4×
 * slower CPU, well under 50 ms. */
const SLICE_MS = 6;

const jobs: (() => void)[] = [];

/**
 * When the first render of the current stretch of element work ran (performance.now()), or -1
 * before it. A stretch is one job of the queue (a definition: every element of the tag
 * connects in it) or the synchronous run of connects a host's insertion makes (it ends at the
 * next microtask checkpoint).
 */
let stretchStarted = -1;

function runJob(): void {
  const job = jobs.shift();
  if (!job) return;
  // Each job is a stretch of its own (renderInTurn): a definition's first element renders
  // as it is defined.
  stretchStarted = -1;
  try {
    job();
  } catch (error) {
    // A definition that throws must not stop the others, nor reach the host page.
    logOnce('error', 'upgrade', 'an element could not be defined', error);
  }
}

/**
 * Runs `job` in a task of its own, after the jobs queued before it. One job a task: a job is a
 * definition, a view's second turn or a render that did not fit in its stretch, and the first
 * two are as long as a whole view's first render (30–100 ms for the header search with a
 * phone's CPU, issue 22), which the queue cannot know beforehand: a slice of several jobs put
 * other work in the same task. A task is cheap: the browser still paints at most once a frame.
 *
 * @example enqueueUpgrade(() => customElements.define('rove-love', RoveLove));
 */
export function enqueueUpgrade(job: () => void): void {
  jobs.push(job);
  nextTask(runJob);
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
