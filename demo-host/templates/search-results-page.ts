import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { markup, trusted, type SafeHtml } from '../lib/html';
import { productGrid } from './product-card';

// The results page as the CMS serves it: <rove-search-results> with a server-rendered first page
// inside, which is what shows before the widget upgrades or without JavaScript at all.

/** spec/shell.md §8: the message for a search with no results. */
export const NO_RESULTS_MESSAGE = "Oh no, sorry we couldn't find that";

export type SearchFallback =
  | { kind: 'products'; products: readonly CatalogueProduct[] }
  | { kind: 'links'; links: readonly { title: string; url: string }[] };

export interface SearchResultsPageData {
  query: string;
  /** Every hit of the type, not only those rendered. */
  total: number;
  fallback: SearchFallback;
}

export function searchResultsHeading(query: string): string {
  return `Search results for “${query}”`;
}

function results(fallback: SearchFallback, shop: Shop): SafeHtml {
  if (fallback.kind === 'products') return productGrid(fallback.products, shop);
  return markup`<ul class="search-fallback__list">
      ${fallback.links.map((link) => markup`<li><a href="${link.url}">${link.title}</a></li>`)}
    </ul>`;
}

export function searchResultsPage(data: SearchResultsPageData, shop: Shop): SafeHtml {
  const empty = data.total === 0;
  return markup`<rove-search-results class="search-results">
    <div class="search-fallback">
      <header class="page-head">
        <h1 class="page-head__title">${searchResultsHeading(data.query)}</h1>
        ${empty ? '' : markup`<p class="page-head__count">${data.total} ${data.total === 1 ? 'result' : 'results'}</p>`}
      </header>
      ${
        empty
          ? markup`<div class="empty-state"><p class="empty-state__title">${NO_RESULTS_MESSAGE}</p></div>`
          : results(data.fallback, shop)
      }
    </div>
  </rove-search-results>`;
}

/**
 * The page with the SDK's own rendering of its first answer inside the element (escaped by
 * React's server renderer, its state as JSON that cannot close its script): the element
 * hydrates it. Its stylesheet comes with the site's (layout sdkStyles: site.css?sdk=search-results).
 */
export function sdkResultsPage(rendered: string): SafeHtml {
  return markup`<rove-search-results class="search-results">${trusted(rendered)}</rove-search-results>`;
}
