import { markup, type SafeHtml } from '../lib/html';
import type { Shop } from '../context';
import type { CatalogueProduct, Category } from '../fixtures/catalogue-types';
import { ATTRIBUTES, type AttributeKey } from '../fixtures/catalogue-types';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import { defaultModel, listingPrice } from '../shop/listing-price';
import { offeredProtection } from '../shop/protection-plan';
import { breadcrumbs } from './breadcrumbs';
import { loveTag } from './love-tag';
import { priceTag } from './price';
import { reviewsWall, type ReviewsPageData } from './reviews-page';

function optionList(product: CatalogueProduct): SafeHtml {
  const attributes = [...new Set(product.options.map((o) => o.attribute))] as AttributeKey[];
  return markup`<dl class="option-list">
    ${attributes.map(
      (attribute) =>
        markup`<dt>${ATTRIBUTES[attribute].label}</dt>
          <dd>
            ${product.options
              .filter((o) => o.attribute === attribute)
              .map((o) => o.name)
              .join(', ')}
          </dd>`,
    )}
  </dl>`;
}

/**
 * What the upgraded buy box will end with for the model the page opens on, as the shop knows
 * it: add to cart with protection offers, add to cart alone, or 'Sold Out - Notify Me'. The
 * stylesheet holds the buy box's height by it (and by its option groups) until the widget is
 * defined, so nothing under it moves when it arrives.
 */
function buyboxEnding(product: CatalogueProduct, shop: Shop): 'protection' | 'cart' | 'notify' {
  const { model, stock } = defaultModel(product, shop.country);
  // The buy box's stock message before a destination is set: stock, pre-order or a custom message.
  const canBuy = stock.d === 0 && (stock.s > 0 || stock.pr > 0 || stock.msg !== null);
  if (!canBuy) return 'notify';
  return offeredProtection(product, shop.country, model).length > 0 ? 'protection' : 'cart';
}

/**
 * The lookbook links <rove-product-media> shows under its gallery, as server links: shoppers
 * without JavaScript get them too, and they take the widget's place (site.css gives them the
 * widget's look) so the page below does not move when it mounts.
 */
function lookbookLinks(looks: readonly ProductLook[]): SafeHtml {
  if (looks.length === 0) return markup``;
  return markup`<ul class="product__looks" aria-label="Lookbooks with this product">
    ${looks.map(
      (look) =>
        markup`<li>
          <a class="product__look" href="${look.url}" target="_blank" rel="noopener"
            >View in lookbook: ${look.title}<span class="visually-hidden">
              (opens in a new tab)</span
            ></a
          >
        </li>`,
    )}
  </ul>`;
}

/** A look that shows the product (product_looks of the page's settings). */
export interface ProductLook {
  title: string;
  url: string;
}

/**
 * @param picture the server's picture inside <rove-product-media>: the one its gallery starts
 *   from (serverPicture), so the element keeps it
 */
export function productPage(
  product: CatalogueProduct,
  category: Category,
  shop: Shop,
  looks: readonly ProductLook[] = [],
  picture: string = product.image,
  reviews?: ReviewsPageData,
  /** <rove-membership> for this product (templates/membership-offer.ts), or '' for none. */
  membershipOffer: SafeHtml | string = '',
): SafeHtml {
  const price = listingPrice(product, shop.country);
  // <rove-financing> shows its estimate from 1000 (in the page's currency) and is empty below.
  const financing = price.p >= 1000 ? 'estimate' : 'none';
  return markup`${breadcrumbs([
    { label: 'Home', href: '/' },
    { label: category.title, href: `/category/${category.slug}` },
    { label: product.title },
  ])}
    <article class="product" data-nid="${product.nid}">
      <div class="product__gallery">
        <rove-product-media class="product__media" nid="${product.nid}"
          ><img
            class="product__image"
            src="${picture}"
            alt="${product.title}"
            width="${IMAGE_WIDTH}"
            height="${IMAGE_HEIGHT}"
            decoding="async"
          />${lookbookLinks(looks)}</rove-product-media
        >
      </div>
      <div class="product__info">
        <div class="product__title-row">
          <h1 class="product__title">${product.title}</h1>
          <div class="love-slot love-slot--large">${loveTag(product)}</div>
        </div>
        <rove-buybox
          class="product__buybox product__buybox--${buyboxEnding(product, shop)}"
          nid="${product.nid}"
          ><p class="product__price">${priceTag(price, shop.currency)}</p>
          ${optionList(product)}</rove-buybox
        >
        <rove-delivery class="product__delivery" nid="${product.nid}"
          ><p class="product__delivery-fallback">
            Enter your postal code at checkout to check delivery.
          </p></rove-delivery
        >
        <rove-financing class="product__financing" nid="${product.nid}"
          ><p class="product__financing-fallback product__financing-fallback--${financing}">
            Financing is available at checkout on orders of 1,000 or more.
          </p></rove-financing
        >
        ${membershipOffer}
        <p class="product__description">${product.description}</p>
        <dl class="product__facts">
          <dt>SKU</dt>
          <dd>${product.sku}</dd>
          <dt>Materials</dt>
          <dd>${product.materials.join(', ') || '—'}</dd>
          <dt>Colours</dt>
          <dd>${product.colors.join(', ') || '—'}</dd>
        </dl>
      </div>
    </article>
    ${reviews ? productReviews(reviews) : ''}`;
}

/**
 * The product page's reviews wall (issue 26): the store's reviews, this product's first, in
 * `<rove-reviews-wall>` (its stylesheet as the theme links it); far below the fold, so the
 * loader upgrades it as the shopper comes near.
 */
function productReviews(reviews: ReviewsPageData): SafeHtml {
  return markup`<section class="product-reviews" aria-labelledby="product-reviews-title">
      <link rel="stylesheet" href="/walls/reviews-wall.css">
      <h2 id="product-reviews-title" class="product-reviews__title">Customer reviews</h2>
      ${reviewsWall(reviews)}
    </section>`;
}
