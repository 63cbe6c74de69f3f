import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { commonMessages } from '../core/i18n/common';
import { searchMessages } from '../core/i18n/search';
import { translate, translator } from '../core/i18n/translate';
import type { ResultType } from '../core/search/constants';
import type { SearchHit } from '../core/search/hit';
import { toCardModel, type ResultCardModel } from '../widgets/search-results/card-model';
import {
  selectedCount,
  toggleFacet,
  type FacetCounts,
  type FacetSelection,
} from '../core/search/facet-selection';
import { resultsPath } from '../core/search/results-path';

import searchResultsCss from '../widgets/search-results/search-results.css?raw';
import { SearchResults, type SearchResultsProps } from '../widgets/search-results/SearchResults';
import { sortHits, type SortOrder } from '../widgets/search-results/sort-hits';
import { answer } from '../widgets/search-results/testing/search-fixture';
import { withRoveStyles } from './rove-styles';

const t = translator(searchMessages, 'en');
const QUERY = 'sofa';
const COUNTS = { products: 30, customer_photos: 3, reviews: 4, pages: 2, STL: 1 } as const;

/** A small sofa drawing in the hit's colour, inline: stories load nothing from the network. */
const PAINT: Readonly<Record<string, string>> = {
  Blue: '#2e5c9a',
  Gray: '#8c8c88',
  Beige: '#d9c8a9',
  Green: '#4f6b3a',
  Red: '#b3261e',
};
function picture(hit: SearchHit): string {
  const colour = PAINT[hit.colors[0] ?? ''] ?? '#a39a8c';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#efebe4"/>` +
    `<rect x="22" y="48" width="76" height="30" rx="6" fill="${colour}"/>` +
    `<rect x="16" y="58" width="14" height="26" rx="5" fill="${colour}"/><rect x="90" y="58" width="14" height="26" rx="5" fill="${colour}"/>` +
    `<rect x="30" y="66" width="60" height="14" rx="3" fill="#0002"/><rect x="28" y="84" width="3" height="8" fill="#6b4628"/>` +
    `<rect x="89" y="84" width="3" height="8" fill="#6b4628"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Cards exactly as <rove-search-results> builds them (toCardModel), from the fixture's answer
 * to a query; product images drawn inline.
 */
function cardsFor(
  type: ResultType,
  options: { facets?: FacetSelection; member?: boolean; sort?: SortOrder; pages?: number } = {},
): { cards: ResultCardModel[]; facetCounts: FacetCounts; nbPages: number } {
  const hits: SearchHit[] = [];
  let nbPages = 0;
  const facetFilters = Object.entries(options.facets ?? {}).map(([attribute, values]) =>
    (values ?? []).map((value) => `${attribute}:${value}`),
  );
  for (let page = 0; page < (options.pages ?? 1); page += 1) {
    const result = answer({
      index: type,
      query: QUERY,
      hitsPerPage: type === 'products' ? 24 : 10,
      page,
      ...(facetFilters.length ? { facetFilters } : {}),
    });
    hits.push(...result.hits);
    nbPages = result.nbPages;
  }
  const facetCounts = answer({
    index: 'products',
    query: QUERY,
    hitsPerPage: 0,
    facets: ['colors', 'nice_names', 'terms'],
  }).facets;
  const context = {
    currency: 'USD' as const,
    memberDiscount: options.member ? 0.2 : null,
    origin: 'https://shop.example',
  };
  const cards = sortHits(hits, options.sort ?? 'relevance', 'USD').map((hit) => {
    const card = toCardModel(hit, context);
    return type === 'products' || type === 'customer_photos' || type === 'STL'
      ? { ...card, image: picture(hit) }
      : card;
  });
  return { cards, facetCounts, nbPages };
}

const products = cardsFor('products');

const meta = {
  title: 'Widgets/Search results',
  component: SearchResults,
  decorators: [withRoveStyles({ 'rove-search-results': searchResultsCss })],
  parameters: { layout: 'padded' },
  args: {
    t,
    memberLabel: translate(commonMessages, 'memberLabel', 'en'),
    idPrefix: 'story',
    query: QUERY,
    type: 'products',
    counts: COUNTS,
    tabHref: (type: ResultType) => resultsPath('/search/', { type, query: QUERY, facets: {} }),
    onSelectTab: fn(),
    status: 'ready',
    cards: products.cards,
    emptyMessage: null,
    nothingFound: false,
    announcement: '30 results',
    canLoadMore: true,
    more: 'idle',
    onLoadMore: fn(),
    onRetry: fn(),
    focusCardId: null,
    selection: {},
    facetCounts: products.facetCounts,
    selectedCount: 0,
    onToggleFacet: fn(),
    onClearFacets: fn(),
    filtersOpen: true,
    onToggleFilters: fn(),
    sort: 'relevance',
    onSortChange: fn(),
  },
  argTypes: {
    type: {
      control: 'select',
      options: ['products', 'customer_photos', 'reviews', 'pages', 'STL'],
    },
    tabHref: { table: { disable: true } },
    t: { table: { disable: true } },
    cards: { table: { disable: true } },
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products tab on a desktop: the sidebar with swatches, materials and types; the grid. */
export const Products: Story = {};

/** A member sees the MEMBER price beside each price. */
export const ProductsForMembers: Story = {
  args: { cards: cardsFor('products', { member: true }).cards },
};

/** Two filters chosen: 'Filters (2)', a Clear filters button, the filtered grid. */
export const FiltersChosen: Story = {
  args: (() => {
    const selection: FacetSelection = { colors: ['Blue'], nice_names: ['Velvet'] };
    const filtered = cardsFor('products', { facets: selection });
    return {
      selection,
      selectedCount: selectedCount(selection),
      cards: filtered.cards,
      counts: { ...COUNTS, products: filtered.cards.length },
      announcement: `${filtered.cards.length} results`,
      canLoadMore: false,
    };
  })(),
};

/** The refine toggle closed: on a desktop the grid takes the sidebar's room. */
export const FiltersClosed: Story = {
  args: { filtersOpen: false },
};

/**
 * A phone (Storybook's viewport 'mobile2'): the filters are a disclosure opened by Refine,
 * above the results. Choose the viewport in the toolbar when viewing this outside Storybook's
 * own frame; the layout follows the window's width.
 */
export const FiltersOpenMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** A phone with the filters closed (their default there). */
export const FiltersClosedMobile: Story = {
  args: { filtersOpen: false },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** Sorted by price, low to high (the loaded hits, in the browser). */
export const SortedByPrice: Story = {
  args: { sort: 'price-asc', cards: cardsFor('products', { sort: 'price-asc' }).cards },
};

/** After 'Load more': both pages, no further page. */
export const LoadedMore: Story = {
  args: { cards: cardsFor('products', { pages: 2 }).cards, canLoadMore: false },
};

/** The next page is on its way: the button is busy and ignores clicks. */
export const LoadingMore: Story = {
  args: { more: 'loading', canLoadMore: false },
};

/** The next page failed: the list stays, the button offers a retry. */
export const LoadMoreFailed: Story = {
  args: { more: 'failed' },
};

/** The first answer is on its way: skeleton cards hold the grid's space. */
export const Loading: Story = {
  args: {
    status: 'loading',
    counts: null,
    cards: [],
    facetCounts: {},
    announcement: '',
    canLoadMore: false,
  },
};

const ErrorStory: Story = {
  name: 'Error',
  args: {
    status: 'error',
    counts: null,
    cards: [],
    facetCounts: {},
    announcement: '',
    canLoadMore: false,
  },
};
// Exported under the state's name without shadowing the global Error in this module.
export { ErrorStory as Error };

/** 'Oh no, sorry we couldn't find that': nothing in any type (spec/shell.md §8). */
export const NoResults: Story = {
  args: {
    query: 'zzqxj',
    counts: { products: 0, customer_photos: 0, reviews: 0, pages: 0, STL: 0 },
    nothingFound: true,
    emptyMessage: 'noResults',
    cards: [],
    announcement: "Oh no, sorry we couldn't find that",
  },
};

function tabStory(type: ResultType, cards: readonly ResultCardModel[]): Story {
  return {
    args: {
      type,
      cards,
      canLoadMore: false,
      announcement: `${COUNTS[type]} ${COUNTS[type] === 1 ? 'result' : 'results'}`,
    },
  };
}

export const CustomerPhotos = tabStory('customer_photos', cardsFor('customer_photos').cards);
export const Reviews = tabStory('reviews', cardsFor('reviews').cards);
export const Pages = tabStory('pages', cardsFor('pages').cards);
export const ShopTheLook = tabStory('STL', cardsFor('STL').cards);

function emptyStory(type: ResultType, key: NonNullable<SearchResultsProps['emptyMessage']>): Story {
  return {
    args: {
      type,
      cards: [],
      counts: { ...COUNTS, [type]: 0 },
      emptyMessage: key,
      announcement: t(key),
      canLoadMore: false,
    },
  };
}

/** A tab the visitor chose with no hits shows the specification's message for its type (spec/shell.md §2). */
export const NoProducts = emptyStory('products', 'noProducts');
export const NoPhotos = emptyStory('customer_photos', 'noPhotos');
export const NoReviews = emptyStory('reviews', 'noReviews');
export const NoPages = emptyStory('pages', 'noPages');
export const NothingFoundInShopTheLook = emptyStory('STL', 'nothingFound');

/** A filter combination with no products: the filters stay, so the visitor can undo them. */
export const NoProductsWithFilters: Story = {
  args: {
    ...emptyStory('products', 'noProducts').args,
    selection: { colors: ['Pink'] },
    selectedCount: 1,
  },
};

/** Click the filters and the sort: local state only (the element asks the service instead). */
export const Interactive: Story = {
  render: function InteractiveResults(args) {
    const [selection, setSelection] = useState<FacetSelection>({});
    const [sort, setSort] = useState<SortOrder>('relevance');
    const [filtersOpen, setFiltersOpen] = useState(true);
    const { cards } = cardsFor('products', { facets: selection, sort });
    return (
      <SearchResults
        {...args}
        selection={selection}
        selectedCount={selectedCount(selection)}
        cards={cards}
        counts={{ ...COUNTS, products: cards.length }}
        announcement={`${cards.length} results`}
        canLoadMore={false}
        onToggleFacet={(attribute, value) =>
          setSelection((current) => toggleFacet(current, attribute, value))
        }
        onClearFacets={() => setSelection({})}
        sort={sort}
        onSortChange={setSort}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
    );
  },
};
