/** A machine (core/store.ts's pattern): from a state and an event, the next state and the effects it asks for. */
export type Machine<State, Event, Effect> = (
  state: State,
  event: Event,
) => { readonly state: State; readonly effects: readonly Effect[] };

/** A machine's state held across events, for a test that tells a story event by event. */
export interface MachineSteps<State, Event, Effect> {
  /** Sends the event and answers the effects it asked for. */
  send(event: Event): readonly Effect[];
  readonly state: State;
  /** The effects the last event asked for. */
  readonly effects: readonly Effect[];
  /** The same event again changes nothing and asks for nothing. */
  unchangedBy(event: Event): boolean;
}

/**
 * `machine` stepped from `start`, with no network, timer or DOM: events in, state and effects
 * out. A test file wraps it with the steps its story repeats. (The widgets' own loop, which also
 * runs the effects, is widgets/shared/state/machine-driver.ts.)
 *
 * @example const cart = stepMachine(cartMachine, initialCartState(view)); cart.send({ type: 'idle-elapsed', now: 0 });
 */
export function stepMachine<State, Event, Effect>(
  machine: Machine<State, Event, Effect>,
  start: State,
): MachineSteps<State, Event, Effect> {
  let state = start;
  let effects: readonly Effect[] = [];
  return {
    send(event) {
      ({ state, effects } = machine(state, event));
      return effects;
    },
    get state() {
      return state;
    },
    get effects() {
      return effects;
    },
    unchangedBy(event) {
      const step = machine(state, event);
      return step.state === state && step.effects.length === 0;
    },
  };
}
