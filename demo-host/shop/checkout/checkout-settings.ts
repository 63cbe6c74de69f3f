import type { Database } from 'better-sqlite3';
import type { MembershipMode } from '../../db/checkout';
import type { Country } from '../../lib/markets';
import { COUNTRIES } from '../../lib/markets';
import { COUNTRY_NUMERIC, HELP_PHONES } from './countries';
import { BNPL_ROUTE_SETS, type BnplRouteSet } from './bnpl-routes';
import { klarnaSession, type KlarnaSession } from './klarna-session';
import type { PricedLine } from './order-lines';
import type { OrderState } from './order-state';
import type { OrderPanes } from './panes';
import { paymentMethods, type PaymentMethod } from './payment-methods';
import type { OrderTotals } from './pricing';
import type { QuoteOption } from './quotes';
import { storeCreditFor, type StoreCredit } from './store-credit';
import { AU_ALLOWED_POSTAL_CODES, AU_ENABLED_ZONES, ZONES, type Zone } from './zones';

// What /cart/checkout adds to the page settings: `checkout` (the order, its lines and totals,
// the rules' data, the saved panes) and `stripe` (the publishable key, docs/architecture.md §3).

/** The simulated Stripe account's key: a test key, so Stripe.js tooling treats it as test mode. */
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_rove_demo_simulated';

export interface CheckoutSettings {
  orderId: number;
  /** Ubercart id of the shop's country (spec/checkout.md §3), the delivery country's value. */
  countryCode: number;
  countryCodes: Record<Country, number>;
  loggedIn: boolean;
  email: string;
  membership: {
    /** optional; only (membership-only country: auto-completed); lock (join pre-selected, no opt-out). */
    mode: MembershipMode;
    /** The account is an active member: member prices apply and nothing is to choose. */
    active: boolean;
    /** The saved choice: 1 join, 0 opt out, null not chosen yet. */
    choice: 0 | 1 | null;
  };
  lines: PricedLine[];
  totals: OrderTotals;
  warrantyPane: boolean;
  zones: Record<Country, readonly Zone[]>;
  au: { enabledZones: readonly string[]; allowedPostalCodes: readonly string[] };
  saved: OrderPanes;
  quotes: QuoteOption[];
  storeCredit: StoreCredit | null;
  paymentMethods: PaymentMethod[];
  klarna: KlarnaSession | null;
  /** Field errors of a failed no-JS 'Review order' post, keyed by field name. */
  errors: Record<string, string>;
  /** Order-wide and field messages of that post, for the error banner. */
  messages: string[];
  /** The shop's help line, offered by the timing popup. */
  helpPhone: string;
  /** A failed POST /user/login just sent the shopper back: the name tried and the message. */
  login: { error: string; name: string } | null;
  /** The pages and calls, the pay-over-time routes among them ({order_id} in place). */
  urls: BnplRouteSet & {
    checkout: string;
    review: string;
    complete: string;
    orderValidate: string;
    forgotPassword: string;
    login: string;
    /** The contact page the membership alert links to. */
    contact: string;
  };
}

export interface CheckoutPageSettings {
  checkout: CheckoutSettings;
  stripe: { publishableKey: string };
}

export function buildCheckoutSettings(
  db: Database,
  state: OrderState,
  loggedInEmail: string | null,
  failed: { errors: Record<string, string>; messages: string[] } = { errors: {}, messages: [] },
  login: CheckoutSettings['login'] = null,
  bnplRoutes: BnplRouteSet = BNPL_ROUTE_SETS.standard,
): CheckoutPageSettings {
  const { order, totals } = state;
  const id = order.orderId;
  const storeCredit = storeCreditFor(db, order.uid, order.currency, totals.total);
  const methods = paymentMethods(order.country, storeCredit !== null);
  return {
    checkout: {
      orderId: id,
      countryCode: COUNTRY_NUMERIC[order.country],
      countryCodes: { ...COUNTRY_NUMERIC },
      loggedIn: loggedInEmail !== null,
      email: order.panes.email ?? loggedInEmail ?? '',
      membership: {
        mode: order.membershipMode,
        active: state.activeMember,
        choice: order.panes.membership ?? null,
      },
      lines: state.lines,
      totals,
      warrantyPane: state.warrantyPane,
      zones: Object.fromEntries(COUNTRIES.map((c) => [c, ZONES[c]])) as Record<
        Country,
        readonly Zone[]
      >,
      au: { enabledZones: AU_ENABLED_ZONES, allowedPostalCodes: AU_ALLOWED_POSTAL_CODES },
      saved: order.panes,
      quotes: state.quotes,
      storeCredit,
      paymentMethods: methods,
      klarna: methods.includes('klarna') ? klarnaSession(db, state) : null,
      errors: failed.errors,
      messages: failed.messages,
      helpPhone: HELP_PHONES[order.country],
      login,
      urls: {
        checkout: '/cart/checkout',
        review: '/cart/checkout/review',
        complete: '/cart/checkout/complete',
        orderValidate: `/ajax/order-validate/${id}`,
        forgotPassword: `/ajax/user/forgot-pwd/${id}/`,
        login: '/user/login',
        contact: '/help',
        ...bnplRoutes,
      },
    },
    stripe: { publishableKey: STRIPE_PUBLISHABLE_KEY },
  };
}
