import { markup, type SafeHtml } from '../lib/html';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import type { Shop } from '../context';
import { formatMoney } from '../lib/money';
import { listingPrice } from '../shop/listing-price';
import { cardSwatches } from '../shop/listing-json';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import { loveTag } from './love-tag';
import { priceTag } from './price';

/** Extras of the category listing's cards; other pages' cards leave them out. */
export interface CardOptions {
  /** Small colour swatches under the title (spec/shell.md §2 'swatch previews on cards'). */
  swatches?: boolean;
  /** 2: the non-member listing template shows cents (spec/shell.md §3 'Currencies'). */
  decimals?: 0 | 2;
}

// The same markup as priceTag, with cents: <rove-listing> renders appended cards this way too.
function listingPriceTag(price: { p: number; ori: number }, shop: Shop, decimals: 0 | 2) {
  if (decimals === 0) return priceTag(price, shop.currency);
  const money = (amount: number) => formatMoney(amount, shop.currency, { decimals });
  const original =
    price.ori > price.p
      ? markup` <del class="price__original"><span class="visually-hidden">Original price: </span>${money(price.ori)}</del>`
      : '';
  return markup`<span class="price"><span class="price__current">${money(price.p)}</span>${original}</span>`;
}

function swatchList(product: CatalogueProduct): SafeHtml | '' {
  const swatches = cardSwatches(product);
  if (swatches.length === 0) return '';
  return markup`<ul class="product-card__swatches" aria-label="Colours">${swatches.map(
    (s) =>
      markup`<li class="product-card__swatch" data-hex="${s.hex}" title="${s.name}"><span class="visually-hidden">${s.name}</span></li>`,
  )}</ul>`;
}

// width/height plus a CSS aspect-ratio reserve the image box before it loads, and the love toggle
// has a fixed slot, so cards never shift (also when infinite scroll appends them).
export function productCard(
  product: CatalogueProduct,
  shop: Shop,
  options: CardOptions = {},
): SafeHtml {
  const price = listingPriceTag(listingPrice(product, shop.country), shop, options.decimals ?? 0);
  return markup`<article class="product-card" data-nid="${product.nid}">
<a class="product-card__link" href="/product/${product.slug}">
<img class="product-card__image" src="${product.image}" alt="" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" loading="lazy" decoding="async">
<h3 class="product-card__title">${product.title}</h3>
</a>
${options.swatches ? swatchList(product) : ''}
<div class="product-card__meta">
<p class="product-card__price">${price}</p>
<div class="love-slot">${loveTag(product)}</div>
</div>
</article>
`;
}

export function productGrid(
  products: readonly CatalogueProduct[],
  shop: Shop,
  options: CardOptions = {},
): SafeHtml {
  return markup`<div class="product-grid">${products.map((p) => productCard(p, shop, options))}</div>`;
}
