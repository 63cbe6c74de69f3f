// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDEXES, SWATCH_COLOURS } from '../../core/search/constants';
import { countryFilter } from '../../core/search/country-filter';
import { generateCatalogue } from '../fixtures/catalogue';
import { createCatalogueSearch } from './catalogue-search';
import { createSearchEngine, type EngineSearch } from './engine';
import type { ProductRecord } from './record-types';
import type { IndexAnswer, SearchHit } from './search-index';
import { params } from '../testing/search-params';

const catalogue = generateCatalogue();
const { engine } = createCatalogueSearch(catalogue.products, catalogue.categories);

function answer(result: EngineSearch): IndexAnswer {
  if (!result.ok) throw new Error(result.message);
  return result.answer;
}
type ProductAnswer = Omit<IndexAnswer, 'hits'> & { hits: (ProductRecord & SearchHit)[] };
// The products index holds ProductRecords only.
const products = (fields: Record<string, unknown>): ProductAnswer =>
  answer(engine.search('products', params(fields))) as ProductAnswer;
const titles = (a: IndexAnswer) => a.hits.map((hit) => hit.title);

describe('relevance', () => {
  it("finds at least 5 products for 'sofa', sofas first, each title highlighted", () => {
    const result = products({ query: 'sofa', hitsPerPage: 10 });
    expect(result.nbHits).toBeGreaterThanOrEqual(5);
    for (const hit of result.hits) {
      expect(hit.title).toMatch(/Sofa/);
      expect(hit._highlightResult.title.value).toContain('<em>Sofa</em>');
      expect(hit._highlightResult.title.matchLevel).toBe('full');
      expect(hit._highlightResult.title.matchedWords).toEqual(['sofa']);
    }
  });

  it("tolerates a typo ('sofaa') and finds the same sofas", () => {
    const typo = products({ query: 'sofaa', hitsPerPage: 1000 });
    const exact = products({ query: 'sofa', hitsPerPage: 1000 });
    expect(typo.nbHits).toBeGreaterThanOrEqual(5);
    expect(new Set(titles(typo))).toEqual(new Set(titles(exact)));
    expect(typo.hits[0]?._highlightResult.title.value).toMatch(/<em>Sofa<\/em>/);
  });

  it("matches the word being typed as a prefix ('sof') and highlights only the prefix", () => {
    const result = products({ query: 'sof', hitsPerPage: 5 });
    expect(result.nbHits).toBeGreaterThanOrEqual(5);
    expect(result.hits.every((hit) => /Sofa/.test(hit.title))).toBe(true);
    expect(result.hits[0]?._highlightResult.title.value).toMatch(/<em>Sof<\/em>a/);
  });

  it('answers a one- or two-letter word being typed, title matches first', () => {
    const s = products({ query: 's', hitsPerPage: 1000 });
    expect(s.nbHits).toBeGreaterThan(50);
    const startsWithS = (hit: ProductRecord) => /\bs/i.test(hit.title);
    const firstOther = s.hits.findIndex((hit) => !startsWithS(hit));
    expect(firstOther).toBeGreaterThan(0);
    expect(s.hits.slice(firstOther).some(startsWithS)).toBe(false);
    expect(s.hits[0]?._highlightResult.title.value).toMatch(/<em>S<\/em>/);
    // Earlier words are still required, and still whole words.
    const velvet = products({ query: 'velvet so', hitsPerPage: 1000 });
    expect(velvet.nbHits).toBeGreaterThan(0);
    for (const hit of velvet.hits) {
      expect(hit.nice_names).toContain('Velvet');
      expect(`${hit.title} ${hit.terms.join(' ')}`).toMatch(/\bso/i);
    }
  });

  it("finds nothing for 'zzqxj' in any index", () => {
    for (const name of engine.indexNames()) {
      expect(answer(engine.search(name, params({ query: 'zzqxj' }))).nbHits).toBe(0);
    }
  });

  it('needs every word (AND), plural or not, and ranks title matches above other fields', () => {
    const both = products({ query: 'velvet sofas', hitsPerPage: 1000 });
    expect(both.nbHits).toBeGreaterThan(0);
    for (const hit of both.hits) {
      expect(hit.nice_names).toContain('Velvet');
      expect(`${hit.title} ${String(hit.terms)}`).toMatch(/Sofa/);
    }
    // 'Coffee Table' is in titles and in terms ('Coffee Tables'): whole-title matches lead.
    const table = products({ query: 'coffee table', hitsPerPage: 3 });
    expect(table.hits.every((hit) => hit.title.includes('Coffee Table'))).toBe(true);
  });

  it('lists every record for an empty query, best sellers first', () => {
    const all = products({ query: '', hitsPerPage: 5 });
    expect(all.nbHits).toBe(catalogue.products.length);
    expect(all.hits.every((hit) => hit.best_seller === 1)).toBe(true);
    expect(all.hits[0]?._highlightResult.title).toEqual({
      value: all.hits[0]?.title,
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('answers the same way every time', () => {
    const a = products({ query: 'oak', hitsPerPage: 50, facets: ['*'] });
    const b = products({ query: 'oak', hitsPerPage: 50, facets: ['*'] });
    expect({ ...a, processingTimeMS: 0 }).toEqual({ ...b, processingTimeMS: 0 });
  });
});

describe('filters', () => {
  it('applies the country filter (numericFilters, array or comma string)', () => {
    const everywhere = products({ query: '', hitsPerPage: 0 }).nbHits;
    const canada = products({
      query: '',
      hitsPerPage: 1000,
      numericFilters: [countryFilter('CA')],
    });
    expect(canada.nbHits).toBeLessThan(everywhere);
    expect(canada.hits.every((hit) => hit.canada_hide === 0)).toBe(true);
    const asString = products({ query: '', hitsPerPage: 0, numericFilters: 'canada_hide=0' });
    expect(asString.nbHits).toBe(canada.nbHits);
    const hidden = products({ query: '', hitsPerPage: 0, numericFilters: ['canada_hide=1'] });
    expect(hidden.nbHits + canada.nbHits).toBe(everywhere);
  });

  it('ANDs facetFilters groups and ORs inside a group', () => {
    const blueOrGray = products({
      query: 'sofa',
      hitsPerPage: 1000,
      facetFilters: [['colors:Blue', 'colors:Gray']],
    });
    const velvet = products({
      query: 'sofa',
      hitsPerPage: 1000,
      facetFilters: [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']],
    });
    expect(blueOrGray.nbHits).toBeGreaterThan(velvet.nbHits);
    expect(velvet.nbHits).toBeGreaterThan(0);
    for (const hit of velvet.hits) {
      expect(hit.colors.some((c) => c === 'Blue' || c === 'Gray')).toBe(true);
      expect(hit.nice_names).toContain('Velvet');
    }
    const notBlue = products({ query: 'sofa', hitsPerPage: 1000, facetFilters: ['colors:-Blue'] });
    expect(notBlue.hits.every((hit) => !hit.colors.includes('Blue'))).toBe(true);
  });

  it('filters on nested numeric attributes and ranges', () => {
    const dear = products({
      query: '',
      hitsPerPage: 1000,
      numericFilters: ['prices.final.usd>=2000'],
    });
    expect(dear.nbHits).toBeGreaterThan(0);
    expect(
      dear.hits.every((hit) => hit.prices.final.usd !== undefined && hit.prices.final.usd >= 2000),
    ).toBe(true);
    const range = products({ query: '', hitsPerPage: 1000, numericFilters: ['nid:1001 TO 1009'] });
    expect(range.hits.map((hit) => hit.nid).sort()).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009,
    ]);
  });

  it('refuses a malformed numeric filter instead of ignoring it', () => {
    const result = engine.search('products', params({ numericFilters: ['usa_hide=='] }));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('numeric') });
  });
});

describe('facets', () => {
  it('counts facet values over the filtered match set only', () => {
    const result = products({
      query: 'sofa',
      hitsPerPage: 0,
      facets: ['colors', 'nice_names', 'terms'],
      numericFilters: ['usa_hide=0'],
      facetFilters: [['nice_names:Velvet']],
    });
    expect(result.hits).toEqual([]);
    expect(result.facets?.nice_names?.Velvet).toBe(result.nbHits);
    const all = products({
      query: 'sofa',
      hitsPerPage: 1000,
      numericFilters: ['usa_hide=0'],
      facetFilters: [['nice_names:Velvet']],
    });
    const blue = all.hits.filter((hit) => hit.colors.includes('Blue')).length;
    expect(result.facets?.colors?.Blue).toBe(blue);
    // Counts are ordered from the most frequent value down.
    const counts = Object.values(result.facets?.terms ?? {});
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("'*' counts every declared facet; undeclared attributes are left out", () => {
    const star = products({ query: '', hitsPerPage: 0, facets: ['*'] });
    expect(Object.keys(star.facets ?? {})).toEqual([
      'colors',
      'nice_names',
      'terms',
      'image_category',
    ]);
    const odd = products({ query: '', hitsPerPage: 0, facets: ['title', 'colors'] });
    expect(Object.keys(odd.facets ?? {})).toEqual(['colors']);
    expect(products({ query: '' }).facets).toBeUndefined();
  });

  it('offers more than 8 types and only seed swatch colours', () => {
    const { facets } = products({ query: '', hitsPerPage: 0, facets: ['terms', 'colors'] });
    expect(Object.keys(facets?.terms ?? {}).length).toBeGreaterThan(8);
    for (const colour of Object.keys(facets?.colors ?? {}))
      expect(SWATCH_COLOURS).toContain(colour);
  });
});

describe('paging', () => {
  it('pages through hits without overlap and reports nbPages', () => {
    const first = products({ query: 'sofa', hitsPerPage: 5, page: 0 });
    const second = products({ query: 'sofa', hitsPerPage: 5, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5));
    expect(second.page).toBe(1);
    expect(titles(first).some((t) => titles(second).includes(t))).toBe(false);
    const all = products({ query: 'sofa', hitsPerPage: 1000 });
    expect([...titles(first), ...titles(second)]).toEqual(titles(all).slice(0, 10));
    const past = products({ query: 'sofa', hitsPerPage: 5, page: 999 });
    expect(past.hits).toEqual([]);
    expect(past.nbHits).toBe(first.nbHits);
  });

  it('hitsPerPage 0 answers counts and facets only', () => {
    const result = products({ query: 'sofa', hitsPerPage: 0, facets: ['colors'] });
    expect(result).toMatchObject({ hits: [], nbPages: 0, hitsPerPage: 0 });
    expect(result.nbHits).toBeGreaterThan(0);
  });
});

describe('highlighting', () => {
  const hostile = createSearchEngine([
    {
      name: 'pages',
      records: [
        {
          objectID: 'x-1',
          title: 'Sofa <img src=x onerror=alert(1)> & "Friends"',
          url: '/x',
          language: 'und',
        },
      ],
      searchable: { title: 1 },
      facets: [],
    },
  ]);

  it('escapes the title before inserting the tags', () => {
    const result = answer(hostile.search('pages', params({ query: 'sofa img' })));
    expect(result.hits[0]?._highlightResult.title.value).toBe(
      '<em>Sofa</em> &lt;<em>img</em> src=x onerror=alert(1)&gt; &amp; &quot;Friends&quot;',
    );
  });

  it('uses highlightPreTag / highlightPostTag and keeps the record itself unescaped', () => {
    const result = answer(
      hostile.search(
        'pages',
        params({ query: 'friends', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }),
      ),
    );
    expect(result.hits[0]?._highlightResult.title.value).toBe(
      'Sofa &lt;img src=x onerror=alert(1)&gt; &amp; &quot;<mark>Friends</mark>&quot;',
    );
    expect(result.hits[0]?.title).toBe('Sofa <img src=x onerror=alert(1)> & "Friends"');
  });

  it('reports a partial match when only some words are in the title', () => {
    const result = products({ query: 'velvet sofa', hitsPerPage: 1 });
    expect(result.hits[0]?._highlightResult.title).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['sofa'],
    });
  });
});

describe('engine', () => {
  it('has the seven indexes of spec/shell.md and says when an index does not exist', () => {
    expect(engine.indexNames()).toEqual([...INDEXES]);
    expect(engine.search('nope', params())).toMatchObject({ ok: false, unknownIndex: true });
  });
});
