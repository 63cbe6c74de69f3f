import { logOnce } from '../../../core/log';
import { requestScript } from '../../../core/vendor-script';
import { affirmSetup, type AffirmConfig } from './affirm.logic';

// Affirm's script on the page (issue 26), the way Affirm's own snippet puts it there, in code
// (no inline script): `window._affirm_config`, then a queue standing in for `window.affirm`
// whose calls (`affirm.ui.ready`, `affirm.ui.refresh` …) affirm.js replays once it has loaded.
// A page that already has `window.affirm` (a host that loads Affirm itself) is used as it is.

/** The part of Affirm's API the promotional messaging uses. */
export interface AffirmApi {
  ui: {
    ready(callback: () => void): void;
    error?(callback: () => void): void;
    /** Re-renders every `.affirm-as-low-as` element from its data attributes. */
    refresh(): void;
  };
}

declare global {
  interface Window {
    _affirm_config?: AffirmConfig;
    affirm?: AffirmApi;
  }
}

/** How long Affirm may take to say it is ready before the page keeps our own estimate. */
export const AFFIRM_READY_MS = 10_000;

type Queue = { _: [string, unknown[]][] };

/** Affirm's snippet's queue: every call is recorded for affirm.js to replay. */
function affirmQueue(): AffirmApi {
  const ui: Queue & Record<string, unknown> = { _: [] };
  const queue =
    (name: string) =>
    (...args: unknown[]) =>
      ui._.push([name, args]);
  for (const name of ['ready', 'error', 'refresh']) ui[name] = queue(name);
  return { _: [], ui } as unknown as AffirmApi;
}

const isAffirm = (value: unknown): value is AffirmApi =>
  typeof (value as AffirmApi | undefined)?.ui?.refresh === 'function' &&
  typeof (value as AffirmApi).ui.ready === 'function';

let loading: Promise<AffirmApi | null> | null = null;

/**
 * Affirm, ready to render: the page's own when it has one, else affirm.js loaded once with our
 * config. Null when the script cannot load or never says it is ready (logged once); a later
 * call tries again.
 *
 * @example const affirm = await loadAffirm(setup.config); affirm?.ui.refresh();
 */
export function loadAffirm(config: AffirmConfig, win: Window = window): Promise<AffirmApi | null> {
  if (loading) return loading;
  const present = win.affirm;
  if (isAffirm(present)) return whenReady(present, win);
  loading = (async () => {
    win._affirm_config = config;
    // Calls made until affirm.js has loaded wait in the queue, as with Affirm's snippet.
    win.affirm = affirmQueue();
    const loaded = await requestScript({ src: config.script, name: 'affirm' }, win.document);
    return loaded && isAffirm(win.affirm) ? whenReady(win.affirm, win) : null;
  })().then((affirm) => {
    if (!affirm) {
      loading = null;
      logOnce('error', 'affirm:load', 'Affirm could not be loaded; our own estimate shows');
    }
    return affirm;
  });
  return loading;
}

function whenReady(affirm: AffirmApi, win: Window): Promise<AffirmApi | null> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(null), AFFIRM_READY_MS);
    affirm.ui.ready(() => {
      win.clearTimeout(timer);
      // A queue (ours or a host's snippet's) has been replaced by affirm.js by now: the real one.
      resolve(isAffirm(win.affirm) ? win.affirm : affirm);
    });
  });
}

/** Forgets the load (tests). */
export function resetAffirm(): void {
  loading = null;
}

/**
 * Affirm for a page, from its settings (`affirm {publicKey, mode, scriptUrl}`): null when it is
 * off there (no settings, a shop Affirm does not serve, malformed settings — logged once) or
 * cannot load.
 *
 * @example const affirm = await startAffirm(settings.extra['affirm'], { country: 'US', locale: 'en_US', origin: location.origin });
 */
export function startAffirm(
  settings: unknown,
  page: Parameters<typeof affirmSetup>[1],
): Promise<AffirmApi | null> {
  const setup = affirmSetup(settings, page);
  if (setup.on) return loadAffirm(setup.config);
  if (setup.problem) logOnce('warn', 'affirm:settings', setup.problem);
  return Promise.resolve(null);
}
