// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPictures, PICTURE_WAIT_MS } from './after-pictures';

type TestImage = HTMLImageElement & { arrive(): void; fail(): void };

/** An image in the page at `top` (px), 300 × `size`, whose decoding the test settles. */
function image(top: number, size = 200): TestImage {
  const element = document.createElement('img') as TestImage;
  element.getBoundingClientRect = () =>
    ({
      top,
      bottom: top + size,
      left: 0,
      right: size && 300,
      width: size && 300,
      height: size,
    }) as DOMRect;
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  const decoded = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  element.decode = () => decoded;
  element.arrive = () => settle?.resolve();
  element.fail = () => settle?.reject(new Error('EncodingError'));
  document.body.append(element);
  return element;
}

/** Frames the test sends: each delivers the intersection observers' reports waiting for it. */
const frames: (() => void)[] = [];
const frame = () => frames.splice(0).forEach((callback) => callback());

beforeEach(() => {
  vi.stubGlobal('innerWidth', 400);
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        frames.push(this.callback);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  frames.length = 0;
  document.body.replaceChildren();
});

/** Lets promises settle. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterPictures', () => {
  it('starts at once when the first screen shows no picture', () => {
    // Below the first screen, and not laid out (a hidden slide).
    image(900);
    image(10, 0);
    const start = vi.fn();
    afterPictures(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for every picture of the first screen to be decoded, then for the frames that paint and present them', async () => {
    const hero = image(0);
    const card = image(600);
    image(900);
    const start = vi.fn();
    afterPictures(start);
    hero.arrive();
    await nextTask();
    frame();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
    card.fail();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
    frame();
    // Painted, but its largest paint is stamped when the frame is presented, a moment later.
    expect(start).not.toHaveBeenCalled();
    frame();
    expect(start).toHaveBeenCalledTimes(1);
    frame();
    await nextTask();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`gives up on the pictures after ${PICTURE_WAIT_MS} ms, once`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const hero = image(0);
    const start = vi.fn();
    afterPictures(start);
    vi.advanceTimersByTime(PICTURE_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    hero.arrive();
    await nextTask();
    frame();
    await nextTask();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
