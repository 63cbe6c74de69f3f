// @vitest-environment happy-dom
/**
 * The results page a server renders with the SDK (server-render.tsx), and the element taking
 * it over: the printed cards are the very nodes the visitor keeps, and no query is sent for
 * them. Under React only: a server runs the authoring library (the production hydration,
 * preact/compat, is driven end to end in tests/e2e/search-results.spec.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchOutcome, SearchRequest } from '../../core/api/search';
import { setUpElementTests } from '../shared/testing/element-tests';
import { createSearchResultsElement } from './search-results.element';
import { renderSearchResults, serverRequests } from './server-render';
import { answer } from './testing/search-fixture';
import { SOFA_ROUTE as ROUTE, US_SHOPPER } from './testing/server-page';
import { printSettings } from '../../tests/helpers/page-settings';
import { appears } from '../shared/testing/appears';

const search = vi.hoisted(() => ({ calls: [] as SearchRequest[][] }));

vi.mock('../../core/api/search', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/api/search')>()),
  multiSearch: async (_settings: unknown, requests: SearchRequest[]): Promise<SearchOutcome> => {
    search.calls.push(requests);
    return { ok: true, results: requests.map(answer) };
  },
}));

const SETTINGS = { ...US_SHOPPER, basePath: '/' } as const;

function rendered(results: unknown[] = serverRequests(ROUTE, 'US').map(answer)): string | null {
  return renderSearchResults({
    route: ROUTE,
    settings: SETTINGS,
    origin: 'http://localhost:3000',
    results,
    filtersOpen: false,
  });
}

const root = () => document.querySelector('rove-search-results') as HTMLElement;
const cards = () => [...root().querySelectorAll<HTMLElement>('[data-card-id]')];

setUpElementTests({ 'rove-search-results': createSearchResultsElement });

beforeEach(() => {
  search.calls = [];
});

describe('renderSearchResults', () => {
  it('prints the view of the first answer, then that answer as JSON', () => {
    const html = rendered() ?? '';
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const [view, script] = [...holder.children];
    expect(view?.className).toBe('rove-search-results');
    expect(view?.querySelector('h1')?.textContent).toBe('Search results for “sofa”');
    expect(view?.querySelectorAll('[data-card-id]')).toHaveLength(24);
    // The first picture is fetched at once and painted with the text (a phone's largest
    // paint); the others wait for the screen. Nothing precedes the view's root.
    const loading = [...(view?.querySelectorAll('img') ?? [])].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading[0]).toBeNull();
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
    expect(holder.querySelector('link')).toBeNull();
    expect(view?.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      'In Products (30)',
    );
    expect(script?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script?.textContent ?? '').results).toHaveLength(
      serverRequests(ROUTE, 'US').length,
    );
  });

  it('escapes what the service answers: markup stays text and cannot close the script', () => {
    const evil = '</script><img src=x onerror=alert(1)>';
    const results = serverRequests(ROUTE, 'US').map(answer) as {
      hits: { title: string; _highlightResult: unknown }[];
    }[];
    for (const hit of results[0]?.hits ?? []) {
      hit.title = evil;
      hit._highlightResult = { title: { value: `<em>${evil}</em>`, matchLevel: 'full' } };
    }
    const html = rendered(results) ?? '';
    expect(html).not.toContain('</script><img');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(
      holder.querySelectorAll('img[onerror], script:not([type="application/json"])'),
    ).toHaveLength(0);
    expect(holder.querySelector('.rove-search-results__title')?.textContent).toBe(evil);
  });

  it('prints nothing for an answer the element would refuse', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rendered([{ hits: 'many' }])).toBeNull();
  });
});

describe('<rove-search-results> over a page the server rendered', () => {
  function openRendered(html: string, settings: object = SETTINGS) {
    window.history.replaceState(null, '', '/search/products/sofa/');
    printSettings({ ...settings, search: { appId: 'A', apiKey: 'k' } });
    document.body.innerHTML = `<main><rove-search-results>${html}</rove-search-results></main>`;
  }

  it('keeps the printed cards, sends no query, and answers the visitor', async () => {
    // A phone: the filters stay closed, as printed, until Refine.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const html = rendered() ?? '';
    // The page as parsed before the SDK: its cards, before the element upgrades.
    document.body.innerHTML = '';
    const template = document.createElement('template');
    template.innerHTML = `<rove-search-results>${html}</rove-search-results>`;
    const printedCards = [...template.content.querySelectorAll('[data-card-id]')];
    window.history.replaceState(null, '', '/search/products/sofa/');
    printSettings({ ...SETTINGS, search: { appId: 'A', apiKey: 'k' } });
    const main = document.createElement('main');
    document.body.append(main);
    main.append(template.content);

    await vi.waitFor(() =>
      expect(root().querySelector('.rove-search-results__refine')).toBeTruthy(),
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(cards()).toHaveLength(24);
    cards().forEach((card, index) => expect(card).toBe(printedCards[index]));
    const titles = () =>
      cards().map((card) => card.querySelector('.rove-search-results__title')?.textContent ?? '');
    const printedTitles = titles();
    expect(printedTitles.every((title) => title.includes('Sofa'))).toBe(true);
    expect(root().querySelector('script')).toBeNull();
    expect(search.calls).toEqual([]);

    // A sort moves the printed cards, content and all.
    const sort = root().querySelector('select') as HTMLSelectElement;
    sort.value = 'price-asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(titles()).not.toEqual(printedTitles));
    expect([...titles()].sort()).toEqual([...printedTitles].sort());
    expect(new Set(cards())).toEqual(new Set(printedCards));
    sort.value = 'relevance';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(titles()).toEqual(printedTitles));

    // Interactive: Refine opens the filters, a colour asks the service and narrows the list.
    root().querySelector<HTMLButtonElement>('.rove-search-results__refine')?.click();
    const blue = await appears(() =>
      [...root().querySelectorAll('label')]
        .find(
          (label) =>
            label.querySelector('.rove-search-results__option-name')?.textContent === 'Blue',
        )
        ?.querySelector('input'),
    );
    blue.click();
    await vi.waitFor(() =>
      expect(window.location.pathname).toBe('/search/products/sofa/filter/colors=Blue/'),
    );
    await vi.waitFor(() => expect(search.calls).toHaveLength(1));
    await vi.waitFor(() => expect(cards()).toHaveLength(6));
    // The next result set renders its cards, those it shares with the printed page too.
    await vi.waitFor(() => expect(titles().every((title) => title.includes('Sofa'))).toBe(true));
    expect(cards().every((card) => card.querySelector('.rove-search-results__price'))).toBe(true);
  });

  it('renders from scratch when moved: the printed cards went with the first view', async () => {
    openRendered(rendered() ?? '');
    await vi.waitFor(() =>
      expect(root().querySelector('.rove-search-results__refine')).toBeTruthy(),
    );
    expect(search.calls).toEqual([]);
    const aside = document.createElement('aside');
    document.body.append(aside);
    aside.append(root());
    await vi.waitFor(() => expect(search.calls).toHaveLength(1));
    await vi.waitFor(() => expect(cards()).toHaveLength(24));
    expect(
      cards().every((card) => card.querySelector('.rove-search-results__title')?.textContent),
    ).toBe(true);
  });

  it('renders anew, asking the service, when the page is in another language than the rendering', async () => {
    openRendered(rendered() ?? '', { ...SETTINGS, locale: 'ko_KR' });
    await vi.waitFor(() => expect(search.calls).toHaveLength(1));
    await vi.waitFor(() => expect(cards()).toHaveLength(24));
    expect(root().querySelector('script')).toBeNull();
  });
});
