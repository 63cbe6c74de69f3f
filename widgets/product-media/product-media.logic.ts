// Pure rules of <rove-product-media>: which images a model shows, gallery stepping, zoom
// panning and the '#play-video' address. No DOM, no React: Node-testable.

/** settings.product_imgs (spec/product.md 'Product settings objects'): swatch oid → image URLs. */
export interface ProductImages {
  template: string;
  data: Readonly<Record<string, readonly string[]>>;
}

/** settings.product_models: model → the option ids it is made of. */
export type ProductModels = Readonly<Record<string, readonly number[]>>;

/** The address fragment that starts the product video on load (spec/product.md product page). */
export const PLAY_VIDEO_HASH = '#play-video';

/** @example wantsAutoplay('#play-video') // true */
export function wantsAutoplay(hash: string): boolean {
  return hash === PLAY_VIDEO_HASH;
}

/**
 * The images of a model: those of its first option id that has any in product_imgs (the
 * swatch option that changes the picture; a size or a leg finish usually has none). Null when
 * the model is unknown or none of its options has images, so the gallery keeps what it shows.
 *
 * @example imagesForModel('RC1-IVB-30', { 'RC1-IVB-30': [101, 201] }, { template: '', data: { 101: ['/a.jpg'] } }) // ['/a.jpg']
 */
export function imagesForModel(
  model: string | null,
  models: ProductModels | null,
  images: ProductImages | null,
): readonly string[] | null {
  if (model === null || !models || !images) return null;
  const options = Object.hasOwn(models, model) ? models[model] : undefined;
  for (const oid of options ?? []) {
    const urls = Object.hasOwn(images.data, String(oid)) ? images.data[String(oid)] : undefined;
    if (urls && urls.length > 0) return urls;
  }
  return null;
}

/** The images shown before the buy box names a model: the first swatch that has any. */
export function firstImages(images: ProductImages | null): readonly string[] | null {
  if (!images) return null;
  for (const urls of Object.values(images.data)) if (urls.length > 0) return urls;
  return null;
}

/**
 * The index one step away, wrapping around both ends.
 *
 * @example stepIndex(0, -1, 3) // 2
 */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Same URLs in the same order (a model change to the same swatch keeps the position). */
export function sameImages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((url, index) => url === b[index]);
}

/**
 * Where a scrollable zoom region should scroll so that the point under the pointer is shown:
 * the pointer's fraction across the region maps to the same fraction of the scroll range.
 *
 * @example panTo({ x: 50, y: 0 }, { width: 100, height: 100 }, { width: 300, height: 100 }) // { left: 100, top: 0 }
 */
export function panTo(
  pointer: { x: number; y: number },
  viewport: { width: number; height: number },
  content: { width: number; height: number },
): { left: number; top: number } {
  const fraction = (at: number, size: number) =>
    size > 0 ? Math.min(1, Math.max(0, at / size)) : 0;
  return {
    left: Math.round(
      fraction(pointer.x, viewport.width) * Math.max(0, content.width - viewport.width),
    ),
    top: Math.round(
      fraction(pointer.y, viewport.height) * Math.max(0, content.height - viewport.height),
    ),
  };
}
