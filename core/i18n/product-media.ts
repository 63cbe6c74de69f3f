import type { KoreanOnDemand } from './korean-on-demand';

const en = {
  galleryLabel: 'Product images',
  showImage: 'Show image {index} of {count}',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageAlt: '{title}, image {index} of {count}',
  zoomImage: 'Zoom image: {alt}',
  zoomDialogTitle: 'Zoomed image',
  zoomRegion: 'Zoomed image: {alt}. Use the arrow keys to move around it.',
  playVideo: 'Play video: {title}',
  videoFailed: 'The video could not be loaded.',
  looksLabel: 'Lookbooks with this product',
  viewInLookbook: 'View in lookbook: {title}',
  opensInNewTab: '(opens in a new tab)',
  close: 'Close',
} as const;

/**
 * Texts of <rove-product-media> (spec/product.md: photo gallery, image zoom, video play, lookbook
 * buttons). The specification names the controls without wording, so every text is ours. Only
 * the widget's chunk imports it. Korean: product.ko.ts, loaded on Korean pages only, before any
 * element is defined (page-texts.ts).
 *
 * @example translate(productMediaMessages, 'viewInLookbook', 'en_US', { title: 'The Oslo Living Room' })
 */
export const productMediaMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'productMedia' };

export type ProductMediaMessageKey = keyof typeof en;
