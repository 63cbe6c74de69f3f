/**
 * A synchronous store over a pure reducer (algolia/autocomplete's model): `dispatch` applies an
 * action at once, so a handler that runs twice between two renders (a key repeat, an IME event,
 * a second click in the same tick) reads the state its first run left — with no ref mirroring
 * React's state and no action dispatched twice. Views read it through `useStore`
 * (widgets/shared/state/use-store.ts).
 */
export interface Store<S, A> {
  getState(): S;
  dispatch(action: A): void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * @example
 * const store = createStore(loveReducer, initialLoveState(false));
 * store.dispatch({ type: 'save-started' });
 * store.getState().phase // 'saving', before any render
 */
export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
