import { callJson, type HttpResult } from '../../core/http';
import { offersReplySchema, type ProtectionOffer } from './protection.logic';

/** How long the coverage text may take before the dialog says it failed. */
const COVERAGE_TIMEOUT_MS = 15_000;

/**
 * `POST {basePath}ajax/uc_mulberry` {title, id, model} → the model's protection offers
 * (seed 001 §7), validated. Read-only, so a network error is retried once.
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

/**
 * `GET {basePath}ajax/uc_mulberry/modal?ajax=1&hide_title=1&nid=&model=` → the "What's
 * covered" HTML, unsanitized (the caller must sanitize it), or null on any failure.
 *
 * @example const html = await fetchCoverageHtml({ nid: 1006, model: 'RC1006-…' }, { basePath: '/' });
 */
export async function fetchCoverageHtml(
  request: { nid: number; model: string },
  options: { basePath: string; signal?: AbortSignal },
): Promise<string | null> {
  const url = new URL('ajax/uc_mulberry/modal', new URL(options.basePath, location.origin));
  url.search = new URLSearchParams({
    ajax: '1',
    hide_title: '1',
    nid: String(request.nid),
    model: request.model,
  }).toString();
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, COVERAGE_TIMEOUT_MS);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
      signal: controller.signal,
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
