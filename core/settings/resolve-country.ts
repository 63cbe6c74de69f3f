import {
  countryOfLocale,
  DEFAULT_LOCALE,
  isCountry,
  isLocale,
  type Country,
  type Locale,
} from '../country';

export interface CountrySources {
  /** The warehouse cookie's value. */
  cookie?: string | undefined;
  /** settings.country, already validated. */
  setting?: Country | undefined;
  /** settings.locale, already validated. */
  settingLocale?: Locale | undefined;
  /** The page address's `?locale=` value. */
  queryLocale?: string | null | undefined;
}

/**
 * Country: the warehouse cookie first, then settings, then `?locale=`; US when none says.
 * The locale follows the country (settings' locale when it belongs to that country).
 *
 * @example resolveCountry({ queryLocale: 'en_UK' }) // { country: 'UK', locale: 'en_UK' }
 */
export function resolveCountry(sources: CountrySources): { country: Country; locale: Locale } {
  const country =
    (isCountry(sources.cookie) ? sources.cookie : undefined) ??
    sources.setting ??
    countryOfLocale(sources.queryLocale) ??
    'US';
  const candidates = [sources.settingLocale, sources.queryLocale];
  const locale = candidates.find((l): l is Locale => isLocale(l) && countryOfLocale(l) === country);
  return { country, locale: locale ?? DEFAULT_LOCALE[country] };
}
