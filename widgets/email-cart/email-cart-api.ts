import { callJson, type HttpResult } from '../../core/http/json';
import { unknown } from '../../core/schema';
import type { EmailCartPayload } from './email-cart.logic';

/**
 * `POST {basePath}klaviyo/email-myself` with the JSON payload (spec/marketing.md §7). The reply is not
 * read (the specification: "response not read; the UI is updated on completion regardless"), so any
 * body is accepted and the caller only waits for the call to end. Not retried: a retry after a
 * network error could email the cart twice.
 *
 * @example await sendCartEmail({ emails: ['ana@rove.shop'], body: '', subscribe: false, cart_id: null, currency: 'USD', products: [] }, { basePath: '/' });
 */
export function sendCartEmail(
  payload: EmailCartPayload,
  context: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<unknown>> {
  return callJson('klaviyo/email-myself', unknown(), {
    ...context,
    method: 'POST',
    idempotent: false,
    json: payload,
  });
}
