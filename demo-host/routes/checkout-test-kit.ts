import type { Country } from '../lib/markets';
import { TestBrowser, postJson, productModels, type TestHost } from '../testing/test-host';

// Helpers for the checkout route tests: a visitor with a cart, and a checkout filled in far
// enough to pay. Test-only (imported by *.test.ts).

export const IN_STOCK = 1001;

/** A valid delivery address per country (posted as Ubercart's pane fields). */
export const ADDRESSES: Readonly<Record<Country, Record<string, string>>> = {
  US: {
    first_name: 'Gus',
    last_name: 'Guest',
    street1: '350 5th Ave',
    city: 'New York',
    zone: 'NY',
    postal_code: '10118',
    phone: '2125550143',
    country: '840',
  },
  CA: {
    first_name: 'Chloé',
    last_name: 'Tremblay',
    street1: '1 Rue Sainte-Catherine',
    city: 'Montréal',
    zone: 'QC',
    postal_code: 'H2X 1Y4',
    phone: '5145550123',
    country: '124',
  },
  AU: {
    first_name: 'Ava',
    last_name: 'Smith',
    street1: '1 George St',
    city: 'Sydney',
    zone: 'NSW',
    postal_code: '2000',
    phone: '291234567',
    country: '36',
  },
  KR: {
    first_name: '민준',
    last_name: '김',
    street1: '서울특별시 중구 세종대로 110',
    city: '서울',
    zone: '',
    postal_code: '04524',
    phone: '01012345678',
    country: '410',
  },
  UK: {
    first_name: 'Oliver',
    last_name: 'Jones',
    street1: '10 Downing St',
    city: 'London',
    zone: 'ENG',
    postal_code: 'SW1A 2AA',
    phone: '02079460000',
    country: '826',
  },
  HK: {
    first_name: 'Wing',
    last_name: 'Chan',
    street1: '1 Queen’s Road Central',
    city: 'Hong Kong',
    zone: 'HKI',
    postal_code: '',
    phone: '21234567',
    country: '344',
  },
};

export interface Visitor {
  browser: TestBrowser;
}

/** A new visitor (optionally ?as= and in a country) with one unit of a product in the cart. */
export async function shopperWithCart(
  host: TestHost,
  options: { as?: 'customer' | 'member'; country?: Country; nid?: number; qty?: number } = {},
): Promise<TestBrowser> {
  const browser = new TestBrowser(host.app);
  if (options.country) browser.cookies.set('rove_warehouse', options.country);
  await browser.get(options.as ? `/?as=${options.as}` : '/');
  const nid = options.nid ?? IN_STOCK;
  const [model] = productModels(host, nid);
  const added = await browser.json('/cart/add', postJson({ nid, model, qty: options.qty ?? 1 }));
  if (added.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(added.body)}`);
  return browser;
}

export interface CheckoutReply {
  success: boolean;
  orderId: number;
  quotes: { id: string; name: string; price: number; title: string }[];
  selected: string | null;
  totals: {
    total: number;
    products: number;
    shipping: number | null;
    memberFee: number;
    protection: number;
    memberPricing: boolean;
  };
  storeCredit: {
    credits: number;
    usable: number;
    amount_to_charge_usable: number;
    expiry: string;
  } | null;
  errors?: Record<string, string>;
  messages?: string[];
}

export function panes(
  country: Country,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    customer: { primary_email: 'guest@example.com' },
    membership: { value: '0' },
    delivery: ADDRESSES[country],
    billing: { copy_address: '1' },
    quotes: { quote_option: 'standard' },
    protection: { term: '0' },
    ...extra,
  };
}

/** Posts 'Calculate Shipping' with the given panes (JSON, nested). */
export async function calculate(browser: TestBrowser, body: Record<string, unknown>) {
  return browser.json<CheckoutReply>(
    '/cart/checkout',
    postJson({ op: 'Calculate Shipping', panes: body }),
  );
}

/** Opens the checkout and fills every pane validly: answers the order id and its total. */
export async function readyOrder(
  browser: TestBrowser,
  country: Country = 'US',
  extra: Record<string, unknown> = {},
): Promise<{ orderId: number; total: number; reply: CheckoutReply }> {
  const page = await browser.get('/cart/checkout');
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
  const { status, body } = await calculate(browser, panes(country, extra));
  if (status !== 200) throw new Error(`Calculate Shipping failed: ${JSON.stringify(body)}`);
  return { orderId: body.orderId, total: body.totals.total, reply: body };
}
