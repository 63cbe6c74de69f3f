// Review markup as the server writes it (demo-host/templates/reviews-page.ts), for tests and
// stories only: the element never builds reviews itself.

/** One review <article>; `extra` breaks it in the ways the tests need. */
export function sampleReview(
  id: number,
  extra: { rating?: string; name?: string; product?: string } = {},
) {
  const { rating = '4', name = `Reviewer ${id}`, product = '/product/sofa' } = extra;
  return `<article class="rove-review" id="review-${id}" data-rove-review data-rating="${rating}">
  <p class="rove-review__rating"><span aria-hidden="true">★★★★☆</span><span class="rove-review__rating-text">Rated ${rating} out of 5</span></p>
  <h2 class="rove-review__title"><a href="/reviews#review-${id}">Title ${id}</a></h2>
  <p class="rove-review__text">Text ${id}</p>
  <p class="rove-review__byline"><span class="rove-review__name">${name}</span></p>
  <p class="rove-review__products">Reviewed: <a href="${product}">Sofa</a></p>
</article>`;
}
