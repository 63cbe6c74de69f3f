import { callJson } from '../../../core/http/json';
import { logOnce } from '../../../core/log';
import { createRequestRunner } from '../../../core/request-runner';
import { getSettings } from '../../../core/settings/settings';
import { applyLiveCounts } from './live-info.counts';
import { createPoller } from './live-info.poller';
import { liveInfoReply } from './live-info.schema';

export interface LiveInfoOptions {
  /** Where counter events are dispatched from (the header). */
  origin?: EventTarget | null;
  /** Told when a call starts (true) and ends (false), for the global loading state. */
  onBusy?: (busy: boolean) => void;
}

/**
 * Starts GET {base}ajax/live_info.json: on load with `init=1`, then every 5 minutes, paused while
 * the tab is hidden, and again (without init) when the page is restored from the back/forward
 * cache. `pathname` is the current path and query (spec/shell.md §7). Failures are logged
 * once and the schedule goes on (the specification shows no message). Returns the function that stops it
 * and aborts a call under way.
 *
 * @example const stop = startLiveInfo({ origin: header, onBusy: (busy) => bar.toggle(busy) });
 */
export function startLiveInfo(options: LiveInfoOptions = {}): () => void {
  // The poller never overlaps its runs, so none supersedes another: stopped, the runner aborts
  // the call under way and its answer is ignored.
  const requests = createRequestRunner();
  const poller = createPoller({
    isHidden: () => document.visibilityState === 'hidden',
    run: async (init) => {
      options.onBusy?.(true);
      try {
        const settled = await requests.latest((signal) =>
          callJson('ajax/live_info.json', liveInfoReply, {
            basePath: getSettings().basePath,
            query: { pathname: location.pathname + location.search, init: init ? 1 : undefined },
            signal,
          }),
        );
        if (!settled.current) return;
        const reply = settled.value;
        if (reply.ok) applyLiveCounts(reply.data, options.origin);
        else logOnce('warn', 'live-info', `live info refresh failed: ${reply.error.message}`);
      } finally {
        options.onBusy?.(false);
      }
    },
  });
  const onVisibility = () => poller.visibilityChanged();
  // Back (or forward) to a page kept in the back/forward cache: its counts are as old as the
  // moment it was left, and the next 5-minute call may be minutes away.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) poller.restored();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', onPageShow);
  poller.start();
  return () => {
    poller.stop();
    requests.stop();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', onPageShow);
  };
}
