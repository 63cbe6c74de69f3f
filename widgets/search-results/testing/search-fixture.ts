/**
 * A small catalogue and an in-memory stand-in for the search service's multi-query, for the
 * component tests and the stories (never shipped: nothing in define.ts imports it). It applies
 * what the real service applies — query, facetFilters (OR within a group, AND across groups),
 * facet counts, hitsPerPage and page — so a test can observe the effect of what the widget asked.
 */
import type { SearchRequest } from '../../../core/api/search';
import type { SearchHit, SearchResult } from '../../../core/search/hit';

const COLOURS = ['Blue', 'Gray', 'Beige', 'Green', 'Red'];
const MATERIALS = ['Velvet', 'Performance Linen', 'Leather', 'Boucle'];
const TYPES = ['Sofa', 'Sectional', 'Loveseat', 'Sleeper', 'Chaise', 'Daybed', 'Modular', 'Bench'];
const NAMES = ['Oak', 'Harbor', 'Lune', 'Mesa', 'Arden', 'Cove', 'Brook', 'Sable', 'Tide'];

function hit(partial: Partial<SearchHit> & { objectID: string; title: string }): SearchHit {
  return {
    url: `/product/${partial.objectID.toLowerCase()}`,
    image: '',
    image_category: '',
    nid: 0,
    google_tag_id: '',
    language: 'und',
    prices: { final: {} },
    colors: [],
    nice_names: [],
    terms: [],
    _highlightResult: { title: { value: '', matchLevel: 'none' } },
    ...partial,
  };
}

/** 30 sofas: more than one page of 24. */
export const PRODUCTS: SearchHit[] = Array.from({ length: 30 }, (_, index) => {
  const name = `${NAMES[index % NAMES.length]} ${TYPES[index % TYPES.length]} Sofa ${index + 1}`;
  const usd = 799 + ((index * 137) % 1900);
  return hit({
    objectID: `RS${1001 + index}-1`,
    title: name,
    nid: 100 + index,
    image: `/images/products/rs${1001 + index}.svg`,
    prices: { final: { usd, cad: Math.round(usd * 1.37), krw: usd * 1300 } },
    colors: [COLOURS[index % COLOURS.length] as string],
    nice_names: [MATERIALS[index % MATERIALS.length] as string],
    terms: [TYPES[index % TYPES.length] as string],
  });
});

export const PHOTOS: SearchHit[] = Array.from({ length: 3 }, (_, index) =>
  hit({
    objectID: `photo-${index + 1}`,
    title: `Sofa in a sunny living room ${index + 1}`,
    url: `/customer-photos/${index + 1}`,
    image: `/images/photos/${index + 1}.svg`,
  }),
);

export const REVIEWS: SearchHit[] = Array.from({ length: 4 }, (_, index) =>
  hit({
    objectID: `review-${index + 1}`,
    title: `“The comfiest sofa we have owned” — review ${index + 1}`,
    url: `/reviews/${index + 1}`,
  }),
);

export const PAGES: SearchHit[] = [
  hit({ objectID: 'page-care', title: 'Sofa care guide', url: '/pages/sofa-care' }),
  hit({ objectID: 'page-delivery', title: 'Delivery of large sofas', url: '/pages/delivery' }),
];

export const LOOKS: SearchHit[] = [
  hit({
    objectID: 'look-1',
    title: 'The sofa corner look',
    url: '/looks/sofa-corner',
    image: '/images/looks/1.svg',
  }),
];

export const CATALOGUE: Readonly<Record<string, readonly SearchHit[]>> = {
  products: PRODUCTS,
  customer_photos: PHOTOS,
  reviews: REVIEWS,
  pages: PAGES,
  STL: LOOKS,
};

function matches(hit: SearchHit, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => hit.title.toLowerCase().includes(word));
}

function highlight(title: string, query: string): string {
  const word = query.trim().split(/\s+/)[0];
  if (!word) return title;
  const at = title.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return title;
  return `${title.slice(0, at)}<em>${title.slice(at, at + word.length)}</em>${title.slice(at + word.length)}`;
}

function passes(hit: SearchHit, facetFilters: string[][] = []): boolean {
  return facetFilters.every((group) =>
    group.some((filter) => {
      const colon = filter.indexOf(':');
      const attribute = filter.slice(0, colon) as 'colors' | 'nice_names' | 'terms';
      const value = filter.slice(colon + 1).replace(/^\\-/, '-');
      return hit[attribute]?.includes(value) ?? false;
    }),
  );
}

/**
 * Answers one query of a multi-query like the service does.
 *
 * @example answer({ index: 'products', query: 'sofa', hitsPerPage: 24 }).nbHits // 30
 */
export function answer(request: SearchRequest): SearchResult {
  const all = (CATALOGUE[request.index] ?? []).filter(
    (candidate) => matches(candidate, request.query) && passes(candidate, request.facetFilters),
  );
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of request.facets ?? []) {
    const counts: Record<string, number> = {};
    for (const candidate of all)
      for (const value of candidate[attribute as 'colors'] ?? [])
        counts[value] = (counts[value] ?? 0) + 1;
    facets[attribute] = counts;
  }
  const page = request.page ?? 0;
  const size = request.hitsPerPage;
  const hits =
    size === 0
      ? []
      : all.slice(page * size, page * size + size).map((found) => ({
          ...found,
          _highlightResult: {
            title: { value: highlight(found.title, request.query), matchLevel: 'full' },
          },
        }));
  return {
    index: request.index,
    hits,
    nbHits: all.length,
    nbPages: size === 0 ? 0 : Math.ceil(all.length / size),
    page,
    query: request.query,
    facets,
  };
}
