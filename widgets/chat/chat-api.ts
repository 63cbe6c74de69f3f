import { callJson, type HttpResult } from '../../core/http/json';
import { boolean, object } from '../../core/schema';

const availabilitySchema = object({ available: boolean() });

/**
 * `GET {availabilityUrl}?account=…` → `{available: boolean}`. `url` is a same-origin URL that
 * already passed the URL policy; its own query is kept.
 *
 * @example await fetchAvailability(new URL('/chat/availability', location.origin), 'main', signal)
 */
export function fetchAvailability(
  url: URL,
  account: string,
  signal: AbortSignal,
): Promise<HttpResult<{ available: boolean }>> {
  return callJson(url.pathname, availabilitySchema, {
    basePath: '/',
    query: { ...Object.fromEntries(url.searchParams), account },
    signal,
  });
}
