/**
 * The loader: `<script type="module" src="{base}/loader.js">`. It reads the page once,
 * installs `window.Rove`, and imports a widget's chunk only when its tag is in the page.
 * Everything heavier (validated settings, views) arrives in those chunks.
 */
import { adoptStyles } from '../core/adopt-styles';
import { emit } from '../core/bus';
import { logOnce } from '../core/log';
import { isWidgetDisabled, readRawSettings } from '../core/settings/raw';
import { installApi, type RoveWindow } from './api';
import { startLazyDefine } from './lazy-define';
import { REGISTRY, reserveCss } from './registry';
import { VERSION } from './version';

function boot(win: RoveWindow): void {
  if (win.Rove && typeof win.Rove === 'object' && 'ready' in win.Rove) {
    logOnce('warn', 'loader-twice', 'the loader is included more than once; the extra copy does nothing');
    return;
  }
  const raw = readRawSettings(document, win);
  adoptStyles('rove-reserve', reserveCss(REGISTRY));
  const defining = startLazyDefine(REGISTRY, (tag) => isWidgetDisabled(raw.values, tag));
  const settings = import('../core/settings/settings').then(
    (module) => module.getSettings(),
    (error: unknown) => {
      logOnce('error', 'settings-chunk', 'could not load the settings module', error);
      return undefined;
    },
  );
  const api = installApi(
    win,
    VERSION,
    Promise.all([settings, defining.initial]).then(([value]) => value),
  );
  void api.ready.then(() => emit('ready', { version: VERSION }));
}

try {
  boot(window as RoveWindow);
} catch (error) {
  // The loader must never break the host page.
  console.error('[rove] the loader failed to start', error);
}
