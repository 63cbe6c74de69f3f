/**
 * The pages that load more of a list (spec/shell.md §4, §7-8; spec/product.md §2, §7-9): the category
 * listing, the reviews wall's scroller (HTML pages) and its summary, the community photo wall
 * and the host listing's filters. Their failures are logged only (the specification shows nothing): the
 * defined state is "what was on screen stays, and the control that asks again works".
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Endpoint } from '../endpoint-types';

/** The widget's element is defined (its chunk ran), so the call below is the widget's. */
const defined = (name: string) => async (page: Page) => {
  await page.waitForFunction((tag) => customElements.get(tag) !== undefined, name);
};

/**
 * Presses a 'Load more' button without scrolling to it. Playwright's click scrolls the button
 * into view first, and that scroll is a second trigger of its own (the scroller loads at 55-65%
 * of the page): a fast failure frees the gate before the click lands, and the row would count
 * two shopper actions as one.
 */
const pressWithoutScrolling = (button: Locator) => button.dispatchEvent('click');

const productCards = (page: Page) => page.locator('rove-listing article.product-card');
const listingMore = (page: Page) => page.locator('rove-listing .rove-listing__more-button');

export const listingPage: Endpoint = {
  name: 'GET category/{slug}/page/{n}?format=json',
  seed: '000 §4, §7-8 category listing',
  // 31 beds: 24 on page 1, page 2 is the call (listing.spec.ts).
  page: '/category/beds',
  route: (url) => url.pathname === '/category/beds/page/2' && url.search === '?format=json',
  method: 'GET',
  stateChanging: false,
  element: 'rove-listing',
  ready: async (page) => {
    await defined('rove-listing')(page);
    await expect(listingMore(page)).toBeVisible();
    await expect(productCards(page)).toHaveCount(24);
  },
  trigger: (page) => pressWithoutScrolling(listingMore(page)),
  outcome: async (page) => {
    await expect(listingMore(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(productCards(page)).toHaveCount(24);
    await expect(page.locator('rove-listing')).not.toContainText(/error|failed/i);
    return 'cards kept, Load more retries, failure only logged';
  },
};

const reviews = (page: Page) =>
  page.locator('rove-reviews-wall [data-rove-scroller-items] article');
const reviewsMore = (page: Page) => page.locator('rove-reviews-wall .rove-scroller__more');

export const reviewsPage: Endpoint = {
  name: 'GET reviews?page={n} (scroller, HTML)',
  seed: '001 §2, §7-9 reviews wall',
  page: '/reviews',
  route: (url) => url.pathname === '/reviews' && url.searchParams.get('page') === '2',
  method: 'GET',
  stateChanging: false,
  element: 'rove-reviews-wall',
  ready: async (page) => {
    await defined('rove-scroller')(page);
    await expect(reviewsMore(page)).toBeVisible();
    await expect(reviews(page)).toHaveCount(12);
  },
  trigger: (page) => pressWithoutScrolling(reviewsMore(page)),
  outcome: async (page) => {
    await expect(reviews(page)).toHaveCount(12);
    await expect(reviewsMore(page)).toBeEnabled();
    await expect(reviewsMore(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('rove-reviews-wall')).not.toContainText(
      /Server error|Not found|"cnt"|unexpected/,
    );
    return 'reviews kept, “Load more reviews” retries';
  },
};

const summary = (page: Page) => page.locator('rove-reviews-wall .rove-reviews-wall__summary');

export const reviewSummary: Endpoint = {
  name: 'GET review provider business-unit summary',
  seed: '001 §7-8 review summary',
  page: '/reviews',
  route: (url) => url.pathname.startsWith('/api/reviews-provider-sim/'),
  method: 'GET',
  stateChanging: false,
  onLoad: true,
  element: 'rove-reviews-wall',
  ready: defined('rove-reviews-wall'),
  outcome: async (page) => {
    // spec/product.md §8: logged only; the server's empty summary line stays empty.
    await expect(summary(page)).toHaveText('');
    await expect(reviews(page)).toHaveCount(12);
    return 'no “Based on … reviews” line, reviews shown';
  },
};

const photos = (page: Page) => page.locator('rove-photo-wall .rove-photo-wall__photo');
const photosMore = (page: Page) => page.locator('rove-photo-wall .rove-photo-wall__more');

export const photoWallPage: Endpoint = {
  name: 'GET community/photos?page={n}',
  seed: '001 §2, §7-9 photo wall',
  page: '/community',
  route: (url) => url.pathname === '/community/photos' && url.searchParams.get('page') === '2',
  method: 'GET',
  stateChanging: false,
  element: 'rove-photo-wall',
  ready: async (page) => {
    await expect(photos(page)).toHaveCount(16);
    // Page 1 is fetched too; the gate frees 2 s after the wall grew.
    await expect(photosMore(page)).toHaveAttribute('aria-disabled', 'false', { timeout: 5_000 });
  },
  trigger: (page) => pressWithoutScrolling(photosMore(page)),
  outcome: async (page) => {
    await expect(photos(page)).toHaveCount(16);
    await expect(photosMore(page)).toHaveAttribute('aria-disabled', 'false');
    return 'photos kept, “Load more photos” retries';
  },
};

const hostCount = (page: Page) => page.locator('rove-host-listing .rove-host-listing__count');
const hostCards = (page: Page) => page.locator('rove-host-listing .rove-host-card');
const cities = ['Seoul', 'Toronto'];
const lastCity = new WeakMap<Page, string>();

export const hostListingPage: Endpoint = {
  name: 'GET host-connect?{filters} (JSON)',
  seed: '001 §3, §7-9 host listing',
  page: '/host-connect',
  // The document itself has no filter; the widget's JSON calls carry the city.
  route: (url) => url.pathname === '/host-connect' && url.searchParams.has('city'),
  method: 'GET',
  stateChanging: false,
  element: 'rove-host-listing',
  ready: async (page) => {
    await defined('rove-host-listing')(page);
    await expect(page.locator('.rove-host-card button.rove-host-card__open').first()).toBeVisible();
    await expect(hostCount(page)).toHaveText('40 hosts');
  },
  // Each cell picks the other city, so every cell is one new filter.
  trigger: async (page) => {
    const city = lastCity.get(page) === cities[0] ? cities[1] : cities[0];
    lastCity.set(page, city as string);
    await page.getByLabel('City').selectOption(city as string);
  },
  outcome: async (page) => {
    // spec/product.md §8: not shown; the cards on screen stay and the filter keeps the choice.
    await expect(hostCount(page)).toHaveText('40 hosts');
    await expect(hostCards(page)).toHaveCount(12);
    await expect(page.getByLabel('City')).toHaveValue(lastCity.get(page) ?? '');
    return 'cards kept, the chosen filter kept';
  },
};
