import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PageWindow } from './after-first-paint';

/** A window whose paints, frames and load event the test sends by hand. */
function fakeWindow({ paintTiming = true, readyState = 'interactive', hidden = false } = {}) {
  let observed: (() => void) | null = null;
  // Intersection observers waiting for the next frame: each reports once, in a task of its own.
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
    document: { hidden, readyState, documentElement: {} },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    IntersectionObserver: class {
      constructor(private readonly callback: () => void) {}
      observe() {
        frames.push(this.callback);
      }
      disconnect() {}
    },
  };
  return {
    win: win as unknown as PageWindow,
    paint: () => observed?.(),
    load: () => loadListeners.forEach((listener) => listener()),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    framesAsked: () => frames.length,
    hide: () => {
      win.document.hidden = true;
    },
  };
}

/** Lets a posted message (the task after the load event) be delivered. */
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

  it('after a load that came before any paint, waits four frames, each reported after it', async () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.load();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
    // A frame's paint is stamped when it is presented, which can come a frame or two later.
    for (let frame = 1; frame <= 3; frame++) {
      page.frame();
      expect(start, `after frame ${frame}`).not.toHaveBeenCalled();
    }
    page.frame();
    expect(start).toHaveBeenCalledTimes(1);
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("runs nothing in the load event's own task: the frames are asked for in the task after it", async () => {
    const page = fakeWindow();
    afterFirstPaint(vi.fn(), page.win);
    page.load();
    expect(page.framesAsked()).toBe(0);
    await nextTask();
    expect(page.framesAsked()).toBe(1);
  });

  it('a paint while the load fallback waits for its frames starts the SDK, once', async () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.load();
    await nextTask();
    page.frame();
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
    for (let frame = 0; frame < 4; frame++) page.frame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after load on a page that is hidden by then (no frames would come)', async () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.hide();
    page.load();
    await nextTask();
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
