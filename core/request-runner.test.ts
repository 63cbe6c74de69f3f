import { describe, expect, it } from 'vitest';
import { createRequestRunner } from './request-runner';

/** A call that resolves when told to, and rejects with AbortError when its signal aborts. */
function controllable<T>() {
  let resolve: (value: T) => void = () => {};
  let signal: AbortSignal | undefined;
  const call = (given: AbortSignal) =>
    new Promise<T>((done, fail) => {
      signal = given;
      resolve = done;
      given.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')));
    });
  return { call, resolve: (value: T) => resolve(value), signal: () => signal };
}

describe('createRequestRunner', () => {
  it('latest wins: a newer run aborts the older, whose result is not current', async () => {
    const runner = createRequestRunner();
    const older = controllable<string>();
    const newer = controllable<string>();
    const first = runner.latest(older.call);
    const second = runner.latest(newer.call);
    expect(older.signal()?.aborted).toBe(true);
    newer.resolve('sofa');
    expect(await first).toEqual({ current: false });
    expect(await second).toEqual({ current: true, value: 'sofa' });
    expect(runner.busy).toBe(false);
  });

  it('an older run that ignores its signal still never counts as current', async () => {
    const runner = createRequestRunner();
    const first = runner.latest(async () => 'old');
    const second = runner.latest(async () => 'new');
    expect(await first).toEqual({ current: false });
    expect(await second).toEqual({ current: true, value: 'new' });
  });

  it('exclusive: a second run while one is out is refused, and allowed after', async () => {
    const runner = createRequestRunner();
    const call = controllable<number>();
    const first = runner.exclusive(call.call);
    expect(runner.busy).toBe(true);
    expect(runner.exclusive(async () => 2)).toBeNull();
    call.resolve(1);
    expect(await first).toEqual({ current: true, value: 1 });
    expect(await runner.exclusive(async () => 3)).toEqual({ current: true, value: 3 });
  });

  it('stop aborts what is out and starts nothing more until resumed', async () => {
    const runner = createRequestRunner();
    const call = controllable<number>();
    const pending = runner.latest(call.call);
    runner.stop();
    expect(call.signal()?.aborted).toBe(true);
    expect(await pending).toEqual({ current: false });
    let started = false;
    expect(
      await runner.latest(async () => {
        started = true;
        return 1;
      }),
    ).toEqual({ current: false });
    expect(started).toBe(false);
    runner.resume();
    expect(await runner.latest(async () => 4)).toEqual({ current: true, value: 4 });
  });

  it('abort drops the run in flight (a closed dialog) and the next run starts at once', async () => {
    const runner = createRequestRunner();
    const call = controllable<number>();
    const pending = runner.latest(call.call);
    runner.abort();
    expect(call.signal()?.aborted).toBe(true);
    expect(await pending).toEqual({ current: false });
    expect(runner.busy).toBe(false);
    expect(await runner.exclusive(async () => 5)).toEqual({ current: true, value: 5 });
  });

  it('passes on a failure of the current run', async () => {
    const runner = createRequestRunner();
    await expect(runner.latest(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(runner.busy).toBe(false);
  });
});
