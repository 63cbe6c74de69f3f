import { callJson, type HttpResult } from '../../core/http';
import { resolveAllowedUrl } from '../../core/safe-url';
import { number, object, type Infer } from '../../core/schema';
import { sameOriginPath } from './reviews-reply';

/** How long a page of reviews may take before it counts as failed (then only logged). */
const PAGE_TIMEOUT_MS = 15_000;

/**
 * `GET {next reviews url}` (seed 001 §7) → the reply's HTML, unsanitized (the caller sanitizes
 * it). Sent with `Accept: text/html` and `X-Requested-With: XMLHttpRequest`, which is how the
 * site tells the wall's request from a visitor opening the same URL (it then answers the
 * fragment only). core/http validates JSON only, so this HTML call is its own small fetch, the
 * way widgets/buybox/protection-api.ts fetches its HTML. Never throws.
 *
 * @example const reply = await fetchReviewsPage('/reviews?page=2', signal);
 */
export async function fetchReviewsPage(
  url: string,
  signal: AbortSignal,
): Promise<HttpResult<string>> {
  const path = sameOriginPath(url, location.origin);
  if (!path)
    return { ok: false, error: { kind: 'invalid', message: `next reviews URL refused: ${url}` } };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, PAGE_TIMEOUT_MS);
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetch(new URL(path, location.origin), {
      credentials: 'same-origin',
      headers: { accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' },
      signal: controller.signal,
    });
    if (!response.ok)
      return {
        ok: false,
        error: { kind: 'http', status: response.status, message: `HTTP ${response.status}` },
      };
    if (!/\btext\/html\b/i.test(response.headers.get('content-type') ?? ''))
      return { ok: false, error: { kind: 'invalid', message: `reply from ${path} is not HTML` } };
    return { ok: true, data: await response.text() };
  } catch (error) {
    if (timedOut) return { ok: false, error: { kind: 'timeout', message: 'request timed out' } };
    if (signal.aborted)
      return { ok: false, error: { kind: 'aborted', message: 'request aborted' } };
    return {
      ok: false,
      error: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** seed 001 §7: the provider's business-unit summary; only numberOfReviews.total is read. */
export const reviewSummarySchema = object({
  numberOfReviews: object({ total: number({ min: 0, integer: true }) }),
});

export type ReviewSummary = Infer<typeof reviewSummarySchema>;

/** The review provider's own API host, allowed besides this site (over https only). */
export const SUMMARY_PROVIDER_HOSTS = ['api.trustpilot.com'] as const;

/**
 * `GET {reviews provider business-unit summary}` → numberOfReviews.total, validated. The URL
 * comes from the element's `summary-url` attribute (the CMS writes it): this site or the
 * provider's API host only.
 *
 * @example const reply = await fetchReviewSummary('/api/…/business-units/rove-demo', signal);
 */
export function fetchReviewSummary(
  url: string,
  signal: AbortSignal,
): Promise<HttpResult<ReviewSummary>> {
  const target = resolveAllowedUrl(url, {
    origin: location.origin,
    providerHosts: SUMMARY_PROVIDER_HOSTS,
  });
  if (!target)
    return Promise.resolve({
      ok: false,
      error: { kind: 'invalid', message: `review summary URL refused: ${url}` },
    });
  return callJson(target.href, reviewSummarySchema, { basePath: '/', signal });
}
