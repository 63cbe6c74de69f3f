import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, LIVE_INFO_INTERVAL_MS } from './live-info.poller';

describe('createPoller', () => {
  let hidden = false;
  let calls: boolean[];
  const make = () =>
    createPoller({
      isHidden: () => hidden,
      run: (init) => {
        calls.push(init);
        return Promise.resolve();
      },
    });

  /** A poller whose runs stay out until `finish()` ends the latest one. */
  const makeSlow = () => {
    let finish = () => {};
    const poller = createPoller({
      isHidden: () => hidden,
      run: (init) => {
        calls.push(init);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    return { poller, finish: () => finish() };
  };

  /** After an extra run: it went at once, without init, and the next waits a whole interval. */
  async function expectRunNowThenFullInterval() {
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
  }

  /** A started poller whose tab was hidden `ms` after the start. */
  async function hiddenAfter(ms: number) {
    const poller = make();
    poller.start();
    await vi.advanceTimersByTimeAsync(ms);
    hidden = true;
    poller.visibilityChanged();
    return poller;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    calls = [];
  });
  afterEach(() => vi.useRealTimers());

  it('calls with init on start, then every 5 minutes without it', async () => {
    const poller = make();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true]);
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS - 1);
    expect(calls).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(2 * LIVE_INFO_INTERVAL_MS);
    expect(calls).toEqual([true, false, false, false]);
    poller.stop();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS * 3);
    expect(calls).toHaveLength(4);
  });

  it('a run that comes due while the previous one is still out runs as soon as that one ends', async () => {
    const { poller, finish } = makeSlow();
    poller.start();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS);
    // The first reply is slower than the interval: no second run overlaps it…
    expect(calls).toEqual([true]);
    finish();
    // …and none is dropped either: it runs once the first has ended.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true, false]);
    poller.stop();
  });

  it('pauses while hidden and catches up at once when visible again', async () => {
    const poller = await hiddenAfter(60_000);
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS * 4);
    expect(calls).toEqual([true]);
    hidden = false;
    poller.visibilityChanged();
    // The rhythm restarts from the catch-up call.
    await expectRunNowThenFullInterval();
  });

  it('waits only the remaining time when the tab was hidden briefly', async () => {
    const poller = await hiddenAfter(100_000);
    await vi.advanceTimersByTimeAsync(50_000);
    hidden = false;
    poller.visibilityChanged();
    await vi.advanceTimersByTimeAsync(149_999);
    expect(calls).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([true, false]);
  });

  it('makes the init call when a tab opened in the background is first shown', async () => {
    hidden = true;
    const poller = make();
    poller.start();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS * 2);
    expect(calls).toEqual([]);
    hidden = false;
    poller.visibilityChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true]);
  });

  it('goes on after a failed run', async () => {
    const poller = createPoller({
      isHidden: () => false,
      run: (init) => {
        calls.push(init);
        return Promise.reject(new Error('down'));
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS);
    expect(calls).toEqual([true, false]);
  });

  it('refreshes at once, without init, when the page is restored from the back/forward cache', async () => {
    const poller = make();
    poller.start();
    await vi.advanceTimersByTimeAsync(90_000);
    poller.restored();
    // The rhythm restarts from the refresh: nothing at the old 5-minute mark.
    await expectRunNowThenFullInterval();
  });

  it('refreshes again after a run that was out when the page was restored, and goes on', async () => {
    const { poller, finish } = makeSlow();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.restored();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([true, false]);
    finish();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS);
    expect(calls).toEqual([true, false, false]);
  });

  it('ignores a restore before start and after stop', async () => {
    const poller = make();
    poller.restored();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    poller.start();
    poller.stop();
    poller.restored();
    await vi.advanceTimersByTimeAsync(LIVE_INFO_INTERVAL_MS);
    expect(calls).toEqual([true]);
  });
});
