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
  startPageBehaviours();
}

/**
 * The page's own behaviours (loader/page/README.md): one cheap query each, and a small chunk
 * only for the pages that have what it works on.
 */
const PAGE_BEHAVIOURS: readonly (readonly [string, () => Promise<{ start(): void }>])[] = [
  ['form#user-pass', () => import('./page/password-reset')],
  ['form#user-login-form,form#user-login', () => import('./page/staff-check')],
  ['a.open-vr,[data-open-vr]', () => import('./page/vr-viewer')],
  ['img', () => import('./page/images')],
];

function startPageBehaviours(): void {
  for (const [selector, load] of PAGE_BEHAVIOURS) {
    if (!document.querySelector(selector)) continue;
    // Never into the host page: a behaviour that fails to load or start is logged once.
    load()
      .then((module) => module.start())
      .catch((error: unknown) =>
        logOnce('error', `page:${selector}`, 'a page behaviour failed', error),
      );
  }
}
