import { useEffect, useRef } from 'react';
import { COUNTRIES, type Country } from '../../core/country';
import { translate } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { useStore } from '../shared/state/use-store';
import { emitCountryChanged } from './country.event';
import { countryMenuReducer, initialCountryMenu } from './country-menu.machine';
import {
  COOKIE_DAYS_CHOSEN,
  countryOptions,
  initialCookie,
  localeUrl,
  type CountryOption,
} from './country.logic';
import { countryMessages } from '../../core/i18n/country';
import type { CountryProps } from './Country';
import { drawsFlagEmoji } from './flag-emoji';

/**
 * The country menu's state, as the view's props. On mount, a first visit (no warehouse cookie)
 * gets the cookie from the initial locale for 365 days. Choosing another country writes the
 * cookie for 14 days, emits 'country-changed' and reloads the same page with that country's
 * `?locale=`.
 */
export function useCountry(container: HTMLElement | undefined): CountryProps {
  const settings = getSettings();
  const options = countryOptions(drawsFlagEmoji());
  const current = options.find((o) => o.country === settings.country) as CountryOption;
  const [{ open, busy }, menu] = useStore(countryMenuReducer, () => initialCountryMenu);
  const toggle = (next: boolean) => menu.dispatch({ type: 'toggled', open: next });
  const written = useRef(false);

  useEffect(() => {
    if (written.current) return;
    written.current = true;
    const initial = initialCookie(readCookie(COOKIE.warehouse), settings.locale);
    if (initial) writeSiteCookie(COOKIE.warehouse, initial.country, { days: initial.days });
  }, [settings.locale]);

  // A click anywhere else closes the open list, as a menu does.
  useEffect(() => {
    if (!open || !container) return;
    const onPointer = (event: Event) => {
      if (!container.contains(event.target as Node))
        menu.dispatch({ type: 'toggled', open: false });
    };
    document.addEventListener('click', onPointer);
    return () => document.removeEventListener('click', onPointer);
  }, [open, container, menu]);

  const choose = (country: Country) => {
    const changed = country !== current.country;
    menu.dispatch({ type: 'chosen', changed });
    if (!changed) return;
    if (!writeSiteCookie(COOKIE.warehouse, country, { days: COOKIE_DAYS_CHOSEN }))
      logOnce('warn', 'country:cookie', 'the country cookie could not be written');
    emitCountryChanged({ from: current.country, to: country }, container);
    location.assign(localeUrl(location.href, country));
  };

  const names = Object.fromEntries(
    COUNTRIES.map((c) => [c, translate(countryMessages, c, settings.locale)]),
  ) as Record<Country, string>;
  return {
    current,
    options,
    names,
    open,
    busy,
    onToggle: toggle,
    onChoose: choose,
    buttonLabel: translate(countryMessages, 'button', settings.locale, {
      country: names[current.country],
      currency: current.currency,
    }),
    listLabel: translate(countryMessages, 'listLabel', settings.locale),
  };
}
