import type { HttpFailure, HttpResult } from '../../../core/http/json';
import { logOnce } from '../../../core/log';
import type { RequestRunner } from '../../../core/request-runner';

/** How a widget reports a failed reply: once per page and kind of failure (core/log.ts). */
export interface FailureReport<E = never> {
  level: 'warn' | 'error';
  /** The log key's first part, `<area>:<kind>`, which the `problem` event names as its area. */
  area: string;
  /** The console line after `[rove] ` and, if any, what is logged beside it. */
  describe: (failure: HttpFailure<E>) => [message: string, detail?: unknown];
}

/**
 * Runs `call` as the runner's latest and reports its reply's failure, if any, once: the reply,
 * or null when a newer run or the element's leaving came first (nobody to show it to).
 *
 * @example const reply = await latestReply(requests, (signal) => fetchPage(url, signal), { level: 'error', area: 'photo-wall', describe: (failure) => ['photo wall page failed', failure.message] });
 */
export async function latestReply<T, E = never>(
  requests: RequestRunner,
  call: (signal: AbortSignal) => Promise<HttpResult<T, E>>,
  report: FailureReport<E>,
): Promise<HttpResult<T, E> | null> {
  const settled = await requests.latest(call);
  if (!settled.current) return null;
  const reply = settled.value;
  if (!reply.ok)
    logOnce(report.level, `${report.area}:${reply.error.kind}`, ...report.describe(reply.error));
  return reply;
}
