import type { reviewsWallMessages } from '../../core/i18n/reviews-wall';
import type { Translator } from '../../core/i18n/translate';

/** The reviews wall's texts in the page's language. */
export type ReviewsWallText = Translator<typeof reviewsWallMessages>;
