import { countryName, countryOfNumericCode } from '../../core/country-codes';
import { commonMessages } from '../../core/i18n/common';
import { swatchMessages } from '../../core/i18n/swatch';
import { swatchRequestMessages } from '../../core/i18n/swatch-request';
import { translate, translator } from '../../core/i18n/translate';
import type { AddressField, SwatchCountryCode } from './swatch-address';

export interface SwatchRequestText {
  select: string;
  remove: string;
  continue: string;
  back: string;
  limitExceeded: string;
  counter: (count: number) => string;
  listHeading: string;
  addressHeading: string;
  yourSwatches: string;
  noneSelected: string;
  alertTitle: string;
  ok: string;
  close: string;
  field: (field: AddressField, optional: boolean) => string;
  phoneHint: string;
  countryName: (code: SwatchCountryCode) => string;
  submit: string;
  sending: string;
  sent: string;
  sentNote: (count: number, city: string) => string;
  restart: string;
  failed: string;
  submittedBefore: string;
  unavailable: string;
  fixErrors: string;
}

/**
 * The texts in a locale, for a limit.
 *
 * @example swatchRequestText('en_US', 5).limitExceeded // 'Error message: Please limit your selection to 5.'
 */
export function swatchRequestText(locale: string, limit: number): SwatchRequestText {
  const t = translator(swatchRequestMessages, locale);
  const seed = translator(swatchMessages, locale);
  return {
    select: seed('selectSwatch'),
    remove: seed('removeSwatch'),
    continue: seed('continue'),
    back: seed('back'),
    limitExceeded: seed('limitExceeded', { limit }),
    counter: (count) => t('counter', { count, limit }),
    listHeading: t('listHeading', { limit }),
    addressHeading: t('addressHeading'),
    yourSwatches: t('yourSwatches'),
    noneSelected: t('noneSelected'),
    alertTitle: t('alertTitle'),
    ok: t('ok'),
    close: translate(commonMessages, 'close', locale),
    field: (field, optional) =>
      optional && field === 'province'
        ? t('provinceOptional')
        : optional && field === 'postal_code'
          ? t('postalOptional')
          : t(field),
    phoneHint: t('phoneHint'),
    // In English like the rest of this page's own words (the specification gives it no Korean).
    countryName: (code) => {
      const country = countryOfNumericCode(code);
      return country ? countryName(country, 'en') : String(code);
    },
    submit: t('submit'),
    sending: t('sending'),
    sent: t('sent'),
    sentNote: (count, city) => t('sentNote', { count, city }),
    restart: t('restart'),
    failed: t('failed'),
    submittedBefore: t('submittedBefore'),
    unavailable: t('unavailable'),
    fixErrors: t('fixErrors'),
  };
}
