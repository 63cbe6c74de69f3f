import { createNanoEvents } from 'nanoevents';
import type { RoveEventMap, RoveEventName } from './events';

type Listener<K extends RoveEventName> = (detail: RoveEventMap[K]) => void;
type EmitterEvents = { [K in RoveEventName]: Listener<K> };

const emitter = createNanoEvents<EmitterEvents>();
const latest = new Map<RoveEventName, unknown>();
let recording: RecordedEvent[] | undefined;

/** A bus event as recorded: its name and detail. */
export type RecordedEvent = readonly [RoveEventName, unknown];

/**
 * Records every event emitted from now until the returned function is called, which stops
 * and returns them in order — so a module that loads later (tracking) misses nothing. One
 * recording at a time (the runtime's).
 *
 * @example const stop = startRecording(); …; replay(stop());
 */
export function startRecording(): () => readonly RecordedEvent[] {
  const events: RecordedEvent[] = (recording = []);
  return () => {
    recording = undefined;
    return events;
  };
}

/**
 * The detail of the last `name` event emitted on this page, so a widget that mounts later
 * (a header counter added after a love) starts from the current state.
 *
 * @example lastDetail('love-changed')?.count
 */
export function lastDetail<K extends RoveEventName>(name: K): RoveEventMap[K] | undefined {
  return latest.get(name) as RoveEventMap[K] | undefined;
}

/**
 * Subscribes to a bus event; returns the function that unsubscribes.
 *
 * @example const off = on('love-changed', ({ nid, count }) => console.log(nid, count));
 */
export function on<K extends RoveEventName>(name: K, listener: Listener<K>): () => void {
  return emitter.on(name, ((detail: RoveEventMap[K]) => {
    try {
      listener(detail);
    } catch (error) {
      // A host listener that throws must not stop the other listeners or the widget.
      console.error(`[rove] a listener of ${name} threw`, error);
    }
  }) as EmitterEvents[K]);
}

/**
 * Tells every bus listener, then dispatches `rove:<name>` (bubbling, composed) from
 * `target` — the widget's element, so the event carries its origin — or from `document`.
 *
 * @example emit('love-changed', { nid: 1203, selected: true, count: 4 }, loveElement);
 */
export function emit<K extends RoveEventName>(
  name: K,
  detail: RoveEventMap[K],
  target?: EventTarget | null,
): void {
  latest.set(name, detail);
  recording?.push([name, detail]);
  emitter.emit(name, ...([detail] as Parameters<EmitterEvents[K]>));
  const origin =
    target && (target as Node).isConnected !== false
      ? target
      : typeof document === 'undefined'
        ? null
        : document;
  origin?.dispatchEvent(new CustomEvent(`rove:${name}`, { detail, bubbles: true, composed: true }));
}
