import type { photoWallMessages } from '../../core/i18n/photo-wall';
import type { Translator } from '../../core/i18n/translate';

/** The photo wall's texts in the page's language. */
export type PhotoWallText = Translator<typeof photoWallMessages>;
