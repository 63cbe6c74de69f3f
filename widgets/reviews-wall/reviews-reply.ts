import { logOnce } from '../../core/log';
import { resolveAllowedUrl } from '../../core/safe-url';
import { parseRating, reviewProblem } from './reviews-wall.logic';

// The reply of GET {next reviews url} (seed 001 §7): an HTML list of reviews and a next link.
// The HTML arrives sanitized (core/sanitize-html); here it is read into reviews that carry what
// the seed requires, links to other origins are turned into plain text, and the next link is
// kept only when it stays on this site.

/** What one page of the wall brings. */
export interface ReviewsReply {
  /** The reviews, as sanitized markup (one <article> each). */
  items: string[];
  /** The next page's path and query, '' when this was the last page. */
  next: string;
}

/** A review in the markup: the server's <article data-rove-review>. */
export const REVIEW_SELECTOR = '[data-rove-review]';
export const NEXT_SELECTOR = 'a[rel~="next"]';

/**
 * A same-origin path and query for a URL from markup or storage, or undefined when it points
 * elsewhere.
 *
 * @example sameOriginPath('/reviews?page=2', 'https://shop.example') // '/reviews?page=2'
 */
export function sameOriginPath(url: string, origin: string): string | undefined {
  const target = resolveAllowedUrl(url, { origin });
  if (!target || target.origin !== origin) return undefined;
  return `${target.pathname}${target.search}`;
}

/** Product and review links stay on this site: any other link becomes its text. */
export function unlinkForeign(root: ParentNode, origin: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (sameOriginPath(link.getAttribute('href') ?? '', origin) === undefined)
      link.replaceWith(...link.childNodes);
  }
}

function textOf(root: Element, selector: string): string {
  return root.querySelector(selector)?.textContent ?? '';
}

/** The problem with one review element, or undefined when it may be shown. */
export function reviewElementProblem(review: Element): string | undefined {
  return reviewProblem({
    name: textOf(review, '.rove-review__name'),
    text: textOf(review, '.rove-review__text'),
    rating: parseRating(review.getAttribute('data-rating')),
    ratingText: textOf(review, '.rove-review__rating-text'),
  });
}

/**
 * Reads a sanitized reply: its valid reviews (bad ones dropped, logged once) and its next link.
 *
 * @example parseReviewsReply('<article data-rove-review …>…</article><a rel="next" href="/reviews?page=3">', location.origin)
 */
export function parseReviewsReply(sanitized: string, origin: string): ReviewsReply {
  const template = document.createElement('template');
  // Sanitized by the caller (core/sanitize-html) just before: the only HTML that reaches here.
  template.innerHTML = sanitized;
  const root = template.content;
  const href = root.querySelector(NEXT_SELECTOR)?.getAttribute('href')?.trim();
  const next = href ? (sameOriginPath(href, origin) ?? '') : '';
  const items: string[] = [];
  for (const review of root.querySelectorAll(REVIEW_SELECTOR)) {
    const problem = reviewElementProblem(review);
    if (problem) {
      logOnce('warn', `reviews-wall:item:${problem}`, 'review dropped', problem);
      continue;
    }
    unlinkForeign(review, origin);
    items.push(review.outerHTML);
  }
  return { items, next };
}
