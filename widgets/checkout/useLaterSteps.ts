import { useEffect } from 'react';
import { logOnce } from '../../core/log';
import { lazyModule } from '../shared/element/lazy-module';
import { useStore } from '../shared/state/use-store';
import { laterStepsLoadReducer } from './later-steps.logic';
import type * as LaterStepsModule from './later-steps';

/** The views of steps 2–5, once their chunk has arrived. */
export type LaterSteps = typeof LaterStepsModule;

/** What the shell renders in a later step's place while its chunk is missing. */
export type LaterStepsState =
  | { readonly phase: 'ready'; readonly views: LaterSteps }
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed'; readonly retry: () => void };

// One chunk per page: every <rove-checkout> (and every re-render) shares the same request.
const laterSteps = lazyModule(() => import('./later-steps'));

/**
 * Fetches steps 2–5 (once; a failed fetch may be asked again). Stories and tests that render a
 * later step at once call this first, as the shell does right after its first render.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  return laterSteps.load();
}

/**
 * Steps 2–5 for the shell: the views at once when their chunk is here, else a request made right
 * after the first render — the account step paints first, the rest arrives while the shopper
 * types an email — and 'loading' until it lands, 'failed' with a retry if it cannot.
 */
export function useLaterSteps(): LaterStepsState {
  const [{ views, failed }, load] = useStore(laterStepsLoadReducer<LaterSteps>, () => ({
    views: laterSteps.current(),
    failed: false,
  }));
  // Asked again when a retry clears the failure.
  useEffect(() => {
    if (views || failed) return;
    let current = true;
    loadLaterSteps().then(
      (module) => {
        if (current) load.dispatch({ type: 'arrived', views: module });
      },
      (error: unknown) => {
        logOnce('error', 'checkout:later-steps', 'The checkout steps could not be loaded', error);
        if (current) load.dispatch({ type: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [views, failed, load]);
  if (views) return { phase: 'ready', views };
  if (!failed) return { phase: 'loading' };
  return {
    phase: 'failed',
    retry: () => load.dispatch({ type: 'retried' }),
  };
}
