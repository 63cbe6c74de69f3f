import { useMemo } from 'react';
import type { LazyModule } from './lazy-module';
import {
  initialOnDemand,
  onDemandReducer,
  type OnDemandAction,
  type OnDemandState,
} from './on-demand.logic';
import { useStore } from '../state/use-store';

export interface OnDemand<M, R> extends OnDemandControls<M, R> {
  readonly state: OnDemandState<M, R>;
}

/** What a view does with its store: the same functions for every render. */
export interface OnDemandControls<M, R> {
  readonly dispatch: (action: OnDemandAction<M, R>) => void;
  /** Fetches the chunk (one request per page, lazy-module.ts) and keeps it once it arrives. */
  readonly fetch: () => Promise<void>;
  /**
   * The shopper asked for the view: it opens, and its chunk is fetched if it is not here yet;
   * if it cannot arrive, `report` hears why and the view reports itself closed.
   */
  readonly press: (report: (error: unknown) => void) => void;
}

/**
 * A view fetched on demand (on-demand.logic.ts) over its chunk: the button's press, the
 * chunk's arrival, the view's close and answer, in one store.
 *
 * @example const dialog = useOnDemand(dialogChunk); dialog.press(report); dialog.state.open && dialog.state.module
 */
export function useOnDemand<M, R = never>(chunk: LazyModule<M>): OnDemand<M, R> {
  const [state, store] = useStore<OnDemandState<M, R>, OnDemandAction<M, R>>(onDemandReducer, () =>
    initialOnDemand(chunk.current()),
  );
  const controls = useMemo((): OnDemandControls<M, R> => {
    const fetch = () => chunk.load().then((module) => store.dispatch({ type: 'arrived', module }));
    return {
      dispatch: store.dispatch,
      fetch,
      press(report) {
        store.dispatch({ type: 'pressed' });
        if (store.getState().module) return;
        fetch().catch((error: unknown) => {
          report(error);
          store.dispatch({ type: 'failed' });
        });
      },
    };
  }, [chunk, store]);
  return { state, ...controls };
}
