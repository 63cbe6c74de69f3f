// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armTrigger, scrolledPercent, type TriggerEnvironment } from './triggers';

function environment(overrides: Partial<TriggerEnvironment> = {}): TriggerEnvironment {
  return {
    win: window,
    doc: document,
    sinceLoad: () => performance.now(),
    isTouch: false,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as number),
    ...overrides,
  };
}

/** A page 3000 px tall in a 1000 px window: 2000 px of scrollable height. */
function layout(scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 3000,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

function mouseOut(clientY: number, relatedTarget: EventTarget | null = null) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget, bubbles: true }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  layout(0);
});

describe('armTrigger: interval', () => {
  /** An interval trigger polled every 250 ms, on a page loaded `sinceLoad()` ms ago. */
  const armInterval = (seconds: number, sinceLoad: () => number, fire: () => void) =>
    armTrigger({ type: 'interval', seconds, pollMs: 250 }, environment({ sinceLoad }), fire);

  it('fires once the seconds since load have passed, checking every pollMs', () => {
    const fire = vi.fn();
    const start = performance.now();
    armInterval(10, () => performance.now() - start, fire);
    vi.advanceTimersByTime(9_999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('counts from page load, not from arming', () => {
    const fire = vi.fn();
    armInterval(5, () => 4_900, fire);
    vi.advanceTimersByTime(1_000);
    expect(fire).not.toHaveBeenCalled();
    const late = vi.fn();
    armInterval(5, () => 6_000, late);
    vi.advanceTimersByTime(250);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps polling until the conditions hold', () => {
    const fire = vi.fn();
    let ready = false;
    armTrigger({ type: 'interval', seconds: 0, pollMs: 100 }, environment(), fire, () => ready);
    vi.advanceTimersByTime(1_000);
    expect(fire).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(100);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('stops when disarmed', () => {
    const fire = vi.fn();
    const disarm = armTrigger(
      { type: 'interval', seconds: 1, pollMs: 250 },
      environment({ sinceLoad: () => performance.now() }),
      fire,
    );
    disarm();
    disarm();
    vi.advanceTimersByTime(10_000);
    expect(fire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('armTrigger: scroll', () => {
  it('fires at the percentage of the scrollable height, with a passive listener', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const fire = vi.fn();
    layout(0);
    armTrigger({ type: 'scroll', percent: 50 }, environment(), fire);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    layout(999);
    window.dispatchEvent(new Event('scroll'));
    expect(fire).not.toHaveBeenCalled();
    layout(1000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires for a page restored below the mark', () => {
    const fire = vi.fn();
    layout(1800);
    armTrigger({ type: 'scroll', percent: 50 }, environment(), fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('removes its listener when disarmed', () => {
    const fire = vi.fn();
    layout(0);
    const disarm = armTrigger({ type: 'scroll', percent: 10 }, environment(), fire);
    disarm();
    layout(2000);
    window.dispatchEvent(new Event('scroll'));
    expect(fire).not.toHaveBeenCalled();
  });

  it('measures 0 % on a page that cannot scroll', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 500,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    expect(scrolledPercent(environment())).toBe(0);
  });
});

describe('armTrigger: exit intent', () => {
  it('fires when the pointer leaves through the top, only after the arming delay', () => {
    const fire = vi.fn();
    const start = performance.now();
    armTrigger(
      { type: 'exit', armAfterSeconds: 5 },
      environment({ sinceLoad: () => performance.now() - start }),
      fire,
    );
    vi.advanceTimersByTime(4_000);
    mouseOut(-1);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    mouseOut(300); // leaving through the side or bottom
    mouseOut(0, document.body); // moving onto another element
    expect(fire).not.toHaveBeenCalled();
    mouseOut(0);
    mouseOut(0);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('never arms on touch devices', () => {
    const fire = vi.fn();
    armTrigger({ type: 'exit', armAfterSeconds: 0 }, environment({ isTouch: true }), fire);
    mouseOut(-5);
    expect(fire).not.toHaveBeenCalled();
  });

  it('removes its listener when disarmed', () => {
    const fire = vi.fn();
    const disarm = armTrigger(
      { type: 'exit', armAfterSeconds: 0 },
      environment({ sinceLoad: () => 10_000 }),
      fire,
    );
    disarm();
    mouseOut(-5);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('armTrigger: load', () => {
  it('fires on the next task, or once the conditions hold', () => {
    const fire = vi.fn();
    armTrigger({ type: 'load' }, environment(), fire);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    let ready = false;
    const disarm = armTrigger({ type: 'load' }, environment(), later, () => ready);
    vi.advanceTimersByTime(1_000);
    expect(later).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(250);
    expect(later).toHaveBeenCalledTimes(1);
    disarm();
    expect(vi.getTimerCount()).toBe(0);
  });
});
