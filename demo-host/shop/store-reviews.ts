import type { DemoDeps } from '../context';
import {
  REVIEWS_PER_PAGE,
  generateReviews,
  pageCount,
  pageOf,
  type Review,
} from '../fixtures/reviews';
import type { ReviewsPageData } from '../templates/reviews-page';

/** The catalogue's ordinary products the reviews and community photos are about. */
export function reviewedProducts(deps: Pick<DemoDeps, 'products'>) {
  return deps.products
    .all()
    .filter((product) => product.scenario === null)
    .slice(0, 60)
    .map(({ nid, slug, title }) => ({ nid, slug, title }));
}

const built = new WeakMap<object, Review[]>();

/**
 * The store's reviews, built on first use per demo host (deterministic, like the catalogue):
 * /reviews and the product pages' reviews wall show the same ones.
 */
export function storeReviews(deps: Pick<DemoDeps, 'products'>): Review[] {
  let reviews = built.get(deps.products);
  if (!reviews) {
    reviews = generateReviews(reviewedProducts(deps));
    built.set(deps.products, reviews);
  }
  return reviews;
}

/**
 * The wall a product page shows: the store's reviews (a business-review wall, as the review
 * provider's), its first page, paging on through /reviews.
 */
export function productReviewsWall(deps: Pick<DemoDeps, 'products'>): ReviewsPageData {
  const reviews = storeReviews(deps);
  return {
    kind: 'wall',
    reviews: pageOf(reviews, 1, REVIEWS_PER_PAGE),
    page: 1,
    pages: pageCount(reviews.length, REVIEWS_PER_PAGE),
  };
}
