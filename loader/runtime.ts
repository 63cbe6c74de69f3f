/**
 * What every page runs besides its widgets: validated settings, the `window.Rove` API, the
 * `ready` event, tracking and the page's own behaviours. Started with the widgets, after the
 * first paint (loader/start-widgets.ts), and sharing settings and bus with them.
 */
import { emit, startRecording } from '../core/bus';
import { logOnce } from '../core/log';
import { getSettings } from '../core/settings/settings';
import { installApi, type RoveWindow } from './api';
import { watchVendorBlocks } from './csp-watch';
import { startPageBehaviours } from './page/start';
import { VERSION } from './version';

export function startRuntime(win: RoveWindow, widgetsDefined: Promise<void>): void {
  watchVendorBlocks(win.document);
  // Tracking is a chunk of its own: the widgets never wait for it, and what they emit before
  // it arrives is recorded and replayed (loader/tracking.ts).
  const stopRecording = startRecording();
  const tracking = import('./tracking').then(
    (module) => module.startPageTracking(win, stopRecording),
    (error: unknown) => {
      stopRecording();
      logOnce('error', 'tracking', 'could not load tracking', error);
    },
  );
  const api = installApi(
    win,
    VERSION,
    widgetsDefined.then(() => getSettings()),
    () => {
      void tracking.then((running) => running?.grantConsent());
    },
    () => {
      void tracking.then((running) => running?.revokeConsent());
    },
  );
  void api.ready.then(() => emit('ready', { version: VERSION }));
  if (document.querySelector('[data-rove-cookie-notice]')) {
    import('./cookie-notice').then(
      (module) => module.showCookieNotice(),
      (error: unknown) => logOnce('error', 'cookie-notice', 'could not load the notice', error),
    );
  }
  // The page's own behaviours (loader/page/README.md), in a task of their own: off the path
  // that shows the widgets, like tracking. Each catches its own failures.
  setTimeout(startPageBehaviours, 0);
}
