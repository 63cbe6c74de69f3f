import { callJson, type HttpResult } from '../../core/http/json';
import { safeUrl } from '../../core/sanitize/safe-url';
import { photoPageSchema, type PhotoPage } from './photo-wall.logic';

/**
 * `GET {endpoint}?page=N` (spec/product.md §7: community wall next page, page number incremented) →
 * { items }, validated (bad photos dropped). The endpoint comes from the element's attribute:
 * this site only. Failures come back as a result, never thrown.
 *
 * @example await fetchPhotoPage('/community/photos', 2, signal)
 */
export function fetchPhotoPage(
  endpoint: string,
  page: number,
  signal: AbortSignal,
): Promise<HttpResult<PhotoPage>> {
  const safe = safeUrl(endpoint, { origin: location.origin });
  if (!safe || new URL(safe).origin !== location.origin)
    return Promise.resolve({
      ok: false,
      error: { kind: 'invalid', message: `photo wall endpoint refused: ${endpoint}` },
    });
  return callJson(safe, photoPageSchema, { basePath: '/', query: { page }, signal });
}
