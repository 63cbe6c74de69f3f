import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { enqueueUpgrade, flushUpgrades } from './upgrade-queue';
import { manualTasks } from '../../../tests/helpers/manual-tasks';

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
    expect(ran).toEqual(['rove-header']);
    tasks.shift()?.();
    expect(ran).toEqual(['rove-header', 'rove-buybox']);
  });

  it('runs one job a task, however little time the first took: the next may be a whole view', () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    enqueueUpgrade(() => ran.push('heart 13'));
    enqueueUpgrade(() => ran.push('define rove-listing'));
    tasks.shift()?.();
    expect(ran).toEqual(['heart 13']);
    tasks.shift()?.();
    expect(ran).toEqual(['heart 13', 'define rove-listing']);
    expect(tasks).toHaveLength(0);
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
