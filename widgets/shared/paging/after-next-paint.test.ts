// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

const aTask = () => new Promise((done) => setTimeout(done, 10));

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs in a task after the next frame, not in the frame nor before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const run = vi.fn();
    afterNextPaint(run);
    await aTask();
    expect(run).not.toHaveBeenCalled(); // no frame yet

    frames[0]?.(performance.now());
    expect(run).not.toHaveBeenCalled(); // the frame paints first
    await aTask();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs in a task of its own on a hidden page, which gets no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    await aTask();
    expect(run).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
  });
});
