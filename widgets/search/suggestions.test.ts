import { describe, expect, it } from 'vitest';
import { parseResult, type SearchResult } from '../../core/search/hit';
import { initialSearchState, searchReducer, type SearchState } from './search.logic';
import {
  flatOptions,
  hasNoResults,
  optionGroups,
  suggestionCount,
  type OptionContext,
} from './suggestions';

const ORIGIN = 'https://shop.example';
const context: OptionContext = {
  basePath: '/',
  origin: ORIGIN,
  currency: 'USD',
  memberDiscount: null,
};

function result(hits: object[], nbHits = hits.length): SearchResult {
  const parsed = parseResult({ hits, nbHits, query: 'oak' });
  if (!parsed) throw new Error('bad fixture');
  return parsed;
}

const sofa = {
  objectID: 'RS1-a',
  title: 'Oak Sofa',
  url: '/product/oak-sofa',
  image: '/images/oak-sofa.svg',
  prices: { final: { usd: 1299, cad: 1769 } },
  _highlightResult: { title: { value: '<em>Oak</em> Sofa', matchLevel: 'full' } },
};

function answered(results: SearchResult[], query = 'oak'): SearchState {
  return [
    { type: 'typed', query },
    { type: 'request-sent', id: 1, query },
    { type: 'request-answered', id: 1, query, results },
  ].reduce(
    (state, action) => searchReducer(state, action as Parameters<typeof searchReducer>[1]),
    initialSearchState(),
  );
}

describe('optionGroups: suggestions', () => {
  const results = [
    result([sofa, { ...sofa, objectID: 'RS2-a', url: '/product/oak-bed', title: 'Oak Bed' }], 23),
    result([]),
    result([{ objectID: 'p1', title: 'Caring for oak', url: '/care/oak' }]),
    result([{ objectID: 'l1', title: 'Oak living room', url: '/look/oak', image: '/l.svg' }]),
  ];

  it('groups hits by index in request order, each ending with its view-all link', () => {
    const groups = optionGroups(answered(results), context);
    expect(groups.map((group) => group.key)).toEqual(['products', 'pages', 'STL']);
    expect(groups[0]?.options.at(-1)).toEqual({
      kind: 'view-all',
      index: 'products',
      href: '/search/products/oak/',
      count: 23,
      query: 'oak',
    });
    expect(groups[1]?.options.at(-1)).toMatchObject({ href: '/search/pages/oak' });
    expect(groups[2]?.options.at(-1)).toMatchObject({ href: '/search/STL/oak' });
    expect(flatOptions(groups)).toHaveLength(7);
    expect(suggestionCount(groups)).toBe(4);
  });

  it('gives products their picture, highlighted title and price in the visitor currency', () => {
    const [hit] = optionGroups(answered(results), context)[0]?.options ?? [];
    expect(hit).toEqual({
      kind: 'hit',
      index: 'products',
      objectID: 'RS1-a',
      href: `${ORIGIN}/product/oak-sofa`,
      image: `${ORIGIN}/images/oak-sofa.svg`,
      title: [
        { text: 'Oak', highlighted: true },
        { text: ' Sofa', highlighted: false },
      ],
      price: '$1,299',
    });
  });

  it('adds the MEMBER price for members (discount from settings)', () => {
    const [hit] =
      optionGroups(answered(results), { ...context, currency: 'CAD', memberDiscount: 0.3 })[0]
        ?.options ?? [];
    expect(hit).toMatchObject({ price: 'C$1,769', memberPrice: 'C$1,238' });
  });

  it('shows no price when the hit has none in the currency', () => {
    const [hit] =
      optionGroups(answered(results), { ...context, currency: 'KRW' })[0]?.options ?? [];
    expect(hit).not.toHaveProperty('price');
    expect(hit).not.toHaveProperty('memberPrice');
  });

  it('leaves out hits whose link leaves the site', () => {
    const hostile = result([
      { ...sofa, objectID: 'x1', url: 'javascript:alert(1)' },
      { ...sofa, objectID: 'x2', url: 'https://evil.example/p' },
      { ...sofa, objectID: 'x3', url: '' },
      sofa,
    ]);
    const groups = optionGroups(answered([hostile, result([]), result([]), result([])]), context);
    expect(flatOptions(groups).filter((o) => o.kind === 'hit')).toHaveLength(1);
  });

  it('treats the title as text, never HTML', () => {
    const hostile = result([
      {
        ...sofa,
        _highlightResult: {
          title: { value: '<img src=x onerror=alert(1)><em>Oak</em>', matchLevel: 'full' },
        },
      },
    ]);
    const [hit] = optionGroups(answered([hostile]), context)[0]?.options ?? [];
    expect(hit).toMatchObject({
      title: [
        { text: '<img src=x onerror=alert(1)>', highlighted: false },
        { text: 'Oak', highlighted: true },
      ],
    });
  });

  it('says no results when nothing matched, not while a newer request runs', () => {
    const empty = answered([result([]), result([]), result([]), result([])]);
    expect(hasNoResults(empty, optionGroups(empty, context))).toBe(true);
    const waiting = searchReducer(empty, { type: 'request-sent', id: 2, query: 'oaks' });
    expect(hasNoResults(waiting, optionGroups(waiting, context))).toBe(false);
  });
});

describe('optionGroups: recent searches', () => {
  const history = Array.from({ length: 8 }, (_, n) => ({
    term: `term ${n}`,
    href: `/search/products/term%20${n}/`,
  }));

  it('shows 6 recent searches then "Clear recent searches" for an empty term', () => {
    const groups = optionGroups(initialSearchState(history), context);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.key).toBe('history');
    const options = groups[0]?.options ?? [];
    expect(options).toHaveLength(7);
    expect(options[0]).toEqual({
      kind: 'history',
      term: 'term 0',
      href: `${ORIGIN}/search/products/term%200/`,
    });
    expect(options.at(-1)).toEqual({ kind: 'clear-history' });
  });

  it('replaces a stored link that leaves the site by the term results page', () => {
    const groups = optionGroups(
      initialSearchState([{ term: 'rug', href: 'javascript:alert(1)' }]),
      context,
    );
    expect(groups[0]?.options[0]).toMatchObject({ href: '/search/products/rug/' });
  });

  it('shows nothing when there is no history', () => {
    expect(optionGroups(initialSearchState([]), context)).toEqual([]);
  });
});
