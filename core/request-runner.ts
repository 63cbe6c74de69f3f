/** How a run ended: its value, or `current: false` when a newer run or `stop()` came first. */
export type Settled<T> = { current: true; value: T } | { current: false };

/**
 * One widget's request lifecycle, in one place: each run gets its own AbortSignal; a newer run
 * aborts the one in flight (latest wins); `exclusive` refuses a second run while one is out
 * (calls that change state: a love, a cart line); `stop()` — the element left — aborts what is
 * out and settles every later run as not current without starting it.
 */
export interface RequestRunner {
  /** Aborts the run in flight and starts `call`. */
  latest<T>(call: (signal: AbortSignal) => Promise<T>): Promise<Settled<T>>;
  /** Starts `call` unless a run is in flight (then null: nothing was sent). */
  exclusive<T>(call: (signal: AbortSignal) => Promise<T>): Promise<Settled<T>> | null;
  /** True while a run is in flight. */
  readonly busy: boolean;
  /** Aborts the run in flight (it settles as not current); later runs start as usual. */
  abort(): void;
  stop(): void;
  /** Accepts runs again after `stop()` (an element put back on the page). */
  resume(): void;
}

/**
 * @example
 * const runner = createRequestRunner();
 * const settled = await runner.latest((signal) => callJson('x', schema, { basePath, signal }));
 * if (settled.current) show(settled.value); // an older answer never overwrites a newer one
 */
export function createRequestRunner(): RequestRunner {
  let inFlight: AbortController | null = null;
  let stopped = false;

  async function run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<Settled<T>> {
    inFlight?.abort();
    if (stopped) return { current: false };
    const mine = new AbortController();
    inFlight = mine;
    try {
      const value = await call(mine.signal);
      return mine.signal.aborted ? { current: false } : { current: true, value };
    } catch (error) {
      if (mine.signal.aborted) return { current: false };
      throw error;
    } finally {
      if (inFlight === mine) inFlight = null;
    }
  }

  return {
    latest: run,
    exclusive: (call) => (inFlight ? null : run(call)),
    get busy() {
      return inFlight !== null;
    },
    abort() {
      inFlight?.abort();
    },
    stop() {
      stopped = true;
      inFlight?.abort();
    },
    resume() {
      stopped = false;
    },
  };
}
