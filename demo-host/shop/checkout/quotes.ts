import { translate } from '../../../core/i18n/translate';
import { checkoutMessages } from '../../../core/i18n/checkout';
import type { Country, Currency } from '../../lib/markets';
import { formatMoney } from '../../lib/money';
import type { Address } from './panes';

// Shipping quotes of the 'Calculate Shipping' action (spec/checkout.md §3: an option's title is
// 'name - price'). Standard and White Glove per country in its currency; members (or shoppers
// joining) get Standard free, which is why the membership choice is part of the address hash that
// triggers a recalculation. Remote zones get Standard only, at a remote rate.

export interface QuoteOption {
  id: 'standard' | 'white_glove';
  name: string;
  price: number;
  /** 'Standard - $149' */
  title: string;
}

interface CountryRates {
  standard: number;
  whiteGlove: number;
  remote: number;
  /** Zones only Standard reaches, at the remote rate. */
  remoteZones: readonly string[];
}

const RATES: Readonly<Record<Country, CountryRates>> = {
  US: { standard: 149, whiteGlove: 349, remote: 399, remoteZones: ['AK', 'HI'] },
  CA: { standard: 179, whiteGlove: 399, remote: 449, remoteZones: ['NT', 'NU', 'YT'] },
  AU: { standard: 129, whiteGlove: 299, remote: 129, remoteZones: [] },
  KR: { standard: 50000, whiteGlove: 150000, remote: 50000, remoteZones: [] },
  UK: { standard: 79, whiteGlove: 199, remote: 149, remoteZones: ['NIR'] },
  HK: { standard: 500, whiteGlove: 1200, remote: 500, remoteZones: [] },
};

/** Korean cities the carriers do not reach (islands): the quote answers 'Not shippable city'. */
const NOT_SHIPPABLE_KR_CITIES = /jeju|제주|ulleung|울릉/i;

export function isShippableCity(address: Address): boolean {
  return !(address.country === 'KR' && NOT_SHIPPABLE_KR_CITIES.test(address.city));
}

function option(
  id: QuoteOption['id'],
  name: string,
  price: number,
  currency: Currency,
): QuoteOption {
  const title = translate(checkoutMessages, 'shippingOptionTitle', 'en', {
    name,
    price: formatMoney(price, currency),
  });
  return { id, name, price, title };
}

/** The options for a (valid) delivery address; `memberPricing` makes Standard free. */
export function shippingQuotes(
  address: Address,
  country: Country,
  currency: Currency,
  memberPricing: boolean,
): QuoteOption[] {
  const rates = RATES[country];
  if (rates.remoteZones.includes(address.zone)) {
    return [option('standard', 'Standard', rates.remote, currency)];
  }
  return [
    option('standard', 'Standard', memberPricing ? 0 : rates.standard, currency),
    option('white_glove', 'White Glove', rates.whiteGlove, currency),
  ];
}
