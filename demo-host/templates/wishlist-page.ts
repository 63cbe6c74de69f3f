import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { productGrid } from './product-card';

/** /i-love: the visitor's loved products, rendered by the server from the loves table. */
export function wishlistPage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  const count = products.length;
  return markup`<header class="page-head">
      <h1 class="page-head__title">Your wishlist</h1>
      ${count > 0 ? markup`<p class="page-head__count">${count} ${count === 1 ? 'item' : 'items'}</p>` : ''}
    </header>
    ${
      count > 0
        ? productGrid(products, shop)
        : markup`<div class="empty-state">
            <p class="empty-state__title">Your wishlist is empty.</p>
            <p>Tap the heart on any product to save it here.</p>
            <p><a class="button" href="/category/sofas">Browse sofas</a></p>
          </div>`
    }`;
}
