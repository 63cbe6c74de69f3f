/**
 * What the loader starts once the page has painted: reading the page's settings, importing
 * each of our tags' chunks as the tag appears, and the runtime (`window.Rove`, tracking, the
 * page's own behaviours). Imported by the loader after the first paint, so before it a page
 * fetches loader.js alone (issue 22: a request that ends before the first paint counts against
 * it in Lighthouse's simulated LCP). The runtime is part of this chunk, not one of its own:
 * every page needs it at the same moment, and a file costs its own request and compression.
 */
import { pageTexts } from '../core/i18n/page-texts';
import { logOnce } from '../core/log';
import { isWidgetDisabled, readRawSettings } from '../core/settings/raw';
import { getSettings } from '../core/settings/settings';
import { nextTask } from '../core/next-task';
import type { RoveWindow } from './api';
import { startLazyDefine, type ChunkLoader } from './lazy-define';
import { startRuntime } from './runtime';

/**
 * `importChunk` imports an element's chunk by address: the loader's, since element chunks are
 * named relative to loader.js (`chunks/<tag>.<build>.js`). A chunk defines its element as it
 * is evaluated, so on a Korean page it is imported once the page's Korean is in place: every
 * element's first render is Korean (core/i18n/page-texts.ts).
 */
export function startWidgets(win: RoveWindow, importChunk: ChunkLoader): void {
  const raw = readRawSettings(document, win);
  const texts = pageTexts(getSettings().locale);
  const importWorded: ChunkLoader = texts
    ? (tag, retry) => texts.then(() => importChunk(tag, retry))
    : importChunk;
  const defining = startLazyDefine('rove-', importWorded, (tag) =>
    isWidgetDisabled(raw.values, tag),
  );
  // In a task of its own: with the definitions' set-up it was one task of 55–150 ms with a
  // phone's CPU (issue 22, CPU profiles of the home page at 4×; the runtime ~17 ms of it).
  nextTask(() => {
    try {
      startRuntime(win, defining.initial);
    } catch (error) {
      logOnce('error', 'runtime', 'could not start the runtime', error);
    }
  });
}

/** A second copy of the loader on the page (it does nothing else). */
export function warnLoadedTwice(): void {
  logOnce('warn', 'loader-twice', 'loader included more than once; the extra copy does nothing');
}
