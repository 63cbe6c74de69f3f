import { callJson, type HttpResult } from '../../core/http/json';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import { number, object, type Infer } from '../../core/schema';

/** spec/product.md §7: the provider's business-unit summary; only numberOfReviews.total is read. */
export const reviewSummarySchema = object({
  numberOfReviews: object({ total: number({ min: 0, integer: true }) }),
});

export type ReviewSummary = Infer<typeof reviewSummarySchema>;

/** The review provider's own API host, allowed besides this site (over https only). */
export const SUMMARY_PROVIDER_HOSTS = ['api.trustpilot.com'] as const;

/**
 * `GET {reviews provider business-unit summary}` → numberOfReviews.total, validated. The URL
 * comes from the element's `summary-url` attribute (the CMS writes it): this site or the
 * provider's API host only. The pages of reviews are <rove-scroller reply="html">'s part.
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
