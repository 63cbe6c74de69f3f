import { photoWallMessages } from '../../core/i18n/photo-wall';
import { translator } from '../../core/i18n/translate';
import type { CommunityPhoto } from './photo-wall.logic';

/** Every text the photo wall shows, in the page's language (core/i18n/photo-wall.ts). */
export interface PhotoWallTexts {
  wallLabel: string;
  loadMore: string;
  loading: string;
  /** The polite announcement after a page ('' before any). */
  loaded: string;
  end: string;
  productsHeading: string;
  close: string;
  /** The popup's title: who took the photo. */
  photoBy: (name: string) => string;
  /** A photo's text alternative: who took it, and where where known (spec/product.md §3). */
  photoAlt: (photo: Pick<CommunityPhoto, 'name' | 'location'>) => string;
}

/**
 * The texts for a locale, with the announcement of the last page added (0: none yet).
 *
 * @example photoWallText('en_US', 0).photoAlt({ name: 'Sofia', location: 'Brooklyn, NY' }) // 'Photo by Sofia, Brooklyn, NY'
 */
export function photoWallText(locale: string | undefined, lastAdded: number): PhotoWallTexts {
  const t = translator(photoWallMessages, locale);
  return {
    wallLabel: t('wallLabel'),
    loadMore: t('loadMore'),
    loading: t('loading'),
    loaded: lastAdded > 0 ? t('loaded', { count: lastAdded }) : '',
    end: t('end'),
    productsHeading: t('productsHeading'),
    close: t('close'),
    photoBy: (name) => t('photoBy', { name }),
    photoAlt: ({ name, location }) =>
      location ? t('photoByFrom', { name, location }) : t('photoBy', { name }),
  };
}
