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

/**
 * A fetch for unit tests that answers when the test says so, aborted or not — a transport that
 * ignores the abort, so what a widget does with a late answer is its own doing. Each call's
 * signal and answer are kept in order; `signal()` and `answer()` are the last call's.
 */
export function heldFetch() {
  const signals: (AbortSignal | undefined)[] = [];
  const answers: ((response: Response) => void)[] = [];
  const fetch = vi.fn((_: unknown, init?: RequestInit) => {
    signals.push(init?.signal ?? undefined);
    return new Promise<Response>((resolve) => answers.push(resolve));
  });
  return {
    fetch,
    signals,
    answers,
    signal: () => signals.at(-1),
    answer: (response: Response) => answers.at(-1)?.(response),
  };
}
