import * as v from 'valibot';
import { callJson, type HttpResult } from '../http';

const validationReply = v.object({
  /** True when the visitor should be asked for an (optional) email before the love is saved. */
  validate: v.boolean(),
  /** The email-capture form, server HTML: render only through core/sanitize-html. */
  html: v.optional(v.string(), ''),
});
export type LoveValidation = v.InferOutput<typeof validationReply>;

const countReply = v.object({
  cnt: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
  ]),
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
