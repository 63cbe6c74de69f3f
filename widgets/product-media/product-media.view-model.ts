import type { Translator as TranslatorOf } from '../../core/i18n/translate';
import type { productMediaMessages } from '../../core/i18n/product-media';
import type { GalleryImage, ProductMediaText } from './view-types';

type Translator = TranslatorOf<typeof productMediaMessages>;

/** Every fixed text of the view, in the visitor's language. */
export function mediaText(t: Translator): ProductMediaText {
  return {
    galleryLabel: t('galleryLabel'),
    previousImage: t('previousImage'),
    nextImage: t('nextImage'),
    zoomDialogTitle: t('zoomDialogTitle'),
    close: t('close'),
    videoFailed: t('videoFailed'),
    looksLabel: t('looksLabel'),
    opensInNewTab: t('opensInNewTab'),
  };
}

/**
 * The gallery's images with their texts. A single image keeps the title as its alt text (as
 * the server's image had it); several are numbered, so each thumbnail and zoom is told apart.
 *
 * @example galleryImages(['/a.svg', '/b.svg'], 'Oslo Sofa', translator(productMediaMessages, 'en'))[1].alt // 'Oslo Sofa, image 2 of 2'
 */
export function galleryImages(
  urls: readonly string[],
  title: string,
  t: Translator,
): GalleryImage[] {
  const count = urls.length;
  return urls.map((src, position) => {
    const index = position + 1;
    const alt = count > 1 ? t('imageAlt', { title, index, count }) : title;
    return {
      src,
      alt,
      thumbLabel: t('showImage', { index, count }),
      zoomLabel: t('zoomImage', { alt }),
      zoomRegionLabel: t('zoomRegion', { alt }),
    };
  });
}
