// Pure rules of <rove-reviews-wall> (spec/product.md §4 'Walls', §9): no DOM, Node-testable.

/** spec/product.md §9: the reviews wall stops after 7 pages (the server's first included). */
export const REVIEWS_WALL_MAX_PAGES = 7;
/** The BCP 47 tag of a storefront locale (en_US → en-US); unknown tags fall back to en-US. */
export function languageTag(locale: string | undefined): string {
  const tag = (locale ?? '').trim().replace('_', '-');
  // en_UK is the storefront's name for British English; ch_HK is Hong Kong (Chinese).
  const fixed = tag === 'en-UK' ? 'en-GB' : tag === 'ch-HK' ? 'zh-HK' : tag;
  try {
    return Intl.getCanonicalLocales(fixed)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * The provider's review count as the locale writes numbers, or undefined when the value is not
 * a count (the reply is untrusted).
 *
 * @example formatReviewCount(1234, 'en_US') // '1,234'
 * @example formatReviewCount(1234, 'fr_CA') // '1 234' (with a narrow no-break space)
 */
export function formatReviewCount(total: number, locale: string | undefined): string | undefined {
  if (!Number.isSafeInteger(total) || total < 0) return undefined;
  return new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 0 }).format(total);
}

/** A rating read from markup (data-rating): a number of stars from 0 to 5, else undefined. */
export function parseRating(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 5 ? value : undefined;
}

/** What a review must carry to be shown (spec/product.md §3 'Review'). */
export interface ReviewParts {
  name: string;
  text: string;
  rating: number | undefined;
  /** The rating's words ('Rated 4 out of 5'); screen readers read these, not the stars. */
  ratingText: string;
}

/**
 * Why a review from the server cannot be shown, or undefined when it can: a name, a text, a
 * rating out of 5 and its text equivalent are required (the rest is optional).
 *
 * @example reviewProblem({ name: 'Ava', text: 'Lovely', rating: 4, ratingText: 'Rated 4 out of 5' }) // undefined
 */
export function reviewProblem(parts: ReviewParts): string | undefined {
  if (!parts.name.trim()) return 'no name';
  if (!parts.text.trim()) return 'no review text';
  if (parts.rating === undefined) return 'no rating out of 5';
  if (!parts.ratingText.trim()) return 'no text equivalent for the rating';
  return undefined;
}
