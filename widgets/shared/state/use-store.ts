import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRequestRunner, type RequestRunner } from '../../../core/request-runner';
import { createStore, type Store } from '../../../core/store';

/**
 * A component's own store over a pure reducer (core/store.ts): the state to render, and the
 * store whose `getState()` handlers read and whose `dispatch` changes it at once.
 *
 * @example const [state, love] = useStore(loveReducer, () => initialLoveState(false));
 */
export function useStore<S, A>(
  reducer: (state: S, action: A) => S,
  init: () => S,
): readonly [S, Store<S, A>] {
  const [store] = useState(() => createStore(reducer, init()));
  // The same snapshot for hydration: a view over server markup (the results page) starts from
  // the state the server rendered.
  return [useSyncExternalStore(store.subscribe, store.getState, store.getState), store];
}

/**
 * A component's request runner (core/request-runner.ts), stopped when the component unmounts:
 * nothing it started can change state after the element left.
 *
 * @example const requests = useRequestRunner(); await requests.latest((signal) => load(signal));
 */
export function useRequestRunner(): RequestRunner {
  const [runner] = useState(createRequestRunner);
  useEffect(() => {
    runner.resume();
    return () => runner.stop();
  }, [runner]);
  return runner;
}
