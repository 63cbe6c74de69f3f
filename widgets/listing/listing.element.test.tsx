// @vitest-environment happy-dom
/**
 * <rove-listing> as a host page sees it: the server's grid and pager in; the grid toggle and
 * its cookie, appended cards (each with a <rove-love>), the announcement and focus out; the
 * next-page calls on the network. Runs under React and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie } from '../../core/storage/cookies';
import { createListingElement } from './listing.element';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
import { shownLabel } from '../../tests/helpers/load-more-label';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

function item(nid: number, extra: Record<string, unknown> = {}) {
  return {
    nid,
    url: `/product/p-${nid}`,
    url_query: '',
    title: `Product ${nid}`,
    image_lrg: `/images/product/${nid}.svg`,
    image_alt_lrg: '',
    sale_price: 999,
    default_price: 1299,
    sale: { [`M${nid}`]: 1 },
    swatches: [{ name: 'Navy', hex: '#1f2a44' }],
    ...extra,
  };
}

function serve(handler: (url: URL) => unknown) {
  const urls: string[] = [];
  serveFetch(
    (request) => new URL(request.url),
    (url) => {
      urls.push(`${url.pathname}${url.search}`);
      return handler(url);
    },
  );
  return urls;
}

function serverCard(nid: number): string {
  return `<article class="product-card" data-nid="${nid}"><a class="product-card__link" href="/product/p-${nid}"><h3 class="product-card__title">Product ${nid}</h3></a><ul class="product-card__swatches"><li class="product-card__swatch" data-hex="#aa0000"></li></ul><div class="product-card__meta"><div class="love-slot"><rove-love nid="${nid}"></rove-love></div></div></article>`;
}

function page(next: string, settings: Record<string, unknown> = {}) {
  printSettings({ country: 'US', basePath: '/', ...settings });
  // Built before connecting, like a parsed server page.
  const element = document.createElement('rove-listing');
  element.setAttribute('next', next);
  element.innerHTML = `<div class="product-grid">${serverCard(1)}${serverCard(2)}</div><nav class="pager"><a rel="next" href="${next}">Next</a></nav>`;
  document.body.replaceChildren(element);
  return element;
}

const waitFor = vi.waitFor;
const moreButton = () => document.querySelector<HTMLButtonElement>('.rove-listing__more-button');
const cards = () => [...document.querySelectorAll<HTMLElement>('article.product-card')];
const toggle = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.rove-listing__toggle-button')].find((button) =>
    button.textContent?.includes(label),
  );

setUpElementTests({ 'rove-listing': createListingElement });

beforeEach(() => removeCookie('rove_grid'));

afterEach(() => vi.unstubAllGlobals());

describe('<rove-listing>', () => {
  it('enhances the server grid in place: pager out, swatches painted, 4 columns', async () => {
    serve(() => ({ items: [], details: {} }));
    const element = page('/category/sofas/page/2');
    const firstLove = element.querySelector('rove-love');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    expect(element.querySelector('.pager')).toBeNull();
    expect(element.querySelector('.rove-listing__grid')?.getAttribute('data-columns')).toBe('4');
    expect(element.querySelector('rove-love')).toBe(firstLove); // never re-created
    expect(
      element.querySelector<HTMLElement>('.product-card__swatch')?.style.backgroundColor,
    ).toBeTruthy();
    expect(toggle('4 columns')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('saves the grid size in the rove_grid cookie and reads it back', async () => {
    serve(() => ({ items: [], details: {} }));
    page('/category/sofas/page/2');
    await waitFor(() => expect(toggle('6 columns')).toBeTruthy());
    toggle('6 columns')?.click();
    await waitFor(() =>
      expect(document.querySelector('.rove-listing__grid')?.getAttribute('data-columns')).toBe('6'),
    );
    expect(readCookie('rove_grid')).toBe('6');
    expect(toggle('6 columns')?.getAttribute('aria-pressed')).toBe('true');
    document.body.innerHTML = '';
    page('/category/sofas/page/2');
    await waitFor(() =>
      expect(document.querySelector('.rove-listing__grid')?.getAttribute('data-columns')).toBe('6'),
    );
  });

  it('Load more appends the next page as cards with <rove-love>, announces it and moves focus', async () => {
    const urls = serve(() => ({
      items: [item(3), item(2), item(4)],
      details: { page: 2, pages: 3 },
    }));
    page('/category/sofas/page/2?sort=price-asc');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(4)); // nid 2 was already shown
    expect(urls).toEqual(['/category/sofas/page/2?sort=price-asc&format=json']);
    const appended = cards()[2] as HTMLElement;
    expect(appended.dataset['nid']).toBe('3');
    expect(appended.querySelector('rove-love')?.getAttribute('nid')).toBe('3');
    expect(appended.querySelector('.price__current')?.textContent).toBe('$999.00');
    expect(appended.querySelector('.price__original')?.textContent).toBe(
      'Original price: $1,299.00',
    );
    expect(appended.querySelector('a')?.getAttribute('href')).toBe('/product/p-3');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('2 more products loaded');
    await waitFor(() => expect(document.activeElement).toBe(appended.querySelector('a')));
  });

  it('speaks Korean on a ko_KR page', async () => {
    serve(() => ({ items: [item(3)], details: {} }));
    page('/category/sofas/page/2', { country: 'KR', locale: 'ko_KR' });
    await waitFor(() => expect(shownLabel(moreButton())).toBe('더 보기'));
    expect(toggle('4열')).toBeTruthy();
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      '상품 1개를 더 불러왔습니다',
    );
  });

  it('members see whole units', async () => {
    serve(() => ({ items: [item(3)], details: {} }));
    page('/category/sofas/page/2', { isMembership: true });
    await waitFor(() => expect(moreButton()).toBeTruthy());
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[2]?.querySelector('.price__current')?.textContent).toBe('$999');
  });

  it('locks after a page with no items', async () => {
    const urls = serve(() => ({ items: [], details: { page: 9, pages: 8, total: 0 } }));
    page('/category/sofas/page/9');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    moreButton()?.click();
    await waitFor(() =>
      expect(document.querySelector('.rove-listing__end')?.textContent).toBe(
        'You have seen all products.',
      ),
    );
    expect(moreButton()).toBeNull();
    expect(urls).toHaveLength(1);
  });

  it('has nothing to load on the last page', async () => {
    const urls = serve(() => ({ items: [item(3)], details: {} }));
    page('');
    await waitFor(() => expect(document.querySelector('.rove-listing__end')).toBeTruthy());
    expect(urls).toHaveLength(0);
  });

  it('only logs a failed page, and Load more retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serve(() => (fail ? new Response('nope', { status: 500 }) : { items: [item(5)], details: {} }));
    page('/category/sofas/page/2');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    moreButton()?.click();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[rove] infinite scroll page failed', 'HTTP 500'),
    );
    await waitFor(() => expect(moreButton()?.getAttribute('aria-disabled')).toBe('false'));
    fail = false;
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('drops invalid items and refuses links off the site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => ({
      items: [
        item(6, { url: 'javascript:alert(1)' }),
        item(7, { url: '//evil.example/x' }),
        item(8),
      ],
      details: {},
    }));
    page('/category/sofas/page/2');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[2]?.dataset['nid']).toBe('8');
  });

  it('restores the server markup when removed', async () => {
    serve(() => ({ items: [], details: {} }));
    const element = page('/category/sofas/page/2');
    await waitFor(() => expect(moreButton()).toBeTruthy());
    element.remove();
    expect(element.querySelector('.product-grid')).toBeTruthy();
    expect(element.querySelector('.product-grid + .pager')).toBeTruthy();
    expect(element.querySelector('.rove-listing__toolbar')).toBeNull();
  });
});

describe('<rove-listing> Back navigation', () => {
  const key = () => `rove:page-memory:listing:${location.pathname}${location.search}`;

  beforeEach(() => sessionStorage.clear());

  it('remembers the loaded pages and restores them (and the scroll) when the shopper comes back', async () => {
    serve(() => ({ items: [item(3), item(4)] }));
    page('/category/sofas/page/2');
    await waitFor(() => expect(moreButton()).not.toBeNull());
    moreButton()?.click();
    await waitFor(() => expect(cards()).toHaveLength(4));
    window.dispatchEvent(new Event('pagehide'));
    // Written once the new page's render has settled (an effect: after the paint in preact).
    const remembered = () =>
      JSON.parse(sessionStorage.getItem(key()) ?? '{}') as Record<string, unknown>;
    await waitFor(() =>
      expect(remembered()).toMatchObject({ pages: 2, next: '/category/sofas/page/3' }),
    );
    const stored = remembered();
    document.body.innerHTML = '';

    // Back: the server's page 1 again, the appended cards at once, without a request.
    const urls = serve(() => ({ items: [] }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    sessionStorage.setItem(
      key(),
      JSON.stringify({ ...stored, scrollY: 777, items: [...(stored.items as []), { nid: 'bad' }] }),
    );
    page('/category/sofas/page/2');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().map((card) => card.dataset['nid'])).toEqual(['1', '2', '3', '4']);
    expect(scrollTo).toHaveBeenCalledWith(0, 777);
    expect(urls).toEqual([]);
  });

  it('starts fresh on a normal load', async () => {
    sessionStorage.setItem(
      key(),
      JSON.stringify({ items: [item(3)], pages: 2, next: '/category/sofas/page/3', scrollY: 5 }),
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'navigate' } as unknown as PerformanceEntry,
    ]);
    serve(() => ({ items: [] }));
    page('/category/sofas/page/2');
    await waitFor(() => expect(moreButton()).not.toBeNull());
    expect(cards()).toHaveLength(2);
    expect(sessionStorage.getItem(key())).toBeNull();
  });
});
