import { logOnce } from '../../core/log';
import { sameOriginPath } from '../../core/sanitize/same-origin-path';
import { parseRating, reviewProblem } from './reviews-wall.logic';

// What <rove-scroller reply="html"> appends to the wall is the reply's sanitized markup; here it
// is held to what a review must carry (spec/product.md §3 'Review'): a review that lacks any of it is
// removed (logged once), and links to other origins become their text.

/** A review in the markup: the server's <article data-rove-review>. */
export const REVIEW_SELECTOR = '[data-rove-review]';

/** Product and review links stay on this site: any other link becomes its text. */
export function unlinkForeign(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (sameOriginPath(link.getAttribute('href') ?? '') === undefined)
      link.replaceWith(...link.childNodes);
  }
}

function textOf(root: Element, selector: string): string {
  return root.querySelector(selector)?.textContent ?? '';
}

/** The problem with one appended element, or undefined when it is a review that may be shown. */
export function reviewElementProblem(review: Element): string | undefined {
  if (!review.matches(REVIEW_SELECTOR)) return 'not a review';
  return reviewProblem({
    name: textOf(review, '.rove-review__name'),
    text: textOf(review, '.rove-review__text'),
    rating: parseRating(review.getAttribute('data-rating')),
    ratingText: textOf(review, '.rove-review__rating-text'),
  });
}

/**
 * Removes the elements that are not complete reviews from the page (logged once per problem)
 * and unlinks foreign links in the others. Returns the reviews kept.
 *
 * @example list.addEventListener('rove-scroller-appended', (e) => checkReviews(e.detail.items));
 */
export function checkReviews(items: readonly Element[]): Element[] {
  const kept: Element[] = [];
  for (const item of items) {
    const problem = reviewElementProblem(item);
    if (problem) {
      logOnce('warn', `reviews-wall:item:${problem}`, 'review dropped', problem);
      item.remove();
      continue;
    }
    unlinkForeign(item);
    kept.push(item);
  }
  return kept;
}
