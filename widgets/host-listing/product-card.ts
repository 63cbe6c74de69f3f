import type { Currency } from '../../core/money';
import { safeUrl } from '../../core/sanitize/safe-url';
import { hitImageUrl, hitPrices } from '../../core/search/hit-display';
import type { SearchHit } from '../../core/search/hit';
import type { HostProduct } from './host-products';

/** What a product card shows: always the name and option; the rest only from a search hit. */
export interface ProductCardModel {
  key: string;
  name: string;
  option: string;
  /** The product page, this site only. */
  href?: string;
  image?: string;
  price?: string;
  memberPrice?: string;
}

export interface ProductCardContext {
  currency: Currency;
  /** The member discount, or null when the page does not show member prices. */
  memberDiscount: number | null;
  origin: string;
}

/**
 * A host product joined with its search hit. The hit's title names the card (the catalogue's
 * spelling); the host's option stays, since the hit is the product, not the host's model.
 *
 * @example productCardModel({ name: 'Sven Sofa', option: 'Tan' }, undefined, context) // { key: '0', name: 'Sven Sofa', option: 'Tan' }
 */
export function productCardModel(
  product: HostProduct,
  hit: SearchHit | undefined,
  context: ProductCardContext,
  index = 0,
): ProductCardModel {
  const model: ProductCardModel = {
    key: `${index}:${product.name}`,
    name: product.name,
    option: product.option,
  };
  const image = hitImageUrl(hit?.image || product.image || '', context.origin);
  if (image) model.image = image;
  if (!hit) return model;
  if (hit.title) model.name = hit.title;
  const href = hit.url ? safeUrl(hit.url, { origin: context.origin }) : undefined;
  if (href && new URL(href).origin === context.origin) model.href = href;
  const { price, memberPrice } = hitPrices(hit, context.currency, context.memberDiscount);
  if (price) model.price = price;
  if (memberPrice) model.memberPrice = memberPrice;
  return model;
}
