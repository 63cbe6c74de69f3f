import type { Store } from '../../../core/store';

// The loop every machine with effects runs in (cart, listing, buy box): the reducer answers the next step
// and the effects it asks for as data; the driver applies each event and hands those effects to
// the widget's adapters. The rules stay in the machine, the world in the adapters; only the loop
// lives here.

export interface MachineDriver<Event> {
  /** Applies an event to the store and runs the effects its step asks for. */
  send(event: Event): void;
  /** The element left: events (answers still on their way, timers) are ignored from now on. */
  stop(): void;
  /** The element is back on the page. */
  resume(): void;
}

/** What a widget's adapters give the driver. */
export interface EffectRunner<Effect> {
  /** Carries out one effect the machine asked for. */
  run(effect: Effect): void;
  /** Cancels what the adapters hold (timers, frames, requests) when the element leaves. */
  halt(): void;
  /** Picks up again when the element is back (request runners that were stopped). */
  resume?(): void;
}

/**
 * Joins a machine's store to the adapters that run its effects. Effects run only when the step
 * changed (an event the reducer ignores asks for nothing again).
 *
 * @example const driver = driveMachine(store, { run, halt: () => clearTimeout(timer) }); driver.send({ type: 'page-hidden' });
 */
export function driveMachine<Event, Effect>(
  store: Store<{ readonly effects: readonly Effect[] }, Event>,
  effects: EffectRunner<Effect>,
): MachineDriver<Event> {
  let live = true;
  return {
    send(event) {
      if (!live) return;
      const before = store.getState();
      store.dispatch(event);
      const after = store.getState();
      if (after !== before) for (const effect of after.effects) effects.run(effect);
    },
    stop() {
      live = false;
      effects.halt();
    },
    resume() {
      live = true;
      effects.resume?.();
    },
  };
}
