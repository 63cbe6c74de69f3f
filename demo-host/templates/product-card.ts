import { markup, type SafeHtml } from '../lib/html';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Shop } from '../context';
import { listingPrice } from '../shop/listing-price';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import { loveTag } from './love-tag';
import { priceTag } from './price';

// width/height plus a CSS aspect-ratio reserve the image box before it loads, and the love toggle
// has a fixed slot, so cards never shift (also when infinite scroll appends them).
export function productCard(product: CatalogueProduct, shop: Shop): SafeHtml {
  const price = priceTag(listingPrice(product, shop.country), shop.currency);
  return markup`<article class="product-card" data-nid="${product.nid}">
<a class="product-card__link" href="/product/${product.slug}">
<img class="product-card__image" src="${product.image}" alt="" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" loading="lazy" decoding="async">
<h3 class="product-card__title">${product.title}</h3>
</a>
<div class="product-card__meta">
<p class="product-card__price">${price}</p>
<div class="love-slot">${loveTag(product)}</div>
</div>
</article>
`;
}

export function productGrid(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  return markup`<div class="product-grid">${products.map((p) => productCard(p, shop))}</div>`;
}
