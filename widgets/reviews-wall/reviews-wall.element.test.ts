// @vitest-environment happy-dom
/**
 * <rove-reviews-wall> as a host page sees it, with its <rove-scroller reply="html">: server
 * reviews in, appended pages from the next link's HTML (incomplete reviews dropped), the page
 * maximum, the summary line, 'Load more reviews', failures only logged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../core/storage/key-value';
import { BUSY_RESET_MS } from '../shared/paging/infinite-scroll';
import { pageMemoryKey } from '../shared/paging/page-memory';
import { createScrollerElement } from '../scroller/scroller.element';
import { createReviewsWallElement, type RoveReviewsWall } from './reviews-wall.element';
import { sampleReview } from './sample-reviews';
import { setUpElementTests } from '../shared/testing/element-tests';
import { shownLabel } from '../../tests/helpers/load-more-label';

// happy-dom cannot run DOMPurify (see core/sanitize/html.ts); the sanitizer has its own
// Chromium test. Here it only drops <script>, so the test sees that the element uses it.
vi.mock('../../core/sanitize/html', () => ({
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
}));

const SUMMARY = '/api/provider/business-units/demo';

interface Call {
  url: string;
  accept: string | null;
  requestedWith: string | null;
}

/** A server with reviews 12 a page and a next link on every page (the wall must stop itself). */
function fragment(page: number, next = true) {
  const ids = [1, 2].map((i) => page * 100 + i);
  return `<div data-rove-scroller-items>${ids.map((id) => sampleReview(id)).join('')}</div>${
    next ? `<a rel="next" data-rove-scroller-next href="/reviews?page=${page + 1}">More</a>` : ''
  }`;
}

function serve(handler: (url: URL) => Response | string | Promise<Response | string>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === SUMMARY)
        return new Response(JSON.stringify({ numberOfReviews: { total: 1234 } }), {
          headers: { 'content-type': 'application/json' },
        });
      calls.push({
        url: `${url.pathname}${url.search}`,
        accept: request.headers.get('accept'),
        requestedWith: request.headers.get('x-requested-with'),
      });
      const body = await handler(url);
      return body instanceof Response
        ? body
        : new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),
  );
  return calls;
}

const byPage = (url: URL) => fragment(Number(url.searchParams.get('page')));

/** The markup demo-host/templates/reviews-page.ts writes (max-pages on the wall: forwarded). */
function mount(attributes = `summary-url="${SUMMARY}"`, next = '/reviews?page=2') {
  document.body.replaceChildren();
  const box = document.createElement('div');
  box.innerHTML = `<rove-reviews-wall ${attributes}>
    <p class="rove-reviews-wall__summary" data-rove-reviews-summary></p>
    <rove-scroller reply="html" label="reviews" more-label="Load more reviews">
      <div data-rove-scroller-items>${sampleReview(1)}</div>
      ${next ? `<a rel="next" data-rove-scroller-next href="${next}">More reviews</a>` : ''}
    </rove-scroller>
  </rove-reviews-wall>`;
  document.body.append(box);
  return document.querySelector('rove-reviews-wall') as RoveReviewsWall;
}

const reviews = () => [
  ...document.querySelectorAll('[data-rove-scroller-items] [data-rove-review]'),
];
const moreButton = () => document.querySelector<HTMLButtonElement>('.rove-scroller__more');
const nextLink = () => document.querySelector<HTMLAnchorElement>('a[data-rove-scroller-next]');
const endText = () => document.querySelector<HTMLElement>('.rove-scroller__end');
const announce = () => document.querySelector('.rove-scroller__announce')?.textContent;
const summary = () => document.querySelector('[data-rove-reviews-summary]')?.textContent;

/** The page grows by 400 px per review, as laid-out reviews would make it. */
function setMetrics(scrollTop: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollTop);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(
    () => 2000 + reviews().length * 400,
  );
}

/** Lets the stubbed fetch answer (setImmediate: not faked, unlike setTimeout). */
async function settle() {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Presses 'Load more reviews' and waits for the page and the 2 s busy reset. */
async function pressMore(count: number) {
  moreButton()?.click();
  await vi.waitFor(() => expect(reviews()).toHaveLength(count));
  await vi.waitFor(
    () =>
      expect(document.querySelector<RoveReviewsWall>('rove-reviews-wall')?.phase).not.toBe('busy'),
    { timeout: 3000 },
  );
}

// Each test starts from a blank page, log and page memory (the wall's logs are once-only).
setUpElementTests({
  'rove-reviews-wall': createReviewsWallElement,
  'rove-scroller': createScrollerElement,
});

beforeEach(() => setMetrics(0));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('<rove-reviews-wall> pages', () => {
  it('GETs the next link as an HTML fragment, appends its reviews and follows its next link', async () => {
    const calls = serve(byPage);
    const element = mount();
    expect(shownLabel(moreButton())).toBe('Load more reviews');
    expect(nextLink()?.hidden).toBe(true);
    moreButton()?.click();
    await vi.waitFor(() => expect(reviews()).toHaveLength(3));
    expect(calls).toEqual([
      { url: '/reviews?page=2', accept: 'text/html', requestedWith: 'XMLHttpRequest' },
    ]);
    expect(nextLink()?.getAttribute('href')).toBe('/reviews?page=3');
    expect(announce()).toBe('2 more reviews loaded');
    expect(document.activeElement?.getAttribute('href')).toBe('/reviews#review-201');
    expect(element.pages).toBe(2);
  });

  it('stops after 7 pages (the first included) though the server has more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve(byPage);
    const element = mount();
    for (let page = 2; page <= 7; page += 1) {
      moreButton()?.click();
      await settle();
      expect(reviews()).toHaveLength(1 + (page - 1) * 2);
      vi.advanceTimersByTime(BUSY_RESET_MS); // the busy flag's reset after the page laid out
    }
    expect(element.pages).toBe(7);
    expect(element.phase).toBe('locked');
    expect(calls.map((call) => call.url)).toEqual(
      [2, 3, 4, 5, 6, 7].map((page) => `/reviews?page=${page}`),
    );
    expect(moreButton()?.hidden).toBe(true);
    expect(endText()?.textContent).toBe('You have seen all reviews.');
    expect(nextLink()).toBeNull();
  });

  it('honours a smaller max-pages and stops when a reply has no next link', async () => {
    serve((url) => fragment(Number(url.searchParams.get('page')), false));
    const element = mount('max-pages="3"');
    await pressMore(3);
    expect(element.phase).toBe('locked');
    expect(endText()?.hidden).toBe(false);
  });

  it('drops incomplete reviews (logged once), unlinks foreign links, announces what is kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(
      () =>
        `<div data-rove-scroller-items>${sampleReview(201)}${sampleReview(202, { rating: '9' })}${sampleReview(
          203,
          { name: ' ', product: 'https://evil.example/x' },
        )}${sampleReview(204, { product: 'https://evil.example/x' })}</div>`,
    );
    mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(announce()).toBe('2 more reviews loaded'));
    expect(reviews().map((review) => review.id)).toEqual(['review-1', 'review-201', 'review-204']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('[rove] review dropped');
    expect(document.body.innerHTML).not.toContain('evil.example');
    expect(document.querySelector('#review-204')?.textContent).toContain('Reviewed: Sofa');
    expect(document.activeElement?.getAttribute('href')).toBe('/reviews#review-201');
  });

  it('checks what is in the list when it connects (a scroller defined first may have restored pages)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(byPage);
    mount();
    const wall = document.querySelector('rove-reviews-wall') as RoveReviewsWall;
    const list = wall.querySelector('[data-rove-scroller-items]');
    wall.remove();
    list?.insertAdjacentHTML('beforeend', sampleReview(2, { rating: 'x' }) + sampleReview(3));
    document.body.append(wall);
    expect(reviews().map((review) => review.id)).toEqual(['review-1', 'review-3']);
  });
});

describe('<rove-reviews-wall> summary', () => {
  it("shows the provider's numberOfReviews.total", async () => {
    serve(byPage);
    mount();
    await vi.waitFor(() => expect(summary()).toBe('Based on 1,234 reviews'));
  });

  it('only logs a failed or invalid summary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"numberOfReviews":{"total":"many"}}')),
    );
    mount();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toBe('[rove] review summary failed');
    expect(summary()).toBe('');
  });
});

describe('<rove-reviews-wall> Back navigation', () => {
  it('restores the appended pages on a Back navigation', async () => {
    serve(byPage);
    mount();
    await pressMore(3);
    window.dispatchEvent(new Event('pagehide'));
    const key = pageMemoryKey('scroller:reviews', `${location.pathname}${location.search}`);
    expect(JSON.parse(sessionStore().get(key) ?? '{}')).toMatchObject({
      pages: 2,
      next: '/reviews?page=3',
    });
    document.body.innerHTML = '';
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const element = mount();
    // Once DOMPurify has loaded (the scroller imports it with the first page that needs it).
    await vi.waitFor(() => expect(reviews()).toHaveLength(3));
    expect(element.pages).toBe(2);
    expect(nextLink()?.getAttribute('href')).toBe('/reviews?page=3');
  });
});
