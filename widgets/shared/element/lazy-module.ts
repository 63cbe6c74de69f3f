import { pageLeaving } from '../../../core/page-leaving';

/** A chunk fetched on demand, at most once per page. */
export interface LazyModule<M> {
  /** The module: fetched on the first call and shared after; a failed fetch is forgotten, so a
   * later call tries again. */
  load(): Promise<M>;
  /** The module once it has arrived, else null (for a render that cannot wait). */
  current(): M | null;
}

/**
 * Wraps a dynamic import so that every element of a kind, and every render, shares one request:
 * views a shopper may never open (steps 2–5 of checkout, the love email dialog) stay out of the
 * first chunk and arrive while the shopper is busy with something else.
 *
 * @example const steps = lazyModule(() => import('./later-steps')); await steps.load();
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  function load(): Promise<M> {
    loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        // Cancelled by the shopper's navigation: made again for the same callers if they stay
        // or come Back (core/page-leaving.ts), never a failure for a widget to show.
        const leaving = pageLeaving();
        if (leaving) return leaving.then(load);
        throw error;
      },
    );
    return loading;
  }
  return { load, current: () => loaded };
}
