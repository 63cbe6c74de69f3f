// @vitest-environment happy-dom
/**
 * <rove-scroller> as a host page sees it: server markup in, appended items, the next link, the
 * 'Load more' fallback, events and calls out.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { sessionStore } from '../../core/storage/key-value';
import { BUSY_RESET_MS } from '../shared/paging/infinite-scroll';
import { pageMemoryKey } from '../shared/paging/page-memory';
import { createScrollerElement, type RoveScroller } from './scroller.element';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { shownLabel } from '../../tests/helpers/load-more-label';

// happy-dom cannot run DOMPurify (see core/sanitize/html.ts); the sanitizer has its own
// Chromium test. Here it only drops <script>, so the test sees that the element uses it.
vi.mock('../../core/sanitize/html', () => ({
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
}));

const post = (n: number) =>
  `<article class="post" data-n="${n}"><h2><a href="/blog/post-${n}">Post ${n}</a></h2></article>`;
const pageItems = (page: number, size = 2) =>
  Array.from({ length: size }, (_, i) => ({ html: post(page * 10 + i) }));

interface Call {
  url: string;
  accept: string | null;
}

function serve(handler: (url: URL) => unknown | Promise<unknown>) {
  return serveFetch(
    (request): Call => {
      const url = new URL(request.url);
      return { url: `${url.pathname}${url.search}`, accept: request.headers.get('accept') };
    },
    (call) => handler(new URL(call.url, location.href)),
  );
}

const byPage = (url: URL) => ({ items: pageItems(Number(url.searchParams.get('page'))) });

function mount(attributes = 'max-pages="5" label="posts"', next = '/blog?page=2&sort=newest') {
  // Built detached, then attached: the element connects with its children in place.
  document.body.replaceChildren();
  const box = document.createElement('div');
  box.innerHTML = `<rove-scroller ${attributes}>
    <div data-rove-scroller-items>${post(1)}</div>
    ${next ? `<a rel="next" data-rove-scroller-next href="${next}">Older posts</a>` : ''}
  </rove-scroller>`;
  document.body.append(box);
  return document.querySelector('rove-scroller') as RoveScroller;
}

/** Lets the stubbed fetch answer (setImmediate: not faked, unlike setTimeout). */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const posts = () => [...document.querySelectorAll('[data-rove-scroller-items] .post')];
const moreButton = () => document.querySelector<HTMLButtonElement>('.rove-scroller__more');
const nextLink = () => document.querySelector<HTMLAnchorElement>('a[data-rove-scroller-next]');
const endText = () => document.querySelector<HTMLElement>('.rove-scroller__end');
const announce = () => document.querySelector('.rove-scroller__announce')?.textContent;

/** The page grows by 500 px per post, as laid-out items would make it. */
function setMetrics(scrollTop: number, viewportHeight = 800, pageHeight?: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollTop);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(viewportHeight);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(
    () => pageHeight ?? 2500 + posts().length * 500,
  );
}

beforeAll(() => {
  customElements.define('rove-scroller', createScrollerElement());
});

beforeEach(() => {
  resetLogOnce();
  sessionStorage.clear();
  setMetrics(0);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('<rove-scroller> loading pages', () => {
  it('GETs the next link as JSON on "Load more", appends the items and advances the link', async () => {
    const calls = serve(byPage);
    const element = mount();
    const appended = vi.fn();
    element.addEventListener('rove-scroller-appended', (event) =>
      appended((event as CustomEvent<{ items: Element[] }>).detail.items.length),
    );
    expect(shownLabel(moreButton())).toBe('Load more');
    expect(nextLink()?.hidden).toBe(true);
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
    expect(calls).toEqual([{ url: '/blog?page=2&sort=newest', accept: 'application/json' }]);
    expect(nextLink()?.getAttribute('href')).toBe('/blog?page=3&sort=newest');
    expect(appended).toHaveBeenCalledWith(2);
    expect(announce()).toBe('2 more posts loaded');
    expect(document.activeElement?.getAttribute('href')).toBe('/blog/post-20');
    expect(element.pages).toBe(2);
  });

  it('shows the busy text while the page loads', async () => {
    let release: (value: unknown) => void = () => undefined;
    serve(() => new Promise((resolve) => (release = resolve)));
    mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(shownLabel(moreButton())).toBe('Loading more posts…'));
    expect(moreButton()?.getAttribute('aria-disabled')).toBe('true');
    release({ items: pageItems(2) });
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
  });

  it('leaving the page aborts the page on its way, and its late answer appends nothing', async () => {
    let release: (value: unknown) => void = () => undefined;
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        signals.push(request.signal);
        // A transport that answers anyway: only the element's own check keeps the page out.
        return new Promise((resolve) => (release = resolve));
      }),
    );
    const element = mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    element.remove();
    expect(signals[0]?.aborted).toBe(true);
    release(
      new Response(JSON.stringify({ items: pageItems(2) }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await settle();
    expect(posts()).toHaveLength(0);
    expect(element.querySelectorAll('.post')).toHaveLength(1);
    expect(element.pages).toBe(1);
  });

  it('loads when the viewport bottom reaches 65% of the page, not at 60%', async () => {
    const calls = serve(byPage);
    mount();
    setMetrics(1000, 800, 3000); // bottom at 60%
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    setMetrics(1150, 800, 3000); // bottom at 65%
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  it('stays busy until 2 s after the page height changed, then goes on while past the trigger', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve(byPage);
    const element = mount();
    setMetrics(5000); // far down: past the trigger whatever the height
    moreButton()?.click();
    await settle();
    expect(posts()).toHaveLength(3);
    expect(element.phase).toBe('busy');
    moreButton()?.click(); // ignored while busy
    vi.advanceTimersByTime(BUSY_RESET_MS - 1);
    expect(element.phase).toBe('busy');
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // Idle again and still past 65%: the next page follows by itself.
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe('/blog?page=3&sort=newest');
  });

  it('stops after max-pages (page 1 included): the link leaves and the end text shows', async () => {
    const calls = serve(byPage);
    const element = mount('max-pages="3" label="posts"');
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
    await vi.waitFor(() => expect(element.phase).toBe('idle'), { timeout: 3000 });
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(5));
    expect(element.phase).toBe('locked');
    expect(nextLink()).toBeNull();
    expect(moreButton()?.hidden).toBe(true);
    expect(endText()?.hidden).toBe(false);
    expect(endText()?.textContent).toBe('You have seen all posts.');
    expect(calls.map((call) => call.url)).toEqual([
      '/blog?page=2&sort=newest',
      '/blog?page=3&sort=newest',
    ]);
  });

  it('locks when a page returns no items', async () => {
    serve(() => ({ items: [] }));
    const element = mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(element.phase).toBe('locked'));
    expect(posts()).toHaveLength(1);
    expect(endText()?.hidden).toBe(false);
  });

  it('only logs a failed page and retries on the next press', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    serve((url) => (fail ? new Response('boom', { status: 500 }) : byPage(url)));
    const element = mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toBe('[rove] infinite scroll page failed');
    expect(element.phase).toBe('idle');
    expect(document.body.textContent).not.toMatch(/fail|error/i);
    fail = false;
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
  });

  it('drops bad items and sanitizes the HTML', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => ({
      items: [{ html: `${post(7)}<script>alert(1)</script>` }, { html: 42 }, { nope: true }],
    }));
    mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(2));
    expect(document.querySelector('[data-rove-scroller-items] script')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a next link to another origin and has nothing to load without one', () => {
    const calls = serve(byPage);
    const element = mount(undefined, 'https://evil.example/blog?page=2');
    expect(element.phase).toBe('locked');
    moreButton()?.click();
    expect(calls).toHaveLength(0);
    expect(mount(undefined, '').phase).toBe('locked');
    expect(endText()?.hidden).toBe(false);
  });

  it('puts the next link back when removed', () => {
    serve(byPage);
    const element = mount();
    element.remove();
    expect(element.querySelector('.rove-scroller__footer')).toBeNull();
    expect(element.querySelector<HTMLAnchorElement>('a[data-rove-scroller-next]')?.hidden).toBe(
      false,
    );
  });
});

describe('<rove-scroller> Back navigation', () => {
  const key = () => pageMemoryKey('scroller:posts', `${location.pathname}${location.search}`);

  it('remembers appended pages and restores them (and the scroll) on a Back navigation', async () => {
    serve(byPage);
    mount();
    moreButton()?.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStore().get(key()) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ pages: 2, next: '/blog?page=3&sort=newest', scrollY: 0 });
    document.body.innerHTML = '';

    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    sessionStore().set(key(), JSON.stringify({ ...stored, scrollY: 1234 }));
    const appended = vi.fn();
    document.addEventListener('rove-scroller-appended', appended, { once: true });
    const element = mount();
    // Once DOMPurify has loaded (it comes with the first page that needs it).
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
    expect(element.pages).toBe(2);
    expect(nextLink()?.getAttribute('href')).toBe('/blog?page=3&sort=newest');
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(appended).toHaveBeenCalled();
  });

  it('loads no page while the remembered ones are put back, then goes on after them', async () => {
    const calls = serve(byPage);
    sessionStore().set(
      key(),
      JSON.stringify({ items: [post(20), post(21)], pages: 2, next: '/blog?page=3', scrollY: 0 }),
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setMetrics(5000, 800, 3000); // already at the bottom: the trigger is reached at once
    mount();
    window.dispatchEvent(new Event('scroll'));
    moreButton()?.click();
    // Page 2 is in the memory: asking for it again would show its posts twice.
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/blog?page=3']));
    await vi.waitFor(() => expect(posts()).toHaveLength(5));
  });

  it('starts fresh on a normal navigation or reload, and forgets the old memory', () => {
    serve(byPage);
    sessionStore().set(
      key(),
      JSON.stringify({ items: [post(20)], pages: 2, next: '/blog?page=3', scrollY: 10 }),
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
    mount();
    expect(posts()).toHaveLength(1);
    expect(sessionStore().get(key())).toBeNull();
  });
});

describe('<rove-scroller reply="html">', () => {
  interface HtmlCall extends Call {
    requestedWith: string | null;
  }

  /** A server answering HTML fragments: two posts and a next link, up to page 3. */
  function serveHtml(handler: (page: number) => string | Response) {
    const calls: HtmlCall[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        calls.push({
          url: `${url.pathname}${url.search}`,
          accept: request.headers.get('accept'),
          requestedWith: request.headers.get('x-requested-with'),
        });
        const body = handler(Number(url.searchParams.get('page')));
        return body instanceof Response
          ? body
          : new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }),
    );
    return calls;
  }

  const fragment = (page: number) =>
    `<div data-rove-scroller-items>${post(page * 10)}${post(page * 10 + 1)}</div>${
      page < 3 ? `<a rel="next" href="/blog?page=${page + 1}&amp;x=1">Older</a>` : ''
    }`;

  it("GETs the next link as HTML, appends the items and follows the reply's next link", async () => {
    const calls = serveHtml(fragment);
    const element = mount('reply="html" label="posts" more-label="Load more posts"');
    expect(shownLabel(moreButton())).toBe('Load more posts');
    await element.loadMore();
    expect(posts()).toHaveLength(3);
    expect(calls).toEqual([
      { url: '/blog?page=2&sort=newest', accept: 'text/html', requestedWith: 'XMLHttpRequest' },
    ]);
    // The reply's link, not a page number advanced here.
    expect(nextLink()?.getAttribute('href')).toBe('/blog?page=3&x=1');
    expect(announce()).toBe('2 more posts loaded');
    expect(element.pages).toBe(2);
  });

  it('takes the top-level elements of a fragment without [data-rove-scroller-items], never the link', async () => {
    serveHtml(
      () =>
        `${post(20)}<script>alert(1)</script>${post(21)}<a rel="next" href="/blog?page=3">x</a>`,
    );
    const element = mount('reply="html" label="posts"');
    await element.loadMore();
    expect(posts()).toHaveLength(3);
    expect(document.querySelector('[data-rove-scroller-items] script')).toBeNull();
    expect(document.querySelector('[data-rove-scroller-items] a[rel="next"]')).toBeNull();
  });

  it('locks when the reply has no next link, or one to another site', async () => {
    serveHtml(
      () =>
        `<div data-rove-scroller-items>${post(20)}</div><a rel="next" href="https://evil.example/?page=3">x</a>`,
    );
    const element = mount('reply="html" label="posts"');
    await element.loadMore();
    expect(posts()).toHaveLength(2);
    expect(element.phase).toBe('locked');
    expect(nextLink()).toBeNull();
    expect(endText()?.textContent).toBe('You have seen all posts.');
  });

  it('only logs a reply that is not HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveHtml(
      () => new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } }),
    );
    const element = mount('reply="html" label="posts"');
    await element.loadMore();
    expect(error.mock.calls[0]?.[0]).toBe('[rove] infinite scroll page failed');
    expect(posts()).toHaveLength(1);
    expect(element.phase).toBe('idle');
  });

  it('announces and focuses only the items an appended-listener kept', async () => {
    serveHtml(fragment);
    const element = mount('reply="html" label="posts"');
    element.addEventListener('rove-scroller-appended', (event) =>
      (event as CustomEvent<{ items: Element[] }>).detail.items[0]?.remove(),
    );
    await element.loadMore();
    expect(posts()).toHaveLength(2);
    expect(announce()).toBe('1 more posts loaded');
    expect(document.activeElement?.getAttribute('href')).toBe('/blog/post-21');
  });
});
