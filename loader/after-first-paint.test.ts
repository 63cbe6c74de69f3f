import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PageWindow } from './after-first-paint';

/** A window whose paints, frames and load event the test sends by hand. */
function fakeWindow({ paintTiming = true, readyState = 'interactive', hidden = false } = {}) {
  let observed: (() => void) | null = null;
  const frames: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observed = this.callback;
    }
    disconnect() {
      observed = null;
    }
  }
  const win = {
    document: { hidden, readyState },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  return {
    win: win as unknown as PageWindow,
    paint: () => observed?.(),
    load: () => loadListeners.forEach((listener) => listener()),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    hide: () => {
      win.document.hidden = true;
    },
  };
}

/** Lets a posted message (the task after a frame) be delivered. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstPaint', () => {
  it('starts when the page paints, once', async () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    expect(start).not.toHaveBeenCalled();
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
    page.load();
    page.frame();
    await nextTask();
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('after a load that came before any paint, waits four frames and the task after them', async () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.load();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
    // A frame's paint is stamped when it is presented, which can come after the next task.
    for (let frame = 1; frame <= 3; frame++) {
      page.frame();
      await nextTask();
      expect(start, `after frame ${frame}`).not.toHaveBeenCalled();
    }
    page.frame();
    // Still inside the fourth frame: its paint has not happened yet.
    expect(start).not.toHaveBeenCalled();
    await nextTask();
    expect(start).toHaveBeenCalledTimes(1);
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at load on a page that is hidden by then (no frames would come)', () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.hide();
    page.load();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where paints cannot be observed, the page is hidden or already loaded', () => {
    for (const options of [{ paintTiming: false }, { hidden: true }, { readyState: 'complete' }]) {
      const start = vi.fn();
      afterFirstPaint(start, fakeWindow(options).win);
      expect(start, JSON.stringify(options)).toHaveBeenCalledTimes(1);
    }
  });
});
