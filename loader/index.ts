/**
 * The loader: `<script type="module" src="{base}/loader.js">`. It reads the page once and
 * imports a widget's chunk only when its tag is in the page; `window.Rove` arrives with the
 * runtime chunk a moment later (host code queues on `window.RoveCallbacks`).
 */
import type { RoveWindow } from './api';
import { afterFirstPaint } from './after-first-paint';
import { afterPictures } from './after-pictures';
import { preload } from './preload';

/**
 * Every element's chunk is `chunks/<tag>.<build>.js`: the build replaces this placeholder with
 * a hash of all of them (build/widget-entries.ts), so the addresses stay immutable per build
 * while the loader needs no table of tags and chunk hashes.
 */
const BUILD = '__ROVE_BUILD__';

/**
 * The chunks every page needs besides its elements' — the runtime, the kit, tracking and page
 * behaviours, with their imports — space-separated; the build writes them here
 * (build/loader-preloads.ts).
 */
const EVERY_PAGE = '__ROVE_PRELOAD__';

/** Set on window by the first copy, so a second copy of the loader does nothing. */
const LOADED = Symbol.for('rove.loader');

function boot(win: RoveWindow & { [LOADED]?: true }): void {
  const twice = win[LOADED];
  win[LOADED] = true;
  // Nothing but this file is fetched before the first paint and the first screen's pictures;
  // after them, the start module is imported in the same moment as every other file is asked
  // for (docs/decisions/0001).
  const run = () => {
    if (!twice) preload(EVERY_PAGE.split(' '), import.meta.url);
    import('./start-widgets').then(
      (sdk) =>
        twice
          ? sdk.warnLoadedTwice()
          : sdk.startWidgets(win, (tag, retry) =>
              // A retry asks for another address: browsers that follow the older HTML rule keep a
              // failed module import in their module map and would fail it again without asking
              // the server. Loaded once defined: a chunk's definition waits its turn
              // (widgets/shared/element/upgrade-queue.ts).
              import(`./chunks/${tag}.${BUILD}.js${retry ? `?${retry}` : ''}`).then(() =>
                customElements.whenDefined(tag),
              ),
            ),
      (error: unknown) => console.error('[rove] could not start', error),
    );
  };
  afterFirstPaint(() => afterPictures(run));
}

try {
  boot(window as RoveWindow);
} catch (error) {
  // The loader must never break the host page.
  console.error('[rove] loader failed', error);
}
