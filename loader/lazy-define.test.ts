// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLazyDefine, whenNearLater } from './lazy-define';

describe('startLazyDefine', () => {
  it('loads the chunk of each of our tags on the page, once, and nothing else', async () => {
    document.body.innerHTML =
      '<x-present-a></x-present-a><div><x-present-a></x-present-a><x-other-a></x-other-a></div><y-foreign></y-foreign><p></p>';
    const load = vi.fn(async (_tag: string) => undefined);
    const lazy = startLazyDefine('x-', load, () => false);
    await lazy.initial;
    expect(load.mock.calls.map(([tag]) => tag).sort()).toEqual(['x-other-a', 'x-present-a']);
    lazy.stop();
  });

  it('loads a chunk when its tag is inserted later, nested or not, once', async () => {
    document.body.innerHTML = '';
    const load = vi.fn(async () => undefined);
    const lazy = startLazyDefine('x-', load, () => false);
    await lazy.initial;
    expect(load).not.toHaveBeenCalled();
    const card = document.createElement('div');
    card.innerHTML = '<x-late-b></x-late-b>';
    document.body.append(card);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    document.body.append(document.createElement('x-late-b'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('x-late-b', 0);
    lazy.stop();
  });

  it('skips a widget switched off in settings and one already defined', async () => {
    customElements.define('x-defined-c', class extends HTMLElement {});
    document.body.innerHTML = '<x-off-c></x-off-c><x-defined-c></x-defined-c>';
    const load = vi.fn(async () => undefined);
    const lazy = startLazyDefine('x-', load, (tag) => tag === 'x-off-c');
    await lazy.initial;
    expect(load).not.toHaveBeenCalled();
    // Marked as a failed one is, so nothing stays held for an upgrade that never comes.
    expect(document.querySelector('x-off-c')?.hasAttribute('data-rove-failed')).toBe(true);
    expect(document.querySelector('x-defined-c')?.hasAttribute('data-rove-failed')).toBe(false);
    const late = document.createElement('x-off-c');
    document.body.append(late);
    await vi.waitFor(() => expect(late.hasAttribute('data-rove-failed')).toBe(true));
    lazy.stop();
  });

  it('marks the elements of a chunk that failed, and retries it on the next appearance of its tag, logging once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<x-flaky-d></x-flaky-d>';
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const lazy = startLazyDefine('x-', load, () => false);
    await lazy.initial;
    expect(load).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[rove\] could not load <x-flaky-d>/);
    // Marked, so the page can give back the space it held and show its fallback.
    expect(document.querySelector('x-flaky-d')?.hasAttribute('data-rove-failed')).toBe(true);
    document.body.append(document.createElement('x-flaky-d'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // Told it is a retry, so it can ask for another address (loader/index.ts).
    expect(load.mock.calls.map(([tag, retry]) => [tag, retry])).toEqual([
      ['x-flaky-d', 0],
      ['x-flaky-d', 1],
    ]);
    lazy.stop();
  });

  it("neither logs nor marks a load the shopper's navigation cancelled, and loads it again when they come Back", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<x-leaving-d></x-leaving-d>';
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(undefined);
    dispatchEvent(new Event('beforeunload'));
    const lazy = startLazyDefine('x-', load, () => false);
    await lazy.initial;
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('x-leaving-d')?.hasAttribute('data-rove-failed')).toBe(false);
    dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // Made again at another address (an older browser keeps a failed import cached).
    expect(load.mock.calls.map(([tag, retry]) => [tag, retry])).toEqual([
      ['x-leaving-d', 0],
      ['x-leaving-d', 1],
    ]);
    lazy.stop();
  });

  it('waits with a tag whose every element is far from the screen until one comes near', async () => {
    document.body.innerHTML =
      '<x-near-e></x-near-e><x-far-e data-far></x-far-e><x-far-e data-far></x-far-e><x-mixed-e data-far></x-mixed-e><x-mixed-e></x-mixed-e>';
    const load = vi.fn(async (_tag: string) => undefined);
    const waiting: { elements: readonly Element[]; then: () => void }[] = [];
    const lazy = startLazyDefine('x-', load, () => false, document, {
      isFar: (element) => element.hasAttribute('data-far'),
      whenNear: (elements, then) => waiting.push({ elements, then }),
    });
    await lazy.initial;
    // One near element is enough for its tag to load now.
    expect(load.mock.calls.map(([tag]) => tag)).toEqual(['x-near-e', 'x-mixed-e']);
    expect(waiting.map(({ elements }) => elements.length)).toEqual([2]);
    waiting[0]?.then();
    expect(load.mock.calls.map(([tag]) => tag)).toEqual(['x-near-e', 'x-mixed-e', 'x-far-e']);
    lazy.stop();
  });

  it('starts each import in a task of its own, after the one that found the tags', async () => {
    document.body.innerHTML = '<x-one-h></x-one-h><x-two-h></x-two-h>';
    // Set by a load and cleared at the end of its task: a second load in the same task sees it.
    let taskHadLoad = false;
    const sameTask: boolean[] = [];
    const load = vi.fn(async (_tag: string) => {
      sameTask.push(taskHadLoad);
      taskHadLoad = true;
      queueMicrotask(() => (taskHadLoad = false));
    });
    const lazy = startLazyDefine('x-', load, () => false, document, {
      isFar: () => false,
      whenNear: () => undefined,
    });
    expect(load).not.toHaveBeenCalled();
    await lazy.initial;
    expect(load.mock.calls.map(([tag]) => tag)).toEqual(['x-one-h', 'x-two-h']);
    expect(sameTask).toEqual([false, false]);
    lazy.stop();
  });

  it('loads a waiting tag once an element of it is inserted near the screen', async () => {
    document.body.innerHTML = '<x-far-f data-far></x-far-f>';
    const load = vi.fn(async () => undefined);
    const later = vi.fn();
    const lazy = startLazyDefine('x-', load, () => false, document, {
      isFar: (element) => element.hasAttribute('data-far'),
      whenNear: (_elements, then) => later.mockImplementation(then),
    });
    await lazy.initial;
    expect(load).not.toHaveBeenCalled();
    document.body.append(document.createElement('x-far-f'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    later(); // coming near the first one later loads nothing more
    expect(load).toHaveBeenCalledTimes(1);
    lazy.stop();
  });

  describe('by default (is-far.ts, then when-near.ts fetched)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('fetches when-near for a far tag and loads it when the observer finds it near', async () => {
      document.body.innerHTML = '<x-far-g></x-far-g>';
      const far = document.body.firstElementChild as Element;
      far.getBoundingClientRect = () =>
        ({ top: 5 * innerHeight, bottom: 5 * innerHeight + 50, width: 50, height: 50 }) as DOMRect;
      const observers: IntersectionObserverCallback[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      const load = vi.fn(async () => undefined);
      const lazy = startLazyDefine('x-', load, () => false);
      await lazy.initial;
      await vi.waitFor(() => expect(observers).toHaveLength(1));
      expect(load).not.toHaveBeenCalled();
      observers[0]?.(
        [{ target: far, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      expect(load).toHaveBeenCalledTimes(1);
      lazy.stop();
    });

    it('keeps a key pressed while when-near is on its way: the tag loads once it arrives', async () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      document.body.innerHTML = '<x-far-h></x-far-h><x-far-i></x-far-i>';
      const [pressedEarly, untouched] = [...document.body.children];
      const loadPressed = vi.fn();
      const loadUntouched = vi.fn();
      whenNearLater([pressedEarly as Element], loadPressed);
      // The import cannot have settled yet: this key comes before when-near listens.
      dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      await vi.waitFor(() => expect(loadPressed).toHaveBeenCalledTimes(1));

      whenNearLater([untouched as Element], loadUntouched);
      await import('./when-near'); // settles after the import whenNearLater started
      expect(loadUntouched).not.toHaveBeenCalled();
      dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      expect(loadUntouched).toHaveBeenCalledTimes(1);
      expect(loadPressed).toHaveBeenCalledTimes(1);
    });
  });
});
