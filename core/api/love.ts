import { boolean, map, number, object, optional, string, union, type Infer } from '../schema';
import { callJson, type HttpResult } from '../http/json';

const validationReply = object({
  /** True when the visitor should be asked for an (optional) email before the love is saved. */
  validate: boolean(),
  /** The email-capture form, server HTML: render only through core/sanitize/html. */
  html: optional(string(), ''),
});
export type LoveValidation = Infer<typeof validationReply>;

/** Drupal's JSON may carry the count as a number or as a numeric string. */
const countReply = object({
  cnt: union(number({ integer: true, min: 0 }), map(string(/^\d+$/), Number)),
});

export interface LoveRequest {
  op: 'add' | 'remove';
  nid: number;
  email?: string | undefined;
  subscribe?: boolean | undefined;
}

/**
 * `GET /uc_love/ajax_validate`: should this visitor be asked for an email, and the form to ask with.
 *
 * @example const reply = await fetchLoveValidation(1203, { basePath: '/' });
 */
export function fetchLoveValidation(
  nid: number,
  options: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<LoveValidation>> {
  return callJson('uc_love/ajax_validate', validationReply, { ...options, query: { nid } });
}

/**
 * `GET /uc_love/ajax` (op, nid, email, subscribe → cnt). It changes state, so it is never
 * retried: a retried love could be counted twice.
 *
 * @example const reply = await sendLove({ op: 'add', nid: 1203 }, { basePath: '/' });
 */
export function sendLove(
  request: LoveRequest,
  options: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<{ cnt: number }>> {
  return callJson('uc_love/ajax', countReply, {
    ...options,
    idempotent: false,
    query: {
      op: request.op,
      nid: request.nid,
      email: request.email || undefined,
      subscribe: request.subscribe === undefined ? undefined : request.subscribe ? 1 : 0,
    },
  });
}
