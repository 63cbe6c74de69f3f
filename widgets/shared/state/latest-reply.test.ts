import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../../core/http/json';
import { resetLogOnce } from '../../../core/log';
import { createRequestRunner } from '../../../core/request-runner';
import { latestReply, type FailureReport } from './latest-reply';

afterEach(() => {
  resetLogOnce();
  vi.restoreAllMocks();
});

const report: FailureReport = {
  level: 'warn',
  area: 'test-area',
  describe: (failure) => ['test call failed', failure.message],
};

const failed: HttpResult<string> = {
  ok: false,
  error: { kind: 'http', status: 500, message: 'HTTP 500' },
};

describe('latestReply', () => {
  it('answers the reply and logs nothing when it is ok', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reply = await latestReply(
      createRequestRunner(),
      () => Promise.resolve({ ok: true, data: 'x' }),
      report,
    );
    expect(reply).toEqual({ ok: true, data: 'x' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers a failed reply and logs it once per kind of failure, as the report describes it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runner = createRequestRunner();
    expect(await latestReply(runner, () => Promise.resolve(failed), report)).toEqual(failed);
    await latestReply(runner, () => Promise.resolve(failed), report);
    expect(warn.mock.calls).toEqual([['[rove] test call failed', 'HTTP 500']]);
  });

  it('logs a message without detail when the report gives none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await latestReply(createRequestRunner(), () => Promise.resolve(failed), {
      level: 'error',
      area: 'test-inline',
      describe: (failure) => [`test call failed (${failure.message})`],
    });
    expect(error.mock.calls).toEqual([['[rove] test call failed (HTTP 500)']]);
  });

  it('answers null, and logs nothing, when a newer run came first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runner = createRequestRunner();
    let answer: (value: HttpResult<string>) => void = () => undefined;
    const first = latestReply(
      runner,
      () => new Promise<HttpResult<string>>((resolve) => (answer = resolve)),
      report,
    );
    const second = latestReply(runner, () => Promise.resolve({ ok: true, data: 'y' }), report);
    answer(failed);
    expect(await first).toBeNull();
    expect(await second).toEqual({ ok: true, data: 'y' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null when the runner was stopped (the element left)', async () => {
    const runner = createRequestRunner();
    runner.stop();
    expect(await latestReply(runner, () => Promise.resolve(failed), report)).toBeNull();
  });
});
