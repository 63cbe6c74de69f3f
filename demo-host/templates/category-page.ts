import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { breadcrumbs } from './breadcrumbs';
import { productGrid } from './product-card';

export interface CategoryPageData {
  category: Category;
  products: readonly CatalogueProduct[];
  total: number;
  page: number;
  pages: number;
}

/** Page 1 is /category/{slug}; later pages add a /page/{n} segment (seed 000: infinite scroll). */
export function categoryPageUrl(slug: string, page: number): string {
  return page <= 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`;
}

function pagerLink(slug: string, page: number, rel: 'prev' | 'next'): SafeHtml {
  const label = rel === 'prev' ? 'Previous' : 'Next';
  const href = categoryPageUrl(slug, page);
  return markup`<a class="button button--ghost" rel="${rel}" href="${href}">${label}</a>`;
}

function pager(data: CategoryPageData): SafeHtml {
  if (data.pages <= 1) return markup``;
  const { slug } = data.category;
  return markup`<nav class="pager" aria-label="Pages">
${data.page > 1 ? pagerLink(slug, data.page - 1, 'prev') : ''}
<span class="pager__status">Page ${data.page} of ${data.pages}</span>
${data.page < data.pages ? pagerLink(slug, data.page + 1, 'next') : ''}
</nav>`;
}

export function categoryPage(data: CategoryPageData, shop: Shop): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: data.category.title }])}
    <header class="page-head">
      <h1 class="page-head__title">${data.category.title}</h1>
      <p class="page-head__lead">${data.category.blurb}</p>
      <p class="page-head__count">${data.total} products</p>
    </header>
    ${productGrid(data.products, shop)} ${pager(data)}`;
}
