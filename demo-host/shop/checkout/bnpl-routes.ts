// The pay-over-time routes the checkout page names in `checkout.urls` (widgets/checkout/README.md
// "Pay-over-time routes"), and the paths routes/payments-bnpl.ts serves them on. `standard` is
// the SDK's defaults, printed as a host would; `alternative` exists for the end-to-end test that
// proves the SDK asks the route a page names: the `rove-bnpl-routes=alternative` cookie asks for
// it, and the same handlers answer there.

export interface BnplRouteSet {
  klarnaRedirect: string;
  affirmRedirect: string;
  paybrightRedirect: string;
}

export const BNPL_ROUTES_COOKIE = 'rove-bnpl-routes';

export const BNPL_ROUTE_SETS = {
  standard: {
    klarnaRedirect: '/ajax/klarna/{order_id}',
    affirmRedirect: '/ajax/uc_affirm/affirm/{order_id}',
    paybrightRedirect: '/ajax/uc_affirm/paybright/{order_id}',
  },
  alternative: {
    klarnaRedirect: '/ajax/bnpl-alt/klarna/{order_id}/redirect',
    affirmRedirect: '/ajax/bnpl-alt/affirm/{order_id}/url',
    paybrightRedirect: '/ajax/bnpl-alt/paybright/{order_id}/url',
  },
} as const satisfies Record<string, BnplRouteSet>;

/**
 * The set a request asks for: the alternative one only under its cookie.
 *
 * @example bnplRoutesFor(getCookie(c, BNPL_ROUTES_COOKIE)).affirmRedirect
 */
export function bnplRoutesFor(cookie: string | undefined): BnplRouteSet {
  return cookie === 'alternative' ? BNPL_ROUTE_SETS.alternative : BNPL_ROUTE_SETS.standard;
}

/**
 * Every path a route of one key is served on, in Hono's syntax.
 *
 * @example servedPaths('affirmRedirect') // ['/ajax/uc_affirm/affirm/:order_id', '/ajax/bnpl-alt/affirm/:order_id/url']
 */
export function servedPaths(key: keyof BnplRouteSet): string[] {
  return Object.values(BNPL_ROUTE_SETS).map((set) => set[key].replace('{order_id}', ':order_id'));
}
