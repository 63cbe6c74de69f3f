/** Live info is refreshed every 5 minutes (spec/shell.md §9: 300000 ms). */
export const LIVE_INFO_INTERVAL_MS = 300_000;

export interface PollerOptions {
  /** One refresh; `init` is true for the first call only (spec/shell.md §7). */
  run: (init: boolean) => Promise<unknown>;
  /** Whether the tab is hidden now (document.hidden). */
  isHidden: () => boolean;
  intervalMs?: number;
  now?: () => number;
}

export interface Poller {
  /** Refreshes at once (init) and every interval after. */
  start(): void;
  /** Call on `visibilitychange`: pauses while hidden, catches up when visible again. */
  visibilityChanged(): void;
  /**
   * Call when the page comes back from the back/forward cache: it was frozen, so what it shows
   * may be old (a cart emptied on the next page). Refreshes at once and restarts the rhythm.
   */
  restored(): void;
  stop(): void;
}

/**
 * The live-info schedule, apart from the DOM so it is tested with fake timers. While the tab is
 * hidden no call is made (a background tab should not poll the server all day); when it shows
 * again, a refresh that fell due meanwhile runs at once and the 5-minute rhythm restarts from
 * it, else the remaining time is waited. Runs never overlap.
 *
 * @example
 * const poller = createPoller({ run: (init) => refresh(init), isHidden: () => document.hidden });
 * poller.start();
 */
export function createPoller(options: PollerOptions): Poller {
  const interval = options.intervalMs ?? LIVE_INFO_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = 0;
  let started = false;
  let stopped = false;
  let running = false;
  let first = true;
  // A run came due while the previous one was still out — its interval passed (a reply slower
  // than the interval, or a clock that jumped) or the page was restored from a freeze: it runs
  // as soon as that one ends, rather than being dropped until the next interval.
  let owedAfterRun = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    clear();
    if (!stopped && !options.isHidden()) timer = setTimeout(tick, Math.max(0, ms));
  };
  function tick() {
    timer = undefined;
    if (stopped) return;
    if (running) {
      owedAfterRun = true;
      return;
    }
    if (options.isHidden()) return; // visibilityChanged() picks it up
    running = true;
    lastRun = now();
    const init = first;
    first = false;
    schedule(interval);
    void Promise.resolve()
      .then(() => options.run(init))
      .catch(() => undefined) // run() reports its own failures
      .finally(() => {
        running = false;
        if (owedAfterRun) {
          owedAfterRun = false;
          schedule(0);
        }
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      // A tab opened in the background makes its first (init) call once it is shown.
      if (options.isHidden()) first = true;
      else tick();
    },
    visibilityChanged() {
      if (!started || stopped) return;
      if (options.isHidden()) {
        clear();
        return;
      }
      if (timer !== undefined) return;
      schedule(first ? 0 : lastRun + interval - now());
    },
    restored() {
      if (!started || stopped) return;
      if (running) owedAfterRun = true;
      else schedule(0);
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
