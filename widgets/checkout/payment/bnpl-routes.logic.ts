// The routes the pay-over-time methods ask the host for (widgets/checkout/README.md
// "Pay-over-time routes"): settings `checkout.urls.*Redirect`, each checked on its own so that a
// host's typo costs one provider its custom route, not the checkout. Pure: payment/bnpl-routes.ts
// reads the page and logs.

/** The settings keys under `checkout.urls`, one per pay-over-time method. */
export type BnplRouteKey = 'klarnaRedirect' | 'affirmRedirect' | 'paybrightRedirect';

export type BnplRoutes = Readonly<Record<BnplRouteKey, string>>;

/** Where a route takes the order's id (URL-encoded). */
export const ORDER_ID = '{order_id}';

/**
 * The routes when the settings name none. Klarna's and paybright's are the specification's;
 * Affirm's is ours (the specification names no Affirm route): the paybright route's sibling.
 *
 * @example DEFAULT_BNPL_ROUTES.affirmRedirect // '/ajax/uc_affirm/affirm/{order_id}'
 */
export const DEFAULT_BNPL_ROUTES: BnplRoutes = {
  klarnaRedirect: `/ajax/klarna/${ORDER_ID}`,
  affirmRedirect: `/ajax/uc_affirm/affirm/${ORDER_ID}`,
  paybrightRedirect: `/ajax/uc_affirm/paybright/${ORDER_ID}`,
};

// A path on the page's own site: one leading '/' (never '//' or '/\', another host); no ':',
// backslash, '#' or white space before the query (core/http/json resolves a path under basePath
// without its leading '/', so '/https://evil.example/x' would become an absolute URL; the URL
// parser drops tabs and newlines, so '/\t/evil.example' would become '//evil.example'); then an
// optional query without white space.
const SAME_SITE_PATH = /^\/(?!\/)[^\s:?#\\]*(\?\S*)?$/;

/**
 * The routes from `checkout.urls` (the raw settings value): each key that is a path on this site
 * with `{order_id}` is used; a missing one is its default; any other value is its default and
 * named in `refused`.
 *
 * @example readBnplRoutes({ affirmRedirect: '/pay/affirm/{order_id}' }).routes.affirmRedirect // '/pay/affirm/{order_id}'
 * @example readBnplRoutes({ klarnaRedirect: 'https://evil.example/{order_id}' }).refused // ['klarnaRedirect']
 */
export function readBnplRoutes(urls: unknown): {
  routes: BnplRoutes;
  refused: BnplRouteKey[];
} {
  const given = (urls ?? {}) as Partial<Record<BnplRouteKey, unknown>>;
  const routes = { ...DEFAULT_BNPL_ROUTES };
  const refused: BnplRouteKey[] = [];
  for (const key of Object.keys(routes) as BnplRouteKey[]) {
    const value = given[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && SAME_SITE_PATH.test(value) && value.includes(ORDER_ID))
      routes[key] = value;
    else refused.push(key);
  }
  return { routes, refused };
}

/**
 * A route with the order's id in place of `{order_id}`.
 *
 * @example bnplPath('/ajax/uc_affirm/affirm/{order_id}', '4/2') // '/ajax/uc_affirm/affirm/4%2F2'
 */
export function bnplPath(route: string, orderId: string | number): string {
  return route.replaceAll(ORDER_ID, encodeURIComponent(String(orderId)));
}
