/**
 * The loader: `<script type="module" src="{base}/loader.js">`. It reads the page once and
 * imports a widget's chunk only when its tag is in the page; `window.Rove` arrives with the
 * runtime chunk a moment later (host code queues on `window.RoveCallbacks`).
 */
import { logOnce } from '../core/log';
import { isWidgetDisabled, readRawSettings } from '../core/settings/raw';
import type { RoveWindow } from './api';
import { startLazyDefine } from './lazy-define';
import { RESERVE_CSS } from './reserve-css';

/**
 * Every element's chunk is `chunks/<tag>.<build>.js`: the build replaces this placeholder with
 * a hash of all of them (build/widget-entries.ts), so the addresses stay immutable per build
 * while the loader needs no table of tags and chunk hashes.
 */
const BUILD = '__ROVE_BUILD__';

/**
 * Adopts the reserve sheet. Not core/adopt-styles: importing it would split it into a chunk
 * of its own shared with the widgets, costing the loader a request and ~100 bytes; without
 * constructable stylesheets (Safari < 16.4) the boxes simply are not reserved.
 */
function reserveBoxes(css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Layout may shift a little when the elements upgrade; nothing else changes.
  }
}

/** Set on window by the first copy, so a second copy of the loader does nothing. */
const LOADED = Symbol.for('rove.loader');

function boot(win: RoveWindow & { [LOADED]?: true }): void {
  if (win[LOADED]) {
    logOnce('warn', 'loader-twice', 'loader included more than once; the extra copy does nothing');
    return;
  }
  win[LOADED] = true;
  const raw = readRawSettings(document, win);
  reserveBoxes(RESERVE_CSS);
  const defining = startLazyDefine(
    'rove-',
    // A retry asks for another address: browsers that follow the older HTML rule keep a failed
    // module import in their module map and would fail it again without asking the server.
    (tag, retry) => import(`./chunks/${tag}.${BUILD}.js${retry ? `?${retry}` : ''}`),
    (tag) => isWidgetDisabled(raw.values, tag),
  );
  import('./runtime').then(
    (runtime) => runtime.startRuntime(win, defining.initial),
    (error: unknown) => logOnce('error', 'runtime', 'could not load the runtime', error),
  );
}

try {
  boot(window as RoveWindow);
} catch (error) {
  // The loader must never break the host page.
  console.error('[rove] loader failed', error);
}
