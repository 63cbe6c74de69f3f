import type { HttpResult } from '../../core/http/json';
import { logOnce } from '../../core/log';
import type { RequestRunner } from '../../core/request-runner';

/**
 * Sends a call that changes state (a cart line, a notify-me request) through the buy box's
 * runner: never while another is out, never repeated, and its answer is dropped once the
 * element has left the page. `done` hears the reply's data, or null for a failure (logged once
 * per kind as `buybox:{area}:{kind}`).
 *
 * @returns false when nothing was sent (another call is out).
 */
export function sendOnce<T>(
  requests: RequestRunner,
  call: (signal: AbortSignal) => Promise<HttpResult<T>>,
  area: string,
  failure: string,
  done: (data: T | null) => void,
): boolean {
  const sending = requests.exclusive(call);
  if (!sending) return false;
  void (async () => {
    const sent = await sending;
    if (!sent.current) return; // the element left the page
    const reply = sent.value;
    if (!reply.ok)
      logOnce('error', `buybox:${area}:${reply.error.kind}`, `${failure} (${reply.error.message})`);
    done(reply.ok ? reply.data : null);
  })();
  return true;
}
