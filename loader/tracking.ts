/**
 * The tracking chunk: loaded by the runtime right away, in parallel with the widgets, but
 * never in a widget's way (no widget imports it). Bus events emitted before it arrived were
 * recorded by the runtime and are heard now, in order, so none is lost.
 */
import type { RecordedEvent } from '../core/bus';
import { getSettings } from '../core/settings/settings';
import { startTracking, type StartTrackingOptions, type Tracking } from '../core/tracking/start';
import { trackLinkClicks } from '../core/tracking/tracked-links';

export function startPageTracking(
  win: StartTrackingOptions['win'],
  stopRecording: () => readonly RecordedEvent[],
): Tracking {
  // Synchronous from here to startTracking's subscriptions: no event falls in between.
  const tracking = startTracking({ win, settings: getSettings(), replay: stopRecording() });
  trackLinkClicks(document, tracking.track);
  return tracking;
}
