// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sdkTasksOf } from './sdk-tasks';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  cat: '__metadata',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const event = (name: string, ts: number, dur: number, url?: string, tid = 1) => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  pid: 7,
  tid,
  ...(url ? { args: { data: { url } } } : {}),
});

describe('sdkTasksOf', () => {
  it('finds the main-thread tasks that ran our script, with how much of each was ours', () => {
    const tasks = sdkTasksOf([
      thread(7, 1, 'CrRendererMain') as never,
      thread(7, 2, 'Compositor') as never,
      // A task of ours: 60 ms, 55 of it our function (a nested call is not counted twice).
      event('RunTask', 1_000, 60_000),
      event('FunctionCall', 1_100, 55_000, 'https://shop.example/rove/chunks/kit-A.js'),
      event('FunctionCall', 2_000, 10_000, 'https://shop.example/rove/chunks/kit-A.js'),
      // The page's own layout, with a 1 ms listener of ours in it.
      event('RunTask', 100_000, 80_000),
      event('Layout', 100_100, 70_000),
      event('FunctionCall', 175_000, 1_000, 'https://shop.example/rove/loader.js'),
      // The host's own script only.
      event('RunTask', 200_000, 90_000),
      event('FunctionCall', 200_100, 80_000, 'https://shop.example/js/host.js'),
      // Our script on another thread is not the page's main thread.
      event('RunTask', 300_000, 90_000, undefined, 2),
      event('FunctionCall', 300_100, 80_000, 'https://shop.example/rove/x.js', 2),
    ] as never);
    expect(tasks.map(({ startMs, durationMs, sdkMs }) => ({ startMs, durationMs, sdkMs }))).toEqual(
      [
        { startMs: 0, durationMs: 60, sdkMs: 55 },
        { startMs: 99, durationMs: 80, sdkMs: 1 },
      ],
    );
    expect(tasks[1]?.top[0]).toContain('Layout 70.0ms');
  });
});
