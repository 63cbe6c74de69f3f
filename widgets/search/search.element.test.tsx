// @vitest-environment happy-dom
/**
 * <rove-search> as a host page sees it: the server's form upgraded into a combobox, calls to
 * the search service (stubbed at core/api/search), ARIA, history in localStorage, rove:*
 * events and navigation. Runs under React and again under preact/compat.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { multiSearch, type SearchOutcome, type SearchRequest } from '../../core/api/search';
import { parseResult, type SearchResult } from '../../core/search/hit';
import { HISTORY_KEY } from './history';
import { navigateTo, openInNewTab } from './navigate';
import { createSearchElement } from './search.element';
import { setUpElementTests } from '../shared/testing/element-tests';
import { printSettings } from '../../tests/helpers/page-settings';
import { typeInto } from '../shared/testing/type-into';
import { appears } from '../shared/testing/appears';

vi.mock('../../core/api/search', () => ({ multiSearch: vi.fn() }));
vi.mock('./navigate', () => ({ navigateTo: vi.fn(() => true), openInNewTab: vi.fn(() => true) }));

const search = vi.mocked(multiSearch);
const waitFor = vi.waitFor;

const SETTINGS = {
  country: 'CA',
  currency: 'CAD',
  isMembership: true,
  memberDiscount: 0.3,
  search: { appId: 'ROVEDEMO', apiKey: 'rove-demo-search' },
};

function result(hits: object[], nbHits = hits.length): SearchResult {
  const parsed = parseResult({ hits, nbHits });
  if (!parsed) throw new Error('bad fixture');
  return parsed;
}

/** What the service answers for a term: 2 products, no category, 1 page, 1 look. */
function answerFor(term: string): SearchOutcome {
  if (term === 'zzz')
    return { ok: true, results: [result([]), result([]), result([]), result([])] };
  return {
    ok: true,
    results: [
      result(
        [
          {
            objectID: 'RS1-a',
            title: `Oak ${term}`,
            url: `/product/oak-${term}`,
            image: '/images/1.svg',
            prices: { final: { usd: 1299, cad: 1769 } },
            _highlightResult: { title: { value: `Oak <em>${term}</em>`, matchLevel: 'full' } },
          },
          {
            objectID: 'RS2-a',
            title: `Ash ${term}`,
            url: `/product/ash-${term}`,
            prices: { final: { usd: 999 } },
          },
        ],
        12,
      ),
      result([]),
      result([{ objectID: 'p1', title: `${term} care`, url: '/care' }]),
      result([{ objectID: 'l1', title: `${term} look`, url: '/look/1' }]),
    ],
  };
}

/** Terms asked, in order. */
function serve(answer: (term: string) => SearchOutcome | Promise<SearchOutcome> = answerFor) {
  const terms: string[] = [];
  const requests: SearchRequest[][] = [];
  search.mockImplementation(async (_settings, batch) => {
    requests.push(batch);
    const term = batch[0]?.query ?? '';
    terms.push(term);
    return answer(term);
  });
  return { terms, requests };
}

function page(settings: object = SETTINGS, fallbackValue = '') {
  printSettings(settings);
  // Built off-page and inserted whole, as a browser's parser or a template insert does.
  const template = document.createElement('template');
  template.innerHTML =
    '<header><rove-search><form action="/search" method="get" role="search">' +
    '<label for="q">Search the store</label>' +
    `<input id="q" type="search" name="q" placeholder="Search sofas, rugs…" value="${fallbackValue}">` +
    '</form></rove-search></header>';
  document.body.replaceChildren(template.content);
}

const input = () => document.querySelector<HTMLInputElement>('rove-search input[role="combobox"]');
const field = () => {
  const found = input();
  if (!found) throw new Error('no combobox yet');
  return found;
};
const status = () => document.querySelector('rove-search [role="status"]')?.textContent ?? '';
const options = () => [...document.querySelectorAll<HTMLElement>('rove-search [role="option"]')];
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

/** The shopper reaches for the server's field (the view waits for it): a mouse over it. */
function reach(): void {
  document
    .querySelector('rove-search input')
    ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
}

async function ready(): Promise<HTMLInputElement> {
  reach();
  await waitFor(() => expect(input()).toBeTruthy());
  return field();
}

/** Sets the field as typing does (through the native setter, which React's tracker sees). */
function setValue(box: HTMLInputElement, value: string, init: InputEventInit = {}) {
  typeInto(box, value, new InputEvent('input', { bubbles: true, data: value.slice(-1), ...init }));
}

function type(value: string) {
  const box = field();
  if (document.activeElement !== box) box.focus();
  setValue(box, value);
}

/** Types 'sofa' and waits for the seven options of answerFor('sofa'). */
async function typeSofa() {
  type('sofa');
  await waitFor(() => expect(options()).toHaveLength(7));
}

function press(key: string, init: KeyboardEventInit = {}) {
  field().dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

/** happy-dom's viewport, which its matchMedia follows. */
function setViewport(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height: 800 });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

setUpElementTests({ 'rove-search': createSearchElement });

beforeEach(() => {
  localStorage.clear();
  search.mockReset();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(openInNewTab).mockClear();
  setViewport(1280);
});

describe('<rove-search>', () => {
  it("upgrades the server's form into a combobox with the host's wording", async () => {
    serve();
    page();
    const box = await ready();
    expect(document.querySelector('rove-search label')?.textContent).toBe('Search the store');
    expect(box.labels?.[0]?.textContent).toBe('Search the store');
    expect(box.placeholder).toBe('Search sofas, rugs…');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('rove-search form')?.getAttribute('role')).toBe('search');
  });

  it("keeps the server's form until the shopper reaches for it, then keeps their focus", async () => {
    serve();
    page(SETTINGS, 'oak');
    await pause(50);
    const server = document.querySelector<HTMLInputElement>('rove-search input[name="q"]');
    expect(input()).toBeNull();
    expect(server?.isConnected).toBe(true);
    server?.focus();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(field().value).toBe('oak');
    expect(server?.isConnected).toBe(false);
  });

  it('on a phone, a tap into the server field opens the full-screen panel', async () => {
    serve();
    setViewport(390);
    page();
    document.querySelector<HTMLInputElement>('rove-search input[name="q"]')?.focus();
    const dialog = await appears(() => document.querySelector('rove-search dialog'));
    await waitFor(() => expect(document.activeElement).toBe(dialog?.querySelector('input')));
  });

  it('stops waiting when it leaves the page, and waits again where it is put back', async () => {
    serve();
    page();
    const element = document.querySelector('rove-search') as HTMLElement;
    element.remove();
    element
      .querySelector('input')
      ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await pause(50);
    expect(element.querySelector('[role="combobox"]')).toBeNull();
    document.body.append(element);
    await pause(50);
    expect(input()).toBeNull();
    await ready();
    expect(document.querySelectorAll('rove-search [role="combobox"]')).toHaveLength(1);
  });

  it('searches once per pause, with the counts and the country filter, and groups the answer', async () => {
    const { terms, requests } = serve();
    page();
    await ready();
    type('s');
    type('so');
    type('sof');
    type('sofa');
    await pause(200);
    expect(terms).toEqual([]); // still within the 400 ms pause
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(terms).toEqual(['sofa']);
    expect(requests[0]).toEqual([
      { index: 'products', query: 'sofa', hitsPerPage: 5, numericFilters: ['canada_hide=0'] },
      { index: 'category', query: 'sofa', hitsPerPage: 5, numericFilters: ['canada_hide=0'] },
      { index: 'pages', query: 'sofa', hitsPerPage: 3, numericFilters: ['canada_hide=0'] },
      { index: 'STL', query: 'sofa', hitsPerPage: 2, numericFilters: ['canada_hide=0'] },
    ]);

    expect(field().getAttribute('aria-expanded')).toBe('true');
    const listbox = document.getElementById(field().getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    const groups = [...document.querySelectorAll('rove-search [role="group"]')].map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(groups).toEqual(['Products', 'Pages', 'Shop the Look']);
    const [oak, ash] = options();
    expect(oak?.querySelector('mark')?.textContent).toBe('sofa');
    expect(oak?.textContent).toContain('C$1,769');
    expect(oak?.textContent).toContain('MEMBER C$1,238');
    expect(ash?.textContent).toBe('Ash sofa'); // no CAD price: no price at all
    expect(options().map((option) => option.textContent)).toContain('View all (12)');
    expect(status()).toBe('4 suggestions');
  });

  it('does not send a repeated identical query again', async () => {
    const { terms } = serve();
    page();
    await ready();
    type('sofa');
    await waitFor(() => expect(terms).toEqual(['sofa']));
    type('sofa ');
    type(' Sofa');
    await pause(500);
    expect(terms).toEqual(['sofa']);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const releases: Record<string, () => void> = {};
    const { terms } = serve(
      (term) =>
        new Promise<SearchOutcome>((resolve) => (releases[term] = () => resolve(answerFor(term)))),
    );
    page();
    await ready();
    type('oak');
    await waitFor(() => expect(terms).toEqual(['oak']));
    type('ash');
    await waitFor(() => expect(terms).toEqual(['oak', 'ash']));
    releases['ash']?.();
    await waitFor(() => expect(options()[0]?.textContent).toContain('Oak ash'));
    releases['oak']?.();
    await pause(50);
    expect(options()[0]?.textContent).toContain('Oak ash');
  });

  it("says 'Searching…' in the live region once a request is slow", async () => {
    let release = () => undefined as void;
    serve(
      (term) => new Promise<SearchOutcome>((resolve) => (release = () => resolve(answerFor(term)))),
    );
    page();
    await ready();
    type('rug');
    await waitFor(() => expect(status()).toBe('Searching…'), { timeout: 2000 });
    expect(document.querySelector('rove-search [role="status"]')?.getAttribute('aria-live')).toBe(
      null, // role=status is polite by definition
    );
    release();
    await waitFor(() => expect(status()).toBe('4 suggestions'));
  });

  it('shows an error line with Retry when the service fails, and Retry works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const { terms } = serve((term) =>
      failing ? { ok: false, error: { kind: 'network', message: 'HTTP 500' } } : answerFor(term),
    );
    page();
    await ready();
    type('lamp');
    const retry = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('rove-search .rove-search__retry');
      expect(button?.textContent).toBe('Retry');
      return button as HTMLButtonElement;
    });
    expect(document.querySelector('rove-search .rove-search__popup')?.textContent).toContain(
      'Suggestions could not be loaded.',
    );
    expect(status()).toBe('Suggestions could not be loaded.');
    failing = false;
    retry.click();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(terms).toEqual(['lamp', 'lamp']);
    expect(document.activeElement).toBe(field());
  });

  it("shows the specification's message when nothing matches", async () => {
    serve();
    page();
    await ready();
    type('zzz');
    await waitFor(() =>
      expect(document.querySelector('rove-search .rove-search__popup')?.textContent).toBe(
        "Oh no, sorry we couldn't find that",
      ),
    );
    expect(status()).toBe("Oh no, sorry we couldn't find that");
  });

  it('moves the active option across groups with the arrows and follows it with Enter', async () => {
    serve();
    page();
    await ready();
    await typeSofa();
    const selected: CustomEvent[] = [];
    document.addEventListener('rove:suggestion-selected', (event) =>
      selected.push(event as CustomEvent),
    );
    press('ArrowDown');
    await waitFor(() => expect(activeOption()?.textContent).toContain('Oak sofa'));
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown'); // products' view-all
    press('ArrowDown'); // first page: the next group
    await waitFor(() => expect(activeOption()?.textContent).toBe('sofa care'));
    press('ArrowUp');
    await waitFor(() => expect(activeOption()?.textContent).toBe('View all (12)'));
    press('ArrowUp');
    press('ArrowUp');
    await waitFor(() => expect(activeOption()?.textContent).toContain('Oak sofa'));
    press('Enter');
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(`${location.origin}/product/oak-sofa`),
    );
    expect(selected[0]?.detail).toEqual({
      query: 'sofa',
      index: 'products',
      objectID: 'RS1-a',
      url: `${location.origin}/product/oak-sofa`,
    });
  });

  it('opens the active suggestion in a new tab with Cmd/Ctrl+Enter', async () => {
    serve();
    page();
    await ready();
    await typeSofa();
    press('ArrowDown');
    press('ArrowDown');
    await waitFor(() => expect(activeOption()?.textContent).toBe('Ash sofa'));
    press('Enter', { ctrlKey: true });
    expect(openInNewTab).toHaveBeenCalledWith(`${location.origin}/product/ash-sofa`);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('goes to the results page on Enter, records the term and tells the host', async () => {
    serve();
    page();
    await ready();
    const submitted: unknown[] = [];
    document.addEventListener('rove:search-submitted', (event) =>
      submitted.push((event as CustomEvent).detail),
    );
    type('  oak & ash ');
    press('Enter');
    expect(navigateTo).toHaveBeenCalledWith('/search/products/oak%20%26%20ash/');
    expect(submitted).toEqual([{ query: 'oak & ash', href: '/search/products/oak%20%26%20ash/' }]);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([
      { term: 'oak & ash', href: '/search/products/oak%20%26%20ash/' },
    ]);
  });

  it('shows recent searches for an empty term, and clears them', async () => {
    serve();
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify(
        Array.from({ length: 8 }, (_, n) => ({
          term: `term ${n}`,
          href: `/search/products/term%20${n}/`,
        })),
      ),
    );
    page();
    const box = await ready();
    box.focus();
    await waitFor(() => expect(options()).toHaveLength(7));
    expect(
      document.querySelector('rove-search [role="group"] [role="presentation"]')?.textContent,
    ).toBe('Recent searches');
    expect(options().map((option) => option.textContent)).toEqual([
      'term 0',
      'term 1',
      'term 2',
      'term 3',
      'term 4',
      'term 5',
      'Clear recent searches',
    ]);
    expect(search).not.toHaveBeenCalled();
    options().at(-1)?.click();
    await waitFor(() => expect(options()).toHaveLength(0));
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape clears the term and results, then hides the panel', async () => {
    serve();
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([{ term: 'rug', href: '/search/products/rug/' }]),
    );
    page();
    await ready();
    await typeSofa();
    press('Escape');
    await waitFor(() => expect(field().value).toBe(''));
    expect(options().map((option) => option.textContent)).toEqual(['rug', 'Clear recent searches']);
    press('Escape');
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('false'));
    expect(document.querySelector<HTMLElement>('rove-search .rove-search__popup')?.hidden).toBe(
      true,
    );
    field().click(); // a click in the field brings the panel back
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('true'));
  });

  it('sends nothing while an IME composition is open, then searches the composed text', async () => {
    const { terms } = serve();
    page({ ...SETTINGS, country: 'KR', locale: 'ko_KR', currency: 'KRW' });
    const box = await ready();
    box.focus();
    box.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    for (const partial of ['ㅅ', '소', '솦', '소파']) {
      setValue(box, partial, { isComposing: true });
    }
    press('Enter', { isComposing: true } as KeyboardEventInit);
    await pause(600);
    expect(terms).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
    box.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '소파' }));
    await waitFor(() => expect(terms).toEqual(['소파']));
  });

  it('keeps what the shopper typed before the upgrade and searches it', async () => {
    const { terms } = serve();
    page(SETTINGS, 'walnut');
    const box = await ready();
    expect(box.value).toBe('walnut');
    await waitFor(() => expect(terms).toEqual(['walnut']));
  });

  it('ignores an answer that arrives after the element left the page', async () => {
    const error = vi.spyOn(console, 'error');
    let release = () => undefined as void;
    serve((term) => new Promise((resolve) => (release = () => resolve(answerFor(term)))));
    page();
    await ready();
    type('sofa');
    await waitFor(() => expect(search).toHaveBeenCalled());
    document.querySelector('rove-search')?.remove();
    release();
    await pause(50);
    expect(error).not.toHaveBeenCalled();
  });

  it('opens as a full-screen panel on a narrow screen, with the wishlist link', async () => {
    serve();
    setViewport(390);
    page();
    reach();
    const trigger = await appears(() =>
      document.querySelector<HTMLButtonElement>('rove-search .rove-search__trigger'),
    );
    expect(input()).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    trigger.click();
    const dialog = await appears(() =>
      document.querySelector<HTMLDialogElement>('rove-search dialog'),
    );
    expect(dialog.getAttribute('aria-label')).toBe('Search the store');
    expect(dialog.querySelector('a[href="/i-love"]')?.textContent).toBe('Wishlist');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await typeSofa();
    press('Escape');
    await waitFor(() => expect(field().value).toBe(''));
    press('Escape');
    await waitFor(() => expect(document.querySelector('rove-search dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
