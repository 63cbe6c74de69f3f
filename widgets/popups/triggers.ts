/**
 * When a popup fires (spec/marketing.md §3–§4: a timer or a scroll trigger; exit intent after 5 s, seed
 * 003 §9). Window, document and clock are injected so each trigger is tested with fake timers.
 */
import type { PopupTrigger } from './types';

/** How often a load trigger re-checks conditions that did not hold at first. */
const LOAD_POLL_MS = 250;

export interface TriggerEnvironment {
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'scrollY' | 'innerHeight'>;
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'documentElement'>;
  /** Milliseconds since the page loaded (performance.now() in a browser). */
  sinceLoad: () => number;
  /** A touch-only device (no hover): exit intent never arms there. */
  isTouch: boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** The page's own environment. */
export function browserTriggerEnvironment(win: Window = window): TriggerEnvironment {
  const touch = (() => {
    try {
      return win.matchMedia('(hover: none)').matches;
    } catch {
      return false;
    }
  })();
  return {
    win,
    doc: win.document,
    sinceLoad: () => win.performance.now(),
    isTouch: touch,
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    setInterval: (callback, ms) => win.setInterval(callback, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
  };
}

/** How far down the page is scrolled, in % of its scrollable height (0 when it cannot scroll). */
export function scrolledPercent(env: Pick<TriggerEnvironment, 'win' | 'doc'>): number {
  const root = env.doc.documentElement;
  const scrollable = (root?.scrollHeight ?? 0) - env.win.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, (Math.max(0, env.win.scrollY) / scrollable) * 100);
}

/**
 * Arms a trigger; `fire` runs at most once, and only while `ready()` holds (the conditions are
 * re-checked when the trigger would fire — an interval trigger keeps polling until they hold).
 * Returns the disarm function (idempotent).
 *
 * - interval: once `seconds` have passed since load, checked every `pollMs`;
 * - scroll: when the page has been scrolled `percent` % of its scrollable height (a passive
 *   listener; a page that cannot scroll never fires it);
 * - exit: the pointer leaves the window through its top edge (mouseout with no relatedTarget),
 *   not before `armAfterSeconds` after load, never on touch-only devices;
 * - load: on the next task (then re-checked every 250 ms while the conditions do not hold).
 *
 * @example const disarm = armTrigger({ type: 'scroll', percent: 50 }, env, () => show());
 */
export function armTrigger(
  trigger: PopupTrigger,
  env: TriggerEnvironment,
  fire: () => void,
  ready: () => boolean = () => true,
): () => void {
  let armed = true;
  const cleanups: Array<() => void> = [];
  const disarm = () => {
    if (!armed) return;
    armed = false;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const attempt = (): boolean => {
    if (!armed || !ready()) return false;
    disarm();
    fire();
    return true;
  };

  switch (trigger.type) {
    case 'load': {
      // At once, then (if the conditions do not hold yet) re-checked like an interval.
      const handle = env.setTimeout(() => {
        if (attempt()) return;
        const poll = env.setInterval(attempt, LOAD_POLL_MS);
        cleanups.push(() => env.clearInterval(poll));
      }, 0);
      cleanups.push(() => env.clearTimeout(handle));
      break;
    }
    case 'interval': {
      const due = trigger.seconds * 1000;
      const poll = () => {
        if (env.sinceLoad() >= due) attempt();
      };
      const handle = env.setInterval(poll, trigger.pollMs);
      cleanups.push(() => env.clearInterval(handle));
      break;
    }
    case 'scroll': {
      const onScroll = () => {
        if (scrolledPercent(env) >= trigger.percent && scrolledPercent(env) > 0) attempt();
      };
      env.win.addEventListener('scroll', onScroll, { passive: true });
      cleanups.push(() => env.win.removeEventListener('scroll', onScroll));
      // A page restored further down (back button, anchor) has already been scrolled.
      const handle = env.setTimeout(onScroll, 0);
      cleanups.push(() => env.clearTimeout(handle));
      break;
    }
    case 'exit': {
      if (env.isTouch) break;
      const armAt = trigger.armAfterSeconds * 1000;
      const onMouseOut = (event: Event) => {
        const mouse = event as MouseEvent;
        if (mouse.relatedTarget !== null || mouse.clientY > 0) return;
        if (env.sinceLoad() < armAt) return;
        attempt();
      };
      env.doc.addEventListener('mouseout', onMouseOut);
      cleanups.push(() => env.doc.removeEventListener('mouseout', onMouseOut));
      break;
    }
  }
  return disarm;
}
