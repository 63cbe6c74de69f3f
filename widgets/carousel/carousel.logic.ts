// Pure rules of <rove-carousel>: where a slide index may go, how far the track moves, which
// buttons are enabled and when autoplay runs. No DOM, so Node tests cover every edge.

/** spec/shell.md §9: carousels autoplay every 5 s. */
export const AUTOPLAY_MS = 5000;

/** How many positions a carousel has: one per slide, or `steps + 1` when it moves by `step` px. */
export function positionCount(slideCount: number, steps: number | undefined): number {
  if (steps !== undefined && Number.isFinite(steps) && steps >= 0) return Math.floor(steps) + 1;
  return Math.max(1, slideCount);
}

/**
 * Keeps an index inside 0 … count − 1 (NaN → 0).
 *
 * @example clampIndex(7, 4) // 3
 */
export function clampIndex(index: number, count: number): number {
  if (!Number.isFinite(index) || count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** spec/shell.md §2: previous is disabled at the first index and next at the last. */
export function buttonsFor(index: number, count: number): { prev: boolean; next: boolean } {
  const current = clampIndex(index, count);
  return { prev: current > 0, next: current < count - 1 };
}

/** The index autoplay goes to: the next one, back to the first after the last. */
export function autoplayNext(index: number, count: number): number {
  return count <= 1 ? 0 : (clampIndex(index, count) + 1) % count;
}

/**
 * The track's offset for an index: `step` px a position (the best sellers move 345 px a step),
 * else a whole slide (100 %).
 *
 * @example trackOffset(2, 345) // { amount: -690, unit: 'px' }
 */
export function trackOffset(
  index: number,
  step: number | undefined,
): { amount: number; unit: 'px' | '%' } {
  if (step !== undefined && Number.isFinite(step) && step > 0) {
    return { amount: -index * step, unit: 'px' };
  }
  return { amount: -index * 100, unit: '%' };
}

/** Why autoplay is not running; it runs only when none of these holds. */
export type PauseReason = 'hover' | 'focus' | 'user' | 'reduced-motion';

/** Clock functions, so tests drive the timer with fake timers. */
export interface Clock {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: Clock = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface Autoplay {
  /** Adds or removes one reason to stay paused; the timer restarts from 0 when the last goes. */
  pause(reason: PauseReason, paused: boolean): void;
  /** Whether the timer runs now. */
  running(): boolean;
  /** Whether the user asked to stop (the rotation button's state). */
  stoppedByUser(): boolean;
  /** Stops for good (the element left the page). */
  dispose(): void;
}

/**
 * The autoplay timer: ticks every `ms` while no pause reason holds (APG: rotation stops while
 * the pointer is over the carousel or focus is in it, and when the user presses stop).
 *
 * @example const autoplay = createAutoplay(() => go(next), 5000); autoplay.pause('hover', true);
 */
export function createAutoplay(tick: () => void, ms = AUTOPLAY_MS, clock = realClock): Autoplay {
  const reasons = new Set<PauseReason>();
  let handle: unknown = null;
  let disposed = false;
  const sync = () => {
    const shouldRun = !disposed && reasons.size === 0;
    if (shouldRun && handle === null) handle = clock.setInterval(tick, ms);
    if (!shouldRun && handle !== null) {
      clock.clearInterval(handle);
      handle = null;
    }
  };
  sync();
  return {
    pause(reason, paused) {
      if (paused) reasons.add(reason);
      else reasons.delete(reason);
      sync();
    },
    running: () => handle !== null,
    stoppedByUser: () => reasons.has('user'),
    dispose() {
      disposed = true;
      sync();
    },
  };
}

/** Parses a numeric attribute: a finite number, else undefined. */
export function numberAttribute(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** What decides whether a slide's looping video may play (issue 22: media on demand). */
export interface VideoConditions {
  /** The slide shown now. */
  current: number;
  /** Some of the carousel is in the viewport. */
  visible: boolean;
  /** Reduced motion asked for (the media query or the `reduce-motion` attribute). */
  stillMotion: boolean;
  /** The browser's Save-Data hint (`navigator.connection.saveData`). */
  saveData: boolean;
}

/**
 * The slide whose video may play, or null for none: only the current slide, only while the
 * carousel is on screen, never under reduced motion or Save-Data. Every other slide shows its
 * poster and requests nothing, so a page whose carousel is below the fold loads no media.
 *
 * @example playableSlide({ current: 2, visible: true, stillMotion: false, saveData: false }) // 2
 */
export function playableSlide({
  current,
  visible,
  stillMotion,
  saveData,
}: VideoConditions): number | null {
  return visible && !stillMotion && !saveData ? current : null;
}
