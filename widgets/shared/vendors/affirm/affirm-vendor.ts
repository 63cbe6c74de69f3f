import { logVendorProblem } from '../../../../core/log';
import { vendorIsOn } from '../vendor-setup';
import type { ProblemKind } from '../../../../core/problem';
import { requestScript } from '../../../../core/vendor-script';
import type { MessagingProvider } from '../use-provider-messaging';
import { installAffirmSnippet } from './affirm-snippet';
import { affirmSetup, type AffirmConfig } from './affirm.logic';

// Affirm's script on the page (docs/vendors/affirm.md): the install snippet's queues, then
// affirm.js once, then `affirm.ui.ready`. A page whose `window.affirm` already has `ui.ready`
// (a host that embeds Affirm itself, snippet or script) is used as it is: Affirm is never
// loaded twice. Every failure leaves the widget's own text and one `[rove]` line.

/** The part of Affirm's API the promotional messaging uses, once affirm.js is ready. */
export interface AffirmApi {
  ui: {
    ready(callback: () => void): void;
    /** Re-renders every `.affirm-as-low-as` element from its data attributes. */
    refresh(): void;
  };
}

/** How long affirm.js may take, once loaded, to call `ui.ready` back (a host's: from now). */
export const AFFIRM_READY_MS = 10_000;

const AREA = 'financing';

/** The console lines: fixed words, never the shopper's data. */
const FAILURES: Record<Exclude<ProblemKind, 'widget' | 'blocked-by-csp'>, string> = {
  'script-failed': 'Affirm could not be loaded; our own estimate shows',
  'not-ready': 'Affirm did not become ready; our own estimate shows',
  'call-failed': 'Affirm could not show its messaging; our own estimate shows',
};

function report(kind: keyof typeof FAILURES, detail?: unknown): void {
  logVendorProblem({
    area: AREA,
    vendor: 'affirm',
    kind,
    message: FAILURES[kind],
    level: 'error',
    detail,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** `window.affirm.ui` when the page has one. */
const uiOf = (affirm: unknown) =>
  isObject(affirm) && isObject(affirm['ui']) ? affirm['ui'] : null;

/** Affirm from its snippet on: `ui.ready` is all the snippet promises before affirm.js runs. */
const canWait = (affirm: unknown) => typeof uiOf(affirm)?.['ready'] === 'function';

/** Affirm ready to render: `ui.refresh` exists only once affirm.js has run. */
function apiOf(affirm: unknown): AffirmApi | null {
  return canWait(affirm) && typeof uiOf(affirm)?.['refresh'] === 'function'
    ? (affirm as AffirmApi)
    : null;
}

/**
 * Asks the page's Affirm to call back when ready — now, so that the callback waits in the
 * snippet's queue — and gives what waits for it, at most `ms` from when it is called.
 */
function askReady(win: Window): (ms: number) => Promise<AffirmApi | null> {
  let fired = false;
  let wake: (() => void) | null = null;
  try {
    (uiOf(win.affirm) as AffirmApi['ui']).ready(() => {
      fired = true;
      wake?.();
    });
  } catch {
    // A host's Affirm whose ready() throws never becomes ready: the timeout says so.
  }
  return (ms) =>
    new Promise((resolve) => {
      // A queue replaced by affirm.js by now: the page's current Affirm is the one to use.
      const ready = () => resolve(apiOf(win.affirm));
      if (fired) return ready();
      const timer = win.setTimeout(() => {
        wake = null;
        resolve(null);
      }, ms);
      wake = () => {
        win.clearTimeout(timer);
        ready();
      };
    });
}

let loading: Promise<AffirmApi | null> | null = null;

/** Affirm ready, null when it never says so, or why it could not even be asked. */
async function start(
  config: AffirmConfig,
  win: Window,
  readyMs: number,
): Promise<AffirmApi | null | 'script-failed'> {
  if (canWait(win.affirm)) return askReady(win)(readyMs);
  const undo = installAffirmSnippet(win, config);
  const ready = askReady(win);
  if (await requestScript({ src: config.script, name: 'affirm' }, win.document))
    return ready(readyMs);
  // No queue of ours stays behind for a later attempt to take for the host's own Affirm.
  undo();
  return 'script-failed';
}

/**
 * Affirm, ready to render: the page's own when it has one, else the snippet and affirm.js with
 * our config. Null when the script cannot load (a later call tries again) or Affirm never says
 * it is ready (for the rest of the page); each logged once. Never rejects.
 *
 * @example const affirm = await loadAffirm(setup.config); affirm?.ui.refresh();
 */
export function loadAffirm(
  config: AffirmConfig,
  win: Window = window,
  readyMs = AFFIRM_READY_MS,
): Promise<AffirmApi | null> {
  loading ??= start(config, win, readyMs).then(
    (affirm) => {
      if (affirm === 'script-failed') {
        loading = null; // a later widget may try again: the network may be back
        report('script-failed');
        return null;
      }
      if (!affirm) report('not-ready');
      return affirm;
    },
    (error: unknown) => {
      report('not-ready', error);
      return null;
    },
  );
  return loading;
}

/** Forgets the load (tests). */
export function resetAffirm(): void {
  loading = null;
}

/**
 * Affirm's promotional messaging for one widget: `refresh()` re-renders Affirm's elements;
 * when it throws, the widget is told (`onError`) and shows its own text again.
 *
 * @example const provider = affirmMessaging(window); provider.refresh();
 */
export function affirmMessaging(win: Window = window): MessagingProvider {
  const listeners: (() => void)[] = [];
  let failed = false;
  return {
    refresh() {
      if (failed) return;
      try {
        const affirm = apiOf(win.affirm);
        if (!affirm) throw new Error('window.affirm.ui.refresh is gone');
        affirm.ui.refresh();
      } catch (error) {
        failed = true;
        report('call-failed', error);
        for (const listener of listeners.splice(0)) listener();
      }
    },
    // Affirm documents no error callback for its messaging (`affirm.ui.error` is an event
    // surface for its checkout pop-up, docs/vendors/affirm.md): the failure is refresh's.
    onError(callback) {
      if (failed) callback();
      else listeners.push(callback);
    },
  };
}

/**
 * Affirm's messaging for a page, from its settings (`affirm {publicKey, mode, scriptUrl}`):
 * null when it is off there (no settings, a shop Affirm does not serve, malformed settings —
 * logged once) or Affirm cannot load or never becomes ready.
 *
 * @example const provider = await startAffirmMessaging(settings.extra['affirm'], { country: 'US', locale: 'en_US', origin: location.origin });
 */
export async function startAffirmMessaging(
  settings: unknown,
  page: Parameters<typeof affirmSetup>[1],
  win: Window = window,
): Promise<MessagingProvider | null> {
  const setup = affirmSetup(settings, page);
  if (!vendorIsOn(setup, 'affirm')) return null;
  return (await loadAffirm(setup.config, win)) && affirmMessaging(win);
}
