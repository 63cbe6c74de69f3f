import { vi } from 'vitest';

/**
 * A fetch for unit tests that never answers and rejects as the browser's does when its signal
 * aborts: a server that went silent, for the deadlines of posts that use fetch directly.
 */
export function stalledFetch() {
  return vi.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}
