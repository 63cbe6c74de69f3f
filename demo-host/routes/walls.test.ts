// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PHOTO_COUNT,
  PHOTOS_PER_PAGE,
  generateCommunityPhotos,
} from '../fixtures/community-photos';
import { REVIEW_COUNT, REVIEWS_PER_PAGE, generateReviews } from '../fixtures/reviews';
import { TestBrowser, setupTestHost } from '../testing/test-host';
import { REVIEWS_SUMMARY_URL } from '../templates/reviews-page';

const host = setupTestHost();
const FRAGMENT = { headers: { accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' } };

const reviewIds = (html: string) =>
  [...html.matchAll(/id="review-(\d+)"/g)].map((m) => Number(m[1]));

describe('the fixtures', () => {
  const products = [
    { nid: 1, slug: 'a', title: 'A' },
    { nid: 2, slug: 'b', title: 'B' },
  ];
  it('generate the same reviews and photos on every run', () => {
    expect(generateReviews(products)).toEqual(generateReviews(products));
    expect(generateReviews(products)).toHaveLength(REVIEW_COUNT);
    expect(generateCommunityPhotos(products)).toEqual(generateCommunityPhotos(products));
    expect(generateCommunityPhotos(products)).toHaveLength(PHOTO_COUNT);
  });
  it('give every review a rating out of 5 and at least one product', () => {
    for (const review of generateReviews(products)) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.products.length).toBeGreaterThan(0);
    }
  });
});

describe('/reviews (the reviews wall)', () => {
  it('serves page 1 inside <rove-reviews-wall>, its <rove-scroller reply="html"> and the next link', async () => {
    const response = await new TestBrowser(host.app).get('/reviews');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<rove-reviews-wall summary-url="${REVIEWS_SUMMARY_URL}">`);
    expect(page).toContain(
      '<rove-scroller reply="html" max-pages="7" trigger="0.65" label="reviews" more-label="Load more reviews">',
    );
    expect(page).toContain('class="rove-reviews-wall__list" data-rove-scroller-items>');
    expect(reviewIds(page)).toEqual(Array.from({ length: REVIEWS_PER_PAGE }, (_, i) => i + 1));
    expect(page).toContain('data-rove-scroller-next href="/reviews?page=2"');
    expect(page).toMatch(/<span class="rove-review__rating-text">Rated [1-5] out of 5<\/span>/);
  });

  it('answers the fragment (reviews and next link) to the wall, and no page chrome', async () => {
    const response = await new TestBrowser(host.app).get('/reviews?page=2', FRAGMENT);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/X-Requested-With/i);
    const html = await response.text();
    expect(html).not.toContain('<html');
    expect(reviewIds(html)[0]).toBe(13);
    expect(html).toContain('data-rove-scroller-items>');
    expect(html).toContain('rel="next" data-rove-scroller-next href="/reviews?page=3"');
  });

  it('has no next link on the last page and an empty list past it', async () => {
    const browser = new TestBrowser(host.app);
    const last = Math.ceil(REVIEW_COUNT / REVIEWS_PER_PAGE);
    const lastPage = await (await browser.get(`/reviews?page=${last}`, FRAGMENT)).text();
    expect(lastPage).not.toContain('rel="next"');
    const past = await (await browser.get(`/reviews?page=${last + 1}`, FRAGMENT)).text();
    expect(reviewIds(past)).toEqual([]);
    expect((await browser.get(`/reviews?page=${last + 1}`)).status).toBe(404);
  });

  it('serves the gallery: only reviews with photos', async () => {
    const page = await (await new TestBrowser(host.app).get('/reviews/gallery')).text();
    expect(page).toContain('<rove-reviews-wall variant="gallery"');
    const cards = page.split('<article').length - 1;
    expect(cards).toBeGreaterThan(0);
    expect(page.split('class="rove-review__photo"').length - 1).toBe(cards);
  });

  it('simulates the provider summary: numberOfReviews.total', async () => {
    const { status, body } = await new TestBrowser(host.app).json<{
      numberOfReviews: { total: number };
    }>(REVIEWS_SUMMARY_URL);
    expect(status).toBe(200);
    expect(body.numberOfReviews.total).toBe(REVIEW_COUNT);
  });
});

describe('/community (the photo wall)', () => {
  it('serves the page with <rove-photo-wall> and the first photos as fallback', async () => {
    const page = await (await new TestBrowser(host.app).get('/community')).text();
    expect(page).toContain('<rove-photo-wall endpoint="/community/photos" max-pages="10"');
    expect(page.split('community-fallback__item').length - 1).toBe(PHOTOS_PER_PAGE);
    expect(page).toContain('<link rel="stylesheet" href="/walls/photo-wall.css">');
  });

  it('answers JSON pages of photos, empty past the end', async () => {
    const browser = new TestBrowser(host.app);
    const { body } = await browser.json<{
      items: { objectID: string; product_photos: unknown[] }[];
    }>('/community/photos?page=2');
    expect(body.items).toHaveLength(PHOTOS_PER_PAGE);
    expect(body.items[0]?.objectID).toBe('cp-0017');
    expect(body.items[0]?.product_photos.length).toBeGreaterThan(0);
    const past = await browser.json<{ items: unknown[] }>('/community/photos?page=99');
    expect(past.body.items).toEqual([]);
  });

  it('draws each photo as SVG, and 404s unknown ones', async () => {
    const browser = new TestBrowser(host.app);
    const svg = await browser.get('/community/photo/cp-0001-medium.svg');
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg[^>]+width="900" height="675"/);
    expect((await browser.get('/community/photo/cp-9999-small.svg')).status).toBe(404);
    expect((await browser.get('/community/photo/x.svg')).status).toBe(404);
  });
});

describe('/walls/*.css (the walls’ styles for the server markup)', () => {
  it('serves the two wall stylesheets and nothing else', async () => {
    const browser = new TestBrowser(host.app);
    for (const name of ['reviews-wall', 'photo-wall']) {
      const response = await browser.get(`/walls/${name}.css`);
      expect(response.headers.get('content-type')).toMatch(/^text\/css/);
      expect(await response.text()).toMatch(/^@layer rove \{/);
    }
    expect((await browser.get('/walls/../package.json')).status).toBe(404);
    expect((await browser.get('/walls/listing.css')).status).toBe(404);
  });
});
