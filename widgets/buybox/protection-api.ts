import { callJson, type HttpResult } from '../../core/http/json';
import { offersReplySchema, type ProtectionOffer } from './protection.logic';

/**
 * `POST {basePath}ajax/uc_mulberry` {title, id, model} → the model's protection offers
 * (spec/product.md §7), validated. Read-only, so core/http/json may retry it (a network error, a busy server).
 *
 * @example const reply = await requestProtectionOffers({ title: 'Sofa', nid: 1006, model: 'RC1006-…' }, { basePath: '/' });
 */
export function requestProtectionOffers(
  request: { title: string; nid: number; model: string },
  options: { basePath: string; signal?: AbortSignal },
): Promise<HttpResult<ProtectionOffer[]>> {
  return callJson('ajax/uc_mulberry', offersReplySchema, {
    ...options,
    method: 'POST',
    idempotent: true,
    form: { title: request.title, id: String(request.nid), model: request.model },
  });
}
