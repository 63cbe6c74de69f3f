/**
 * The part of the loader that can wait for a round trip: validated settings, the
 * `window.Rove` API and the `ready` event. Loaded right after loader.js, in parallel with
 * the first widget chunks, and shared with them (settings and bus are one module each).
 */
import { emit } from '../core/bus';
import { getSettings } from '../core/settings/settings';
import { installApi, type RoveWindow } from './api';
import { VERSION } from './version';

export function startRuntime(win: RoveWindow, widgetsDefined: Promise<void>): void {
  const api = installApi(
    win,
    VERSION,
    widgetsDefined.then(() => getSettings()),
  );
  void api.ready.then(() => emit('ready', { version: VERSION }));
  if (document.querySelector('[data-rove-cookie-notice]')) {
    void import('./cookie-notice').then((module) => module.showCookieNotice());
  }
}
