import type { Review } from '../fixtures/reviews';
import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

// The reviews wall (/reviews) and the review gallery (/reviews/gallery), spec/product.md §2: the
// server's first page of reviews and a plain next link inside <rove-reviews-wall>'s
// <rove-scroller reply="html">, which appends the following pages. Without JavaScript the link works as it is (?page=N is a full page too).
// The same URL asked with `Accept: text/html` and `X-Requested-With: XMLHttpRequest` answers the
// fragment only (reviewsFragment): the page's reviews and the next link.

/** spec/product.md §9: the reviews wall stops after 7 pages. */
export const REVIEWS_MAX_PAGES = 7;
/** The simulated review provider's business unit (what a Trustpilot widget is configured with). */
export const REVIEWS_BUSINESS_UNIT = 'rove-demo';
/** The simulated provider's business-unit summary (GET → { numberOfReviews: { total } }). */
export const REVIEWS_SUMMARY_URL = `/api/reviews-provider-sim/v1/business-units/${REVIEWS_BUSINESS_UNIT}`;

export type ReviewsWallKind = 'wall' | 'gallery';

const BASE: Record<ReviewsWallKind, string> = { wall: '/reviews', gallery: '/reviews/gallery' };

export function reviewsUrl(kind: ReviewsWallKind, page: number): string {
  return page > 1 ? `${BASE[kind]}?page=${page}` : BASE[kind];
}

function dateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Five stars as text, drawn filled or hollow (decoration: the rating's words are beside it). */
function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

/**
 * One review: plain HTML (no scripts, handlers or style attributes), sanitizer-safe. The rating
 * is read as words ('Rated 4 out of 5'); the stars are hidden from assistive technology.
 */
export function reviewCard(review: Review, kind: ReviewsWallKind, page: number): SafeHtml {
  const url = `${reviewsUrl(kind, page)}#review-${review.id}`;
  const photo =
    kind === 'gallery' && review.photoNid !== null
      ? markup`<img class="rove-review__photo" src="/images/product/${String(review.photoNid)}.svg?w=480" width="480" height="360" loading="lazy" alt="Photo from ${review.name}’s review">`
      : '';
  const products = review.products.length
    ? markup`<p class="rove-review__products">Reviewed: ${review.products.map(
        (product, index) =>
          markup`${index > 0 ? ', ' : ''}<a href="/product/${product.slug}">${product.title}</a>`,
      )}</p>`
    : '';
  return markup`<article class="rove-review" id="review-${String(review.id)}" data-rove-review data-rating="${String(review.rating)}">
  ${photo}
  <p class="rove-review__rating"><span class="rove-review__stars" aria-hidden="true">${stars(review.rating)}</span> <span class="rove-review__rating-text">Rated ${String(review.rating)} out of 5</span></p>
  <h2 class="rove-review__title"><a href="${url}">${review.title}</a></h2>
  <p class="rove-review__text">${review.text}</p>
  <p class="rove-review__byline"><span class="rove-review__name">${review.name}</span>${review.verified ? markup` <span class="rove-review__verified" data-verified><span aria-hidden="true">✓</span> Verified buyer</span>` : ''} · <time datetime="${review.date}">${dateText(review.date)}</time></p>
  ${products}
</article>`;
}

export interface ReviewsPageData {
  kind: ReviewsWallKind;
  reviews: readonly Review[];
  page: number;
  pages: number;
}

function nextLink(kind: ReviewsWallKind, page: number, pages: number): SafeHtml | string {
  return page < pages
    ? markup`<a class="rove-reviews-wall__next" rel="next" data-rove-scroller-next href="${reviewsUrl(kind, page + 1)}">More reviews</a>`
    : '';
}

/**
 * The fragment the wall's scroller asks for: the page's reviews (the children of
 * [data-rove-scroller-items]), then the next link (none on the last page).
 */
export function reviewsFragment(data: ReviewsPageData): SafeHtml {
  return markup`<div class="rove-reviews-page" data-page="${String(data.page)}" data-rove-scroller-items>${data.reviews.map((review) => reviewCard(review, data.kind, data.page))}</div>
${nextLink(data.kind, data.page, data.pages)}`;
}

/**
 * `<rove-reviews-wall>` with the server's page of reviews and the next link: the reviews pages'
 * wall, and the product pages' (whose next pages are the store's /reviews pages).
 */
export function reviewsWall(data: ReviewsPageData): SafeHtml {
  const { kind, page, pages } = data;
  return markup`<rove-reviews-wall${kind === 'gallery' ? markup` variant="gallery"` : ''} summary-url="${REVIEWS_SUMMARY_URL}">
      <p class="rove-reviews-wall__summary" data-rove-reviews-summary></p>
      <rove-scroller reply="html" max-pages="${String(REVIEWS_MAX_PAGES)}" trigger="0.65" label="reviews" more-label="Load more reviews">
        <div class="rove-reviews-wall__list" data-rove-scroller-items>
          ${data.reviews.map((review) => reviewCard(review, kind, page))}
        </div>
        ${page > 1 ? markup`<p class="rove-reviews-wall__page-note">Page ${String(page)} of ${String(pages)}</p>` : ''}
        ${nextLink(kind, page, pages)}
      </rove-scroller>
    </rove-reviews-wall>`;
}

export function reviewsPage(data: ReviewsPageData): SafeHtml {
  const { kind } = data;
  const title = kind === 'gallery' ? 'Review gallery' : 'Reviews';
  const crumbs =
    kind === 'gallery'
      ? [{ label: 'Home', href: '/' }, { label: 'Reviews', href: '/reviews' }, { label: title }]
      : [{ label: 'Home', href: '/' }, { label: title }];
  // The wall's stylesheet, as the site's theme would carry it: the server's first page is in its
  // columns before the SDK arrives (demo-host/routes/walls.ts serves it).
  return markup`<link rel="stylesheet" href="/walls/reviews-wall.css">
    ${breadcrumbs(crumbs)}
    <header class="page-head">
      <h1 class="page-head__title">${title}</h1>
      <p class="page-head__lead">${
        kind === 'gallery'
          ? markup`Our customers’ homes, in their own photos. <a href="/reviews">All reviews</a>`
          : markup`What our customers say. <a href="/reviews/gallery">Reviews with photos</a>`
      }</p>
    </header>
    ${reviewsWall(data)}`;
}
