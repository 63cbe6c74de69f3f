// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSearchParams } from './search-params';

describe('readSearchParams', () => {
  it('has Algolia defaults', () => {
    expect(readSearchParams({ indexName: 'products' })).toMatchObject({
      ok: true,
      value: {
        query: '',
        hitsPerPage: 20,
        page: 0,
        facets: [],
        numericFilters: [],
        facetFilters: [],
        highlightPreTag: '<em>',
        highlightPostTag: '</em>',
        attributesToRetrieve: null,
        echo: '',
      },
    });
  });

  it('reads v5 fields and a v4 params string the same way', () => {
    const fields = readSearchParams({
      indexName: 'products',
      query: 'oak sofa',
      hitsPerPage: 5,
      page: 1,
      numericFilters: ['usa_hide=0'],
      facets: ['colors', 'terms'],
      facetFilters: [['colors:Blue', 'colors:Gray'], 'nice_names:Velvet'],
    });
    const encoded = new URLSearchParams({
      query: 'oak sofa',
      hitsPerPage: '5',
      page: '1',
      numericFilters: '["usa_hide=0"]',
      facets: 'colors,terms',
      facetFilters: '[["colors:Blue","colors:Gray"],"nice_names:Velvet"]',
    }).toString();
    const string = readSearchParams({ indexName: 'products', params: encoded });
    expect(fields.ok && string.ok).toBe(true);
    if (!fields.ok || !string.ok) return;
    const { echo: _a, ...a } = fields.value;
    const { echo: _b, ...b } = string.value;
    expect(a).toEqual(b);
    expect(a.facetFilters).toEqual([['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']]);
    expect(fields.value.echo).toContain('query=oak+sofa');
  });

  it('lets the params string win over a field', () => {
    const parsed = readSearchParams({ query: 'chair', params: 'query=sofa' });
    expect(parsed).toMatchObject({ ok: true, value: { query: 'sofa' } });
  });

  it.each([
    [{ hitsPerPage: -1 }, 'hitsPerPage'],
    [{ hitsPerPage: 1001 }, 'hitsPerPage'],
    [{ hitsPerPage: 2.5 }, 'hitsPerPage'],
    [{ page: 'two' }, 'page'],
    [{ query: { $ne: '' } }, 'query'],
    [{ facets: [1] }, 'facets'],
    [{ params: 7 }, 'params'],
  ])('refuses %j', (fields, name) => {
    expect(readSearchParams(fields)).toMatchObject({
      ok: false,
      message: expect.stringContaining(name),
    });
  });
});
