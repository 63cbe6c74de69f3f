/**
 * The part of the loader that can wait for a round trip: validated settings, the
 * `window.Rove` API and the `ready` event. Loaded right after loader.js, in parallel with
 * the first widget chunks, and shared with them (settings and bus are one module each).
 */
import { emit, startRecording } from '../core/bus';
import { logOnce } from '../core/log';
import { getSettings } from '../core/settings/settings';
import { installApi, type RoveWindow } from './api';
import { VERSION } from './version';

export function startRuntime(win: RoveWindow, widgetsDefined: Promise<void>): void {
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
  );
  void api.ready.then(() => emit('ready', { version: VERSION }));
  if (document.querySelector('[data-rove-cookie-notice]')) {
    void import('./cookie-notice').then((module) => module.showCookieNotice());
  }
  // The page's own behaviours (loader/page/README.md) are a chunk of their own: off the path
  // that shows the widgets, like tracking.
  void import('./page/start').then(
    (module) => module.startPageBehaviours(),
    (error: unknown) => logOnce('error', 'page-behaviours', 'a page behaviour failed', error),
  );
}
