import { logOnce } from '../../../core/log';
import { getSettings } from '../../../core/settings/settings';
import { DEFAULT_BNPL_ROUTES, readBnplRoutes, type BnplRoutes } from './bnpl-routes.logic';

/**
 * The page's pay-over-time routes (`checkout.urls`, widgets/checkout/README.md "Pay-over-time
 * routes"). Read when the payment step opens, so a host's mistake shows before any shopper
 * pays: each refused route is named once with its default, which is used instead.
 *
 * @example requestFinancingUrl(bnplPath(pageBnplRoutes().affirmRedirect, orderId), { basePath })
 */
export function pageBnplRoutes(): BnplRoutes {
  const checkout = getSettings().extra['checkout'] as { urls?: unknown } | undefined;
  const { routes, refused } = readBnplRoutes(checkout?.urls);
  for (const key of refused)
    logOnce(
      'warn',
      `checkout:urls.${key}`,
      `settings checkout.urls.${key} is not a path on this site with {order_id}; ${DEFAULT_BNPL_ROUTES[key]} is used`,
    );
  return routes;
}
