import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, taskPoster } from './next-task';

const settled = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('nextTask', () => {
  it('runs later, in a task of its own, even while a fake clock holds every timer', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    nextTask(() => ran.push('task'));
    await Promise.resolve();
    ran.push('microtasks done');
    vi.useRealTimers();
    await vi.waitFor(() => expect(ran).toEqual(['microtasks done', 'task']));
  });
});

describe('taskPoster', () => {
  it('runs nothing until called, then runs in a task of its own', async () => {
    const ran: string[] = [];
    const post = taskPoster(() => ran.push('task'));
    await settled();
    expect(ran).toEqual([]);
    post();
    ran.push('called');
    await vi.waitFor(() => expect(ran).toEqual(['called', 'task']));
  });
});
