import { type Country } from '../../core/country';
import { COUNTRY_NUMERIC_CODE } from '../../core/country-codes';
import { currencyForCountry } from '../../core/currency';
import { readCheckoutConfig, type CheckoutConfig } from './checkout-config';

// The `checkout` settings of a demo order, for component tests and stories: the shape the
// demo host writes (demo-host/shop/checkout/checkout-settings.ts), kept small.

const ZONES: Readonly<Record<Country, readonly { code: string; name: string }[]>> = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
  ],
  CA: [
    { code: 'BC', name: 'British Columbia' },
    { code: 'ON', name: 'Ontario' },
  ],
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'NT', name: 'Northern Territory' },
    { code: 'VIC', name: 'Victoria' },
  ],
  KR: [],
  UK: [{ code: 'LND', name: 'London' }],
  HK: [{ code: 'HKI', name: 'Hong Kong Island' }],
};

/** The raw `checkout` settings of a two-line order in a country. */
export function checkoutSettings(
  country: Country = 'US',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const protection = country === 'US' || country === 'CA';
  const offers = protection
    ? [
        { id: 'p36', title: '3-year protection', duration_months: 36, cost: 99 },
        { id: 'p60', title: '5-year protection', duration_months: 60, cost: 149 },
      ]
    : [];
  return {
    orderId: 100001,
    countryCode: COUNTRY_NUMERIC_CODE[country],
    loggedIn: false,
    email: '',
    membership: { mode: 'optional', active: false, choice: null },
    lines: [
      {
        nid: 1002,
        model: 'RC1002',
        title: 'Malmo Loveseat Sofa',
        url: '/product/malmo',
        image: '',
        qty: 1,
        price: 2729,
        memberPrice: 2183,
        protection: offers,
        plan: null,
      },
      {
        nid: 1001,
        model: 'RC1001',
        title: 'Lounge Chair',
        url: '/product/lounge',
        image: '',
        qty: 1,
        price: 699,
        memberPrice: 559,
        protection: [],
        plan: null,
      },
    ],
    totals: {
      currency: currencyForCountry(country),
      subtotal: 3428,
      memberPricing: false,
      memberSavings: 0,
      products: 3428,
      protection: 0,
      shipping: null,
      memberFee: 0,
      total: 3428,
      voucher: 0,
    },
    warrantyPane: protection,
    zones: ZONES,
    au: { enabledZones: ['ACT', 'NSW', 'QLD', 'VIC'], allowedPostalCodes: ['2000', '3000'] },
    saved: {},
    quotes: [],
    storeCredit: null,
    paymentMethods: ['stripe', 'other'],
    klarna: null,
    errors: {},
    messages: [],
    urls: {
      checkout: '/cart/checkout',
      review: '/cart/checkout/review',
      complete: '/cart/checkout/complete',
      orderValidate: '/ajax/order-validate/100001',
      forgotPassword: '/ajax/user/forgot-pwd/100001/',
      login: '/user/login',
    },
    ...overrides,
  };
}

/** A validated config of {@link checkoutSettings}. */
export function checkoutConfig(
  country: Country = 'US',
  overrides: Record<string, unknown> = {},
): CheckoutConfig {
  const result = readCheckoutConfig(
    checkoutSettings(country, overrides),
    country,
    currencyForCountry(country),
  );
  if (!result.ok) throw new Error(`bad checkout fixture: ${result.reason}`);
  return result.config;
}

/** Quotes as 'Calculate Shipping' answers them in the US. */
export const US_QUOTES = [
  { id: 'standard', name: 'Standard', price: 149, title: 'Standard - $149' },
  { id: 'white_glove', name: 'White Glove', price: 349, title: 'White Glove - $349' },
];

/** The email check's answer for an address with no account: the guest goes on to membership. */
export const NEW_GUEST = {
  emailExists: false,
  memberExists: false,
  memberActive: false,
  tradeExists: false,
  tradeActive: false,
};
