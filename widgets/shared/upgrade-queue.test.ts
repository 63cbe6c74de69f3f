import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { SLICE_MS, enqueueUpgrade, flushUpgrades } from './upgrade-queue';
import { manualTasks } from '../../tests/helpers/manual-tasks';

describe('upgrade queue', () => {
  beforeEach(() => resetLogOnce());
  afterEach(() => flushUpgrades());

  it('runs definitions in a later task, in the order they were queued', () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    enqueueUpgrade(() => ran.push('rove-header'));
    enqueueUpgrade(() => ran.push('rove-buybox'));
    expect(ran).toEqual([]);
    tasks.shift()?.();
    expect(ran).toEqual(['rove-header', 'rove-buybox']);
  });

  it('gives the main thread back once a slice has taken its time', () => {
    const tasks = manualTasks();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const ran: number[] = [];
    // Each definition takes 4 ms: two fit in a slice of SLICE_MS (6 ms), the third waits.
    for (let i = 0; i < 3; i += 1)
      enqueueUpgrade(() => {
        now += 4;
        ran.push(i);
      });
    expect(SLICE_MS).toBe(6);
    tasks.shift()?.();
    expect(ran).toEqual([0, 1]);
    tasks.shift()?.();
    expect(ran).toEqual([0, 1, 2]);
  });

  it('is not held back by a paused clock (timers faked)', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    enqueueUpgrade(() => ran.push('rove-carousel'));
    vi.useRealTimers();
    await vi.waitFor(() => expect(ran).toEqual(['rove-carousel']));
  });

  it('goes on after a definition that throws, and says so once with [rove]', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    enqueueUpgrade(() => {
      throw new Error('broken');
    });
    enqueueUpgrade(() => ran.push('next'));
    await vi.waitFor(() => expect(ran).toEqual(['next']));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('[rove]');
  });
});
