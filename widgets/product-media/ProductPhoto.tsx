import type { ImgHTMLAttributes, MouseEvent } from 'react';

/** Product images are the retailer's photographs: no save-as menu on them (spec/product.md). */
function blockContextMenu(event: MouseEvent): void {
  event.preventDefault();
}

export type ProductPhotoProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'draggable' | 'onContextMenu'
>;

/**
 * An <img> of a product photograph, which cannot be dragged out or saved from its context menu
 * (every product image of the gallery: stage, thumbnails, zoom).
 *
 * @example <ProductPhoto src={image.src} alt={image.alt} width={600} height={450} />
 */
export function ProductPhoto(props: ProductPhotoProps) {
  return <img {...props} draggable={false} onContextMenu={blockContextMenu} />;
}
