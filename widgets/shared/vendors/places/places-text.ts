import { placesMessages } from '../../../../core/i18n/places';
import { translatePlural, translator } from '../../../../core/i18n/translate';
import { placesAnnouncement, type PlacesState } from './places-combobox.logic';
import type { PlacesPopupText } from './PlacesPopup';

/**
 * The popup's texts in the page's language, with what the live region says for this state.
 *
 * @example placesText(state, 'ko_KR').announce // '주소 2개를 찾았습니다. …'
 */
export function placesText(state: PlacesState, locale: string): PlacesPopupText {
  const t = translator(placesMessages, locale);
  const said = placesAnnouncement(state);
  const announce =
    said === null
      ? ''
      : said.key === 'count'
        ? translatePlural(placesMessages, { one: 'countOne', other: 'count' }, said.count, locale)
        : said.key === 'filled'
          ? t('filled', { address: said.address })
          : t(said.key);
  return {
    list: t('list'),
    searching: t('searching'),
    none: t('none'),
    failed: t('failed'),
    lookupFailed: t('lookupFailed'),
    poweredBy: t('poweredBy'),
    announce,
  };
}
