import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { LISTING_SORTS, listingQuery, type ListingFilters } from '../shop/listing-json';
import { breadcrumbs } from './breadcrumbs';
import { productGrid } from './product-card';

export interface CategoryPageData {
  category: Category;
  products: readonly CatalogueProduct[];
  total: number;
  page: number;
  pages: number;
  /** The filters in force (absent: none, the plain URLs). */
  filters?: ListingFilters;
  /** The colours the filter form offers. */
  colors?: readonly string[];
  /** 2 for non-members: the listing template shows cents (spec/shell.md §3). */
  decimals?: 0 | 2;
}

/** Page 1 is /category/{slug}; later pages add a /page/{n} segment (spec/shell.md: infinite scroll). */
export function categoryPageUrl(slug: string, page: number): string {
  return page <= 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`;
}

const NO_FILTERS: ListingFilters = { sort: 'featured', colors: [] };

function pagerLink(data: CategoryPageData, page: number, rel: 'prev' | 'next'): SafeHtml {
  const label = rel === 'prev' ? 'Previous' : 'Next';
  const href = categoryPageUrl(data.category.slug, page) + listingQuery(data.filters ?? NO_FILTERS);
  return markup`<a class="button button--ghost" rel="${rel}" href="${href}">${label}</a>`;
}

function pager(data: CategoryPageData): SafeHtml {
  if (data.pages <= 1) return markup``;
  return markup`<nav class="pager" aria-label="Pages">
${data.page > 1 ? pagerLink(data, data.page - 1, 'prev') : ''}
<span class="pager__status">Page ${data.page} of ${data.pages}</span>
${data.page < data.pages ? pagerLink(data, data.page + 1, 'next') : ''}
</nav>`;
}

const SORT_LABELS: Readonly<Record<(typeof LISTING_SORTS)[number], string>> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

// A plain GET form: without JavaScript it reloads page 1 with the query; <rove-listing> only
// submits it as soon as a control changes.
function filterForm(data: CategoryPageData): SafeHtml {
  const filters = data.filters ?? NO_FILTERS;
  const colors = data.colors ?? [];
  return markup`<form class="rove-listing-filters" method="get" action="${categoryPageUrl(data.category.slug, 1)}" aria-label="Filter products">
<label class="rove-listing-filters__sort">Sort by <select name="sort">${LISTING_SORTS.map(
    (sort) =>
      markup`<option value="${sort}"${sort === filters.sort ? markup` selected` : ''}>${SORT_LABELS[sort]}</option>`,
  )}</select></label>
${
  colors.length > 0
    ? markup`<fieldset class="rove-listing-filters__colors"><legend>Colour</legend>${colors.map(
        (color) =>
          markup`<label><input type="checkbox" name="color" value="${color}"${filters.colors.includes(color) ? markup` checked` : ''}> ${color}</label>`,
      )}</fieldset>`
    : ''
}
<button class="button" type="submit">Apply</button>
</form>`;
}

export function categoryPage(data: CategoryPageData, shop: Shop): SafeHtml {
  const query = listingQuery(data.filters ?? NO_FILTERS);
  const next =
    data.page < data.pages ? categoryPageUrl(data.category.slug, data.page + 1) + query : '';
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: data.category.title }])}
    <header class="page-head">
      <h1 class="page-head__title">${data.category.title}</h1>
      <p class="page-head__lead">${data.category.blurb}</p>
      <p class="page-head__count">${data.total} products</p>
    </header>
    <rove-listing next="${next}" page="${data.page}" pages="${data.pages}">
    ${filterForm(data)}
    ${productGrid(data.products, shop, { swatches: true, decimals: data.decimals ?? 0 })} ${pager(data)}
    </rove-listing>`;
}
