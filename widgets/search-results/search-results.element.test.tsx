// @vitest-environment happy-dom
/**
 * <rove-search-results> as a visitor and a host page see it: the URL in, tabs, filters, cards,
 * messages, history entries and rove:* events out. The search service is replaced by an
 * in-memory one that applies what the widget asks (query, filters, pages). Runs under React and
 * again under preact/compat.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchOutcome, SearchRequest } from '../../core/api/search';
import { setUpElementTests } from '../shared/testing/element-tests';
import { createSearchResultsElement } from './search-results.element';
import { answer } from './testing/search-fixture';
import { printSettings } from '../../tests/helpers/page-settings';
import { appears } from '../shared/testing/appears';

const search = vi.hoisted(() => ({
  calls: [] as SearchRequest[][],
  /** Replaces the service's behaviour for one test. */
  handler: undefined as ((requests: SearchRequest[]) => Promise<SearchOutcome>) | undefined,
}));

vi.mock('../../core/api/search', () => ({
  multiSearch: async (_settings: unknown, requests: SearchRequest[]): Promise<SearchOutcome> => {
    search.calls.push(requests);
    if (search.handler) return search.handler(requests);
    return { ok: true, results: requests.map(answer) };
  },
}));

const SETTINGS = {
  country: 'US',
  isMembership: true,
  memberDiscount: 0.2,
  search: { appId: 'ROVEDEMO', apiKey: 'rove-demo-search' },
};

function open(path: string, settings: object = SETTINGS) {
  window.history.replaceState(null, '', path);
  printSettings(settings);
  // As on a server-rendered page: the tag arrives with its no-JS content, then upgrades.
  const element = document.createElement('rove-search-results');
  element.innerHTML = '<h1>Search results</h1><ul><li>Server list</li></ul>';
  document.body.innerHTML = '<main></main>';
  document.querySelector('main')?.append(element);
}

const root = () => document.querySelector('rove-search-results') as HTMLElement;
const tabs = () => [...root().querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
const selectedTab = () => root().querySelector('[role="tab"][aria-selected="true"]');
const cards = () => [...root().querySelectorAll<HTMLElement>('[data-card-id]')];
const status = () => root().querySelector('[role="status"]')?.textContent ?? '';
const checkbox = (name: string) =>
  [...root().querySelectorAll<HTMLLabelElement>('label')]
    .find((label) => label.querySelector('.rove-search-results__option-name')?.textContent === name)
    ?.querySelector('input') as HTMLInputElement;
const button = (name: string) =>
  [...root().querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => candidate.textContent?.trim() === name,
  ) as HTMLButtonElement;
const waitFor = vi.waitFor;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

setUpElementTests({ 'rove-search-results': createSearchResultsElement });

beforeEach(() => {
  search.calls = [];
  search.handler = undefined;
});

describe('<rove-search-results>', () => {
  it('paints an answer a few cards per task, placeholders holding the places of the rest', async () => {
    const reply = deferred<SearchOutcome>();
    search.handler = () => reply.promise;
    open('/search/products/sofa/');
    await waitFor(() => expect(search.calls).toHaveLength(1));
    const requests = search.calls[0] ?? [];
    // Every card the answer will show, counted by the mutations that add one.
    const counts: number[] = [];
    // Whether the panel said it was busy while part of the cards were still placeholders.
    const busyWhilePartial: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (counts.at(-1) === cards().length) return;
      counts.push(cards().length);
      if (cards().length > 0 && cards().length < 24) {
        busyWhilePartial.push(
          root().querySelector('[role="tabpanel"]')?.getAttribute('aria-busy') === 'true',
        );
      }
    });
    observer.observe(root(), { childList: true, subtree: true });
    reply.resolve({ ok: true, results: requests.map(answer) });
    await waitFor(() => expect(cards()).toHaveLength(24));
    observer.disconnect();
    expect(counts[0]).toBeLessThanOrEqual(6);
    expect(counts.length).toBeGreaterThan(3);
    // The placeholders are gone, and each card came once, in the answer's order.
    expect(root().querySelectorAll('.rove-search-results__skeleton')).toHaveLength(0);
    expect(new Set(cards().map((card) => card.dataset['cardId'])).size).toBe(24);
    // A screen reader is told to wait for the whole list, and then that it is there.
    expect(busyWhilePartial.length).toBeGreaterThan(0);
    expect(busyWhilePartial.every(Boolean)).toBe(true);
    expect(root().querySelector('[role="tabpanel"]')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('replaces the server list with tabs, counts and product cards read from the URL', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(root().textContent).not.toContain('Server list');
    expect(root().querySelector('h1')?.textContent).toBe('Search results for “sofa”');
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'In Products (30)',
      'In Customer Photos (3)',
      'In Reviews (4)',
      'In Pages (2)',
      'In Shop the Look (1)',
    ]);
    expect(selectedTab()?.textContent).toBe('In Products (30)');
    expect(tabs()[2]?.getAttribute('href')).toBe('/search/reviews/sofa/');
    expect(status()).toBe('30 results');

    const first = cards()[0] as HTMLElement;
    expect(first.querySelector('h2 mark')?.textContent).toBe('Sofa');
    expect(first.querySelector('a')?.getAttribute('href')).toBe(
      `${window.location.origin}/product/rs1001-1`,
    );
    expect(first.querySelector('.rove-search-results__price')?.textContent).toBe('$799MEMBER $639');
    const love = first.querySelector('rove-love');
    expect(love?.getAttribute('nid')).toBe('100');
    expect(love?.getAttribute('product-title')).toBe('Oak Sofa Sofa 1');

    // One multi-query: the page, the four other counts, the facet counts — all country-filtered.
    expect(search.calls).toHaveLength(1);
    expect(search.calls[0]?.map((request) => [request.index, request.hitsPerPage])).toEqual([
      ['products', 24],
      ['customer_photos', 0],
      ['reviews', 0],
      ['pages', 0],
      ['STL', 0],
      ['products', 0],
    ]);
    expect(search.calls[0]?.every((request) => request.numericFilters?.[0] === 'usa_hide=0')).toBe(
      true,
    );
  });

  it('switches an empty type to the one with the most hits and fixes the URL in place', async () => {
    open('/search/customer_photos/oak/');
    const length = window.history.length;
    await waitFor(() => expect(selectedTab()?.textContent).toBe('In Products (4)'));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(window.location.pathname).toBe('/search/products/oak/');
    expect(window.history.length).toBe(length); // replaced, not pushed
    expect(tabs()[1]?.textContent).toBe('In Customer Photos (0)');
  });

  it('filters with facets, pushes each change into history, and Back/Forward restore it exactly', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(checkbox('Blue')).toBeTruthy());
    await waitFor(() => expect(checkbox('Velvet')).toBeTruthy());
    // The arrival's own event has been sent by now.
    await waitFor(() => expect(search.calls).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 20));
    const start = window.history.length;
    const events: unknown[] = [];
    document.addEventListener('rove:search-results-changed', (event) =>
      events.push((event as CustomEvent).detail),
    );

    checkbox('Blue').click();
    await waitFor(() =>
      expect(window.location.pathname).toBe('/search/products/sofa/filter/colors=Blue/'),
    );
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(checkbox('Blue').checked).toBe(true);
    expect(root().querySelector('.rove-search-results__filter-count')?.textContent).toBe(
      'Filters (1)',
    );

    checkbox('Velvet').click();
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/search/products/sofa/filter/colors=Blue;nice_names=Velvet/',
      ),
    );
    await waitFor(() => expect(cards().length).toBeLessThan(6));
    const filtered = cards().map((card) => card.dataset['cardId']);
    expect(window.history.length).toBe(start + 2);
    const lastRequest = search.calls.at(-1)?.[0];
    expect(lastRequest?.facetFilters).toEqual([['colors:Blue'], ['nice_names:Velvet']]);

    window.history.back();
    await waitFor(() =>
      expect(window.location.pathname).toBe('/search/products/sofa/filter/colors=Blue/'),
    );
    await waitFor(() => expect(checkbox('Velvet').checked).toBe(false));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(checkbox('Blue').checked).toBe(true);
    expect(window.history.length).toBe(start + 2); // Back pushed nothing

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/search/products/sofa/'));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(checkbox('Blue').checked).toBe(false);

    window.history.go(2);
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/search/products/sofa/filter/colors=Blue;nice_names=Velvet/',
      ),
    );
    await waitFor(() => expect(cards().map((card) => card.dataset['cardId'])).toEqual(filtered));
    expect(window.history.length).toBe(start + 2);
    await waitFor(() => expect(events).toHaveLength(5)); // one per settled state
    expect(events.at(-1)).toEqual({
      type: 'products',
      query: 'sofa',
      facets: { colors: ['Blue'], nice_names: ['Velvet'] },
      nbHits: filtered.length,
      // The hits shown, in order, for tracking's result list.
      hits: filtered.map((objectID) => expect.objectContaining({ objectID })),
    });
  });

  it('keeps only the latest answer when answers arrive out of order', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(checkbox('Blue')).toBeTruthy());
    const slow = deferred<SearchOutcome>();
    search.handler = (requests) =>
      JSON.stringify(requests[0]?.facetFilters) === '[["colors:Blue"]]'
        ? slow.promise
        : Promise.resolve({ ok: true, results: requests.map(answer) });
    checkbox('Blue').click();
    await waitFor(() => expect(search.calls).toHaveLength(2));
    checkbox('Gray').click();
    // Blue or Gray, all rendered: the count alone could be a slice of the list before.
    await waitFor(() => {
      expect(status()).toBe('12 results');
      expect(cards()).toHaveLength(12);
      expect(root().querySelector('[role="tabpanel"]')?.hasAttribute('aria-busy')).toBe(false);
    });
    slow.resolve({ ok: true, results: search.calls[1]?.map(answer) ?? [] });
    await new Promise((done) => setTimeout(done, 20));
    expect(cards()).toHaveLength(12);
    expect(window.location.pathname).toBe('/search/products/sofa/filter/colors=Blue,Gray/');
  });

  it('loads the next page and moves focus to the first new card', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(cards()).toHaveLength(24));
    button('Load more').click();
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(search.calls.at(-1)).toEqual([
      expect.objectContaining({ index: 'products', page: 1, hitsPerPage: 24 }),
    ]);
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-card-id]')?.getAttribute('data-card-id')).toBe(
        'RS1025-1',
      ),
    );
    expect(button('Load more')).toBeUndefined();

    // A later sort reorders the cards but leaves focus on the selector.
    const select = root().querySelector('select') as HTMLSelectElement;
    select.focus();
    select.value = 'price-desc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(cards()[0]?.dataset['cardId']).not.toBe('RS1001-1'));
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(select);
  });

  it('sorts the loaded products by price', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(cards()).toHaveLength(24));
    const select = root().querySelector('select') as HTMLSelectElement;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => {
      const prices = cards().map((card) =>
        Number(
          card.querySelector('.rove-search-results__price span')?.textContent?.replace(/\D/g, ''),
        ),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it('says "Oh no, sorry we couldn\'t find that" when nothing matches anywhere', async () => {
    open('/search/products/zzqxj/');
    await waitFor(() =>
      expect(root().querySelector('.rove-search-results__nothing')?.textContent).toBe(
        "Oh no, sorry we couldn't find that",
      ),
    );
    expect(tabs()).toHaveLength(0);
    expect(status()).toBe("Oh no, sorry we couldn't find that");
  });

  it('shows the type’s empty message on a tab the visitor chose', async () => {
    open('/search/products/oak/');
    await waitFor(() => expect(cards()).toHaveLength(4));
    tabs()[1]?.click();
    await waitFor(() => expect(window.location.pathname).toBe('/search/customer_photos/oak/'));
    await waitFor(() =>
      expect(root().querySelector('.rove-search-results__empty')?.textContent).toBe(
        'No photos found.',
      ),
    );
  });

  it('shows an error with Retry when the service fails, never a blank page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.handler = async () => ({ ok: false, error: { kind: 'network', message: '500' } });
    open('/search/products/sofa/');
    const alert = await waitFor(() => {
      const found = root().querySelector('[role="alert"]');
      expect(found?.textContent).toContain('Search is not available right now.');
      return found as HTMLElement;
    });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[rove\] search failed/));
    search.handler = undefined;
    (alert.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(cards()).toHaveLength(24));
  });

  it('moves between tabs with the keyboard (arrows, Home, End; Space selects)', async () => {
    open('/search/products/sofa/');
    await waitFor(() => expect(cards()).toHaveLength(24));
    const [products, photos] = tabs();
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    products?.focus();
    products?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(photos);
    photos?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement?.textContent).toBe('In Shop the Look (1)');
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    expect(document.activeElement).toBe(products);
    products?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    const look = document.activeElement as HTMLElement;
    look.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await waitFor(() => expect(window.location.pathname).toBe('/search/STL/sofa/'));
    await waitFor(() => expect(selectedTab()?.textContent).toBe('In Shop the Look (1)'));
    expect(root().querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(
      selectedTab()?.id,
    );
  });

  it('reveals the types past six with More', async () => {
    open('/search/products/sofa/');
    const more = await appears(() => button('More'));
    const rest = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(rest.hidden).toBe(true);
    more.click();
    await waitFor(() => expect(button('Less')?.getAttribute('aria-expanded')).toBe('true'));
    expect(rest.hidden).toBe(false);
  });
});
