import { useMemo } from 'react';
import type { Country } from '../../core/country';
import { countryName } from '../../core/country-codes';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { messagesIn } from '../../core/i18n/messages-in';
import { translate, translator, type Translator } from '../../core/i18n/translate';
import { commonMessages } from '../../core/i18n/common';
import { getSettings } from '../../core/settings/settings';

/** A key of the checkout's texts (the specification's messages and our labels). */
export type CheckoutTextKey = keyof (typeof checkoutTexts)['en'];

/** The checkout's texts in one language (English where a translation is missing). */
export type CheckoutMessages = Readonly<Record<CheckoutTextKey, string>>;

/** What {@link useCheckoutText} gives: the merged table and a lookup with placeholders. */
export interface CheckoutText {
  readonly m: CheckoutMessages;
  readonly t: Translator<typeof checkoutTexts>;
  /** A country's name in the page's language (core/country-codes). */
  readonly country: (country: Country) => string;
  /** The dialogs' Close, from the shared table (core/i18n/common.ts). */
  readonly close: string;
}

/**
 * The checkout's texts for a storefront locale: Korean for a Korean page (ko_KR), English for
 * every other; key by key, English fills what the Korean table lacks.
 *
 * @example checkoutText('ko_KR').m.stepAccount // '계정'
 * @example checkoutText('en_US').t('qty', { qty: 2 }) // 'Qty 2'
 */
export function checkoutText(locale: string | undefined): CheckoutText {
  const m: CheckoutMessages = messagesIn(checkoutTexts, locale);
  return {
    m,
    t: translator(checkoutTexts, locale),
    country: (country) => countryName(country, locale),
    close: translate(commonMessages, 'close', locale),
  };
}

/**
 * The checkout's texts in the page's language (the validated settings locale): `m` (the table)
 * and `t(key, vars)`. Read from the settings rather than passed down a React context: a page has
 * one locale, and a context would bring preact's context code into the runtime every page loads.
 *
 * @example const { m, t } = useCheckoutText(); <button>{m.continue}</button>
 */
export function useCheckoutText(): CheckoutText {
  const { locale } = getSettings();
  return useMemo(() => checkoutText(locale), [locale]);
}
