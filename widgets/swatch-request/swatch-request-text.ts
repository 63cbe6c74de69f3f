import { countryName, countryOfNumericCode } from '../../core/country-codes';
import { commonMessages } from '../../core/i18n/common';
import { swatchMessages } from '../../core/i18n/swatch';
import { translate, translator } from '../../core/i18n/translate';
import type { AddressField, SwatchCountryCode } from './swatch-address';

// The texts of <rove-swatch-request>. spec/product.md's own ('Select swatch', 'Remove swatch',
// 'Continue', 'Back', the limit alert) come from core/i18n/swatch verbatim; the specification gives no
// other wording and no Korean for this page, so the rest is ours, in English, in the same
// table shape (a candidate for core/i18n/swatch).

export const swatchRequestMessages = {
  en: {
    counter: '{count} of {limit} selected',
    listHeading: 'Choose up to {limit} swatches',
    addressHeading: 'Where should we send them?',
    yourSwatches: 'Your swatches',
    noneSelected: 'Please select at least one swatch.',
    alertTitle: 'Swatch limit',
    ok: 'OK',
    name: 'Full name',
    email: 'Email',
    address1: 'Address',
    address2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    province: 'Province / State',
    provinceOptional: 'Province / State (optional)',
    postal_code: 'Postal code',
    postalOptional: 'Postal code (optional)',
    country: 'Country',
    phone: 'Phone',
    phoneHint: '10 digits; a leading 1 or +1 is dropped.',
    submit: 'Request swatches',
    sending: 'Sending…',
    sent: 'Thank you! Your swatch request has been sent.',
    sentNote: 'Your {count} swatches will be posted to {city}.',
    restart: 'Request more swatches',
    failed: 'Your request could not be sent. Please try again.',
    submittedBefore: 'Your last swatch request has been sent. Choose again to start a new one.',
    unavailable: 'Swatches cannot be requested right now. Please try again later.',
    fixErrors: 'Please correct the marked fields.',
  },
} as const;

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
