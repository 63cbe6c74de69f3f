import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

type Action = { type: 'add'; by: number } | { type: 'same' };
const counter = (state: { n: number }, action: Action) =>
  action.type === 'add' ? { n: state.n + action.by } : state;

describe('createStore', () => {
  it('applies each action at once: a second handler in the same tick sees the first one', () => {
    const store = createStore(counter, { n: 0 });
    store.dispatch({ type: 'add', by: 1 });
    expect(store.getState()).toEqual({ n: 1 });
    store.dispatch({ type: 'add', by: 2 });
    expect(store.getState()).toEqual({ n: 3 });
  });

  it('tells its listeners about changes only, until they unsubscribe', () => {
    const store = createStore(counter, { n: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'same' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe another during a change without skipping anyone', () => {
    const store = createStore(counter, { n: 0 });
    const second = vi.fn();
    let unsubscribeSecond = () => {};
    store.subscribe(() => unsubscribeSecond());
    unsubscribeSecond = store.subscribe(second);
    store.dispatch({ type: 'add', by: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'add', by: 1 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
