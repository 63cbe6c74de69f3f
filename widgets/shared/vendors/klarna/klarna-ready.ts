import { requestScript, type ScriptTag } from '../../../../core/vendor-script';

// Klarna's scripts are not ready at their `load` event: each announces itself through a global
// callback the page defines before the script runs — `KlarnaSDKCallback` for the web SDK,
// `klarnaAsyncCallback` for Klarna Payments (docs/vendors/klarna.md "Readiness").

/** How long Klarna may take to announce itself once its script is asked for. */
export const KLARNA_READY_MS = 10_000;

/** The global each Klarna script calls once its API is there. */
export type KlarnaReadyCallback = 'KlarnaSDKCallback' | 'klarnaAsyncCallback';

export interface KlarnaScript<T> extends ScriptTag {
  callback: KlarnaReadyCallback;
  /** Klarna's API from the window, or from what the callback was given; null while absent. */
  ready(win: Window, announced?: unknown): T | null;
}

/** Ready, or why not: the tag failed, or the script never announced a usable API in time. */
export type KlarnaReadiness<T> =
  { ok: true; api: T } | { ok: false; kind: 'script-failed' | 'not-ready' };

const waiting = new Map<string, Promise<KlarnaReadiness<unknown>>>();

/**
 * Our check runs after any callback the host set first (its own Klarna integration keeps
 * working); a host's callback that throws still throws to Klarna, as it would without us.
 */
function listen(win: Window, name: KlarnaReadyCallback, check: (announced: unknown) => void) {
  const globals = win as unknown as Record<string, unknown>;
  const previous = globals[name];
  globals[name] = function (this: unknown, ...args: unknown[]): unknown {
    try {
      return typeof previous === 'function' ? previous.apply(this, args) : undefined;
    } finally {
      check(args[0]);
    }
  };
}

/**
 * Klarna's API once the script has said it is ready: a Klarna already on the page at once;
 * else the callback is set, the script put on the page once (a host's tag for the same URL is
 * waited for) and the API read when Klarna calls back — or at the script's load, or when the
 * time is up, for a Klarna that does not call. A failure is forgotten, so a later call tries
 * again.
 *
 * @example const klarna = await whenKlarnaReady({ src, name: 'klarna-messaging', callback: 'KlarnaSDKCallback', ready: (win) => win.Klarna ?? null });
 */
export function whenKlarnaReady<T>(
  script: KlarnaScript<T>,
  doc: Document = document,
  timeoutMs: number = KLARNA_READY_MS,
): Promise<KlarnaReadiness<T>> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve({ ok: false, kind: 'script-failed' });
  const present = script.ready(win);
  if (present) return Promise.resolve({ ok: true, api: present });
  const pending = waiting.get(script.src) as Promise<KlarnaReadiness<T>> | undefined;
  if (pending) return pending;
  const outcome = new Promise<KlarnaReadiness<T>>((resolve) => {
    let settled = false;
    const finish = (result: KlarnaReadiness<T>) => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      resolve(result);
    };
    const check = (announced?: unknown): boolean => {
      const api = script.ready(win, announced);
      if (api) finish({ ok: true, api });
      return api !== null;
    };
    const timer = win.setTimeout(() => {
      if (!check()) finish({ ok: false, kind: 'not-ready' });
    }, timeoutMs);
    listen(win, script.callback, check);
    const { src, name, attributes } = script;
    void requestScript({ src, name, ...(attributes ? { attributes } : {}) }, doc).then((loaded) => {
      if (!check() && !loaded) finish({ ok: false, kind: 'script-failed' });
    });
  }).then((result) => {
    if (!result.ok) waiting.delete(script.src);
    return result;
  });
  waiting.set(script.src, outcome);
  return outcome;
}

/** Forgets every wait (tests). */
export function resetKlarnaReady(): void {
  waiting.clear();
}
