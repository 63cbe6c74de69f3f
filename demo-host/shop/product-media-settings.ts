import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { lookUrl } from '../search/look-records';
import type { Look } from '../search/shop-the-look';

// What a product page adds for <rove-product-media> (spec/product.md: image zoom, video play,
// lookbook buttons): more views per swatch for the gallery, the product video where there is
// one, and the looks that show the product.

export interface ProductVideoSettings {
  /** Same-origin HLS playlist (demo-host/routes/media.ts generates it). */
  src: string;
  poster: string;
  fallback_image: string;
  title: string;
}

export interface ProductMediaSettings {
  product_imgs: { template: string; data: Record<string, string[]> };
  product_video?: ProductVideoSettings;
  product_looks: { title: string; url: string }[];
}

/** The extra gallery views the media route draws (crops of the product illustration). */
export const GALLERY_VIEWS = ['detail', 'corner'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export function galleryViewUrl(nid: number, oid: string, view: GalleryView): string {
  return `/media/image/${nid}/${oid}/${view}.svg`;
}

export function videoPlaylistUrl(nid: number): string {
  return `/media/video/${nid}/index.m3u8`;
}

/**
 * Which products have a video: the in-stock scenario product (demo-in-stock, the page the
 * '#play-video' scenario links to) and every 7th ordinary product. Deterministic, so e2e tests
 * and marketers can rely on it.
 *
 * @example hasProductVideo({ nid: 1001, scenario: 'in-stock' }) // true
 */
export function hasProductVideo(product: Pick<CatalogueProduct, 'nid' | 'scenario'>): boolean {
  return product.scenario === 'in-stock' || (product.scenario === null && product.nid % 7 === 0);
}

/** Every swatch keeps the CMS's own image first, then gains the two generated views. */
function withGalleryViews(
  nid: number,
  images: ProductMediaSettings['product_imgs'],
): ProductMediaSettings['product_imgs'] {
  const data = Object.fromEntries(
    Object.entries(images.data).map(([oid, urls]) => [
      oid,
      [...urls, ...GALLERY_VIEWS.map((view) => galleryViewUrl(nid, oid, view))],
    ]),
  );
  return { template: images.template, data };
}

/**
 * @param images the page's product_imgs (buildProductSettings), one image per swatch
 * @param looks every shop-the-look look; those containing the product become lookbook links
 */
export function buildProductMediaSettings(
  product: CatalogueProduct,
  images: ProductMediaSettings['product_imgs'],
  looks: readonly Look[],
): ProductMediaSettings {
  const settings: ProductMediaSettings = {
    product_imgs: withGalleryViews(product.nid, images),
    product_looks: looks
      .filter((look) => look.products.some((p) => p.nid === product.nid))
      .map((look) => ({ title: look.title, url: lookUrl(look) })),
  };
  if (hasProductVideo(product)) {
    settings.product_video = {
      src: videoPlaylistUrl(product.nid),
      poster: product.image,
      fallback_image: product.image,
      title: `${product.title} video`,
    };
  }
  return settings;
}
