import { vi } from 'vitest';

/**
 * Stands in for MessageChannel (how the SDK yields a task: core/next-task.ts): each posted
 * message becomes a task the test runs by hand, in order.
 */
export function manualTasks(): (() => void)[] {
  const tasks: (() => void)[] = [];
  class Channel {
    port1 = { onmessage: null as null | (() => void), close() {} };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  vi.stubGlobal('MessageChannel', Channel);
  return tasks;
}
