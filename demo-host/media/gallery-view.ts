import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import type { GalleryView } from '../shop/product-media-settings';

/**
 * The gallery's extra views of a product: crops of its generated illustration, drawn at the
 * full size, as a photographer's detail and corner shots would be. Only the viewBox changes,
 * so the picture stays the product illustration's own.
 */
const CROPS: Readonly<Record<GalleryView, readonly [number, number, number, number]>> = {
  detail: [200, 150, 400, 300],
  corner: [80, 250, 400, 300],
};

/** @example renderGalleryView(renderProductSvg(product, oid), 'detail') */
export function renderGalleryView(svg: string, view: GalleryView): string {
  const [x, y, width, height] = CROPS[view];
  return svg.replace(
    `viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}"`,
    `viewBox="${x} ${y} ${width} ${height}"`,
  );
}
