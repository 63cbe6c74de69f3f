/**
 * The tracking chunk: loaded by the runtime right away, in parallel with the widgets, but
 * never in a widget's way (no widget imports it). Bus events emitted before it arrived were
 * recorded by the runtime and are replayed here, in order, so none is lost.
 */
import { on, type RecordedEvent } from '../core/bus';
import type { RoveEventName } from '../core/events';
import { getSettings } from '../core/settings/settings';
import { startTracking, type StartTrackingOptions, type Tracking } from '../core/tracking/start';

type AnyListener = (detail: unknown) => void;

export function startPageTracking(
  win: StartTrackingOptions['win'],
  stopRecording: () => readonly RecordedEvent[],
): Tracking {
  const listeners = new Map<RoveEventName, AnyListener[]>();
  const subscribe: typeof on = (name, listener) => {
    listeners.set(name, [...(listeners.get(name) ?? []), listener as AnyListener]);
    return on(name, listener);
  };
  const tracking = startTracking({ win, settings: getSettings(), on: subscribe });
  // Synchronous from the subscriptions above to here: no event is both recorded and heard.
  for (const [name, detail] of stopRecording())
    for (const listener of listeners.get(name) ?? []) listener(detail);
  return tracking;
}
