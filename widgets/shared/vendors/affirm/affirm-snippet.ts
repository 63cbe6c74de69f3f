import type { AffirmConfig } from './affirm.logic';

// Affirm's install snippet, in code rather than an inline script (docs/vendors/affirm.md,
// "Config and the install snippet"): the queues it builds on `window.affirm` and what it does
// with `_affirm_config`. affirm.js replays the queues once it runs. The <script> tag itself
// (the snippet's step 7) is core/vendor-script.ts's, so a page never gets two.

declare global {
  interface Window {
    /** Affirm's config: what the page sets, as the snippet leaves it (without `script`). */
    _affirm_config?: Partial<AffirmConfig>;
    /** The snippet's queues, then Affirm's API: the page's, so never trusted as typed. */
    affirm?: unknown;
  }
}

/** A queued call, as the snippet records it: the method's name and its arguments. */
export type AffirmQueuedCall = [name: string, args: ArrayLike<unknown>];

/** `window.affirm` while only the snippet has run: queues, and `ui.ready`. */
export interface AffirmSnippet {
  _: AffirmQueuedCall[];
  checkout: ((...args: unknown[]) => void) & { _: AffirmQueuedCall[] };
  ui: { _: AffirmQueuedCall[]; ready(callback: () => void): void };
  jsReady(...args: unknown[]): void;
}

/** The checkout methods the snippet queues, and those it answers with nothing. */
const QUEUED_CHECKOUT = [
  'set',
  'add',
  'save',
  'post',
  'open',
  'empty',
  'reset',
  'on',
  'off',
  'trigger',
  'ready',
  'setProduct',
];
const SILENT_CHECKOUT = ['get', 'token', 'url', 'items'];

/** `window.affirm` as the snippet finds it: an object of the page's (never a DOM element). */
function existing(win: Window): Record<string, unknown> {
  const value = win.affirm;
  const isNode = typeof Node !== 'undefined' && value instanceof Node;
  return value !== null && typeof value === 'object' && !isNode
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Does what Affirm's snippet does before and after inserting its script: `_affirm_config` set
 * (its `script` then deleted, as the snippet does), `window.affirm` with the checkout, ui and
 * page queues, `ui.ready` and `jsReady` queueing, and the config queued as `checkout('set')`.
 * Returns what puts the page back as it was (a script that failed to load leaves no queue that
 * a later attempt would take for the host's own Affirm).
 *
 * @example const undo = installAffirmSnippet(window, config); window.affirm.ui.ready(show);
 */
export function installAffirmSnippet(win: Window, config: AffirmConfig): () => void {
  const before = { affirm: win.affirm, config: win._affirm_config };
  const settings: Partial<AffirmConfig> = { ...config };
  win._affirm_config = settings;

  const affirm = existing(win) as unknown as AffirmSnippet;
  const queueOn =
    (queue: { _: AffirmQueuedCall[] }, name: string) =>
    (...args: unknown[]) => {
      queue._.push([name, args]);
    };
  const checkout: AffirmSnippet['checkout'] = Object.assign(
    (...args: unknown[]) => {
      checkout._.push(['set', args]);
    },
    { _: [] as AffirmQueuedCall[] },
  );
  affirm.checkout = checkout;
  const ui = { _: [] } as unknown as AffirmSnippet['ui'];
  ui.ready = queueOn(ui, 'ready');
  affirm.ui = ui;
  affirm._ = [];
  affirm.jsReady = queueOn(affirm, 'ready');
  const methods = checkout as unknown as Record<string, unknown>;
  for (const name of QUEUED_CHECKOUT) methods[name] = queueOn(checkout, name);
  for (const name of SILENT_CHECKOUT) methods[name] = () => {};

  delete settings.script;
  checkout(settings);
  win.affirm = affirm;

  return () => {
    if (before.affirm === undefined) delete win.affirm;
    else win.affirm = before.affirm;
    if (before.config === undefined) delete win._affirm_config;
    else win._affirm_config = before.config;
  };
}
