import type { Shop } from '../context';
import type { CatalogueProduct, ModelStock, OidDetail } from '../fixtures/catalogue-types';
import { defaultModel } from './listing-price';

// What a product page adds to the page settings (spec/product.md 'Product settings objects'), projected
// onto the page's country and currency.

export interface ProductSettings {
  product_models: Record<string, number[]>;
  oid_to_model: Record<string, string>;
  oid_details: Record<string, OidDetail>;
  /** Images per swatch oid, and the URL template that produced them. */
  product_imgs: { template: string; data: Record<string, string[]> };
  /** The default model's price and whether it can be bought. */
  sales_data: { sell_price: number; amt: number; currency: string; available: boolean };
  /** Stock of every model in this country, as /ajax/destination/update answers it. */
  models_stock: Record<string, ModelStock>;
  /** The product's title (sent with the protection-offers request, spec/product.md §7). */
  product_title: string;
  /** Models sold as final sale: the buybox says they cannot be returned or exchanged. */
  final_sale_models: string[];
  /** Outdoor products only: the cover offered 2 s after the first add-to-cart press. */
  outdoor_cover?: OutdoorCoverSettings;
}

/** The outdoor-cover upsell's product, priced in the page's currency. */
export interface OutdoorCoverSettings {
  nid: number;
  model: string;
  title: string;
  price: number;
  image: string;
  url: string;
}

const IMAGE_TEMPLATE = '/images/product/{nid}.svg?oid={oid}';

function purchasable(stock: ModelStock): boolean {
  return stock.h === 0 && stock.d === 0 && (stock.s > 0 || stock.hs > 0 || stock.pr > 0);
}

export function buildProductSettings(product: CatalogueProduct, shop: Shop): ProductSettings {
  const { stock } = defaultModel(product, shop.country);
  // The first attribute (fabric, top, colourway or finish) is the one that changes the picture.
  const swatchAttribute = product.options[0]?.attribute;
  const swatches = product.options.filter((o) => o.attribute === swatchAttribute);
  const imageFor = (oid: number) =>
    IMAGE_TEMPLATE.replace('{nid}', String(product.nid)).replace('{oid}', String(oid));
  return {
    product_models: product.models.product_models,
    oid_to_model: product.models.oid_to_model,
    oid_details: product.models.oid_details[shop.currency],
    product_imgs: {
      template: IMAGE_TEMPLATE,
      data: Object.fromEntries(swatches.map((o) => [String(o.oid), [imageFor(o.oid)]])),
    },
    sales_data: {
      sell_price: stock.p,
      amt: stock.p,
      currency: shop.currency,
      available: purchasable(stock),
    },
    models_stock: product.stock[shop.country],
    product_title: product.title,
    final_sale_models: product.finalSaleModels ?? [],
    ...(product.outdoorCover
      ? {
          outdoor_cover: {
            nid: product.outdoorCover.nid,
            model: product.outdoorCover.model,
            title: product.outdoorCover.title,
            price: product.outdoorCover.price[shop.country],
            image: product.outdoorCover.image,
            url: `/product/${product.outdoorCover.slug}`,
          },
        }
      : {}),
  };
}

/**
 * The picture the product page prints inside <rove-product-media>: the default model's swatch
 * image, the address the gallery starts from (spec/product.md: the buy box names its model and the
 * gallery follows), so the element keeps the server's picture: no second download, and the
 * page's LCP stays the server's. The first swatch's image when the model names none, and the
 * product's own picture when no swatch has one.
 *
 * @example serverPicture(product, buildProductSettings(product, shop), shop.country) // '/images/product/1001.svg?oid=101'
 */
export function serverPicture(
  product: CatalogueProduct,
  settings: Pick<ProductSettings, 'product_models' | 'product_imgs'>,
  country: Shop['country'],
): string {
  const images = settings.product_imgs.data;
  const { model } = defaultModel(product, country);
  const options = Object.hasOwn(settings.product_models, model)
    ? settings.product_models[model]
    : [];
  for (const oid of options ?? []) {
    const first = Object.hasOwn(images, String(oid)) ? images[String(oid)]?.[0] : undefined;
    if (first) return first;
  }
  return Object.values(images).find((urls) => urls.length > 0)?.[0] ?? product.image;
}
