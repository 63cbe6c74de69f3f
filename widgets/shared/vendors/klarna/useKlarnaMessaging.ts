import { lazyModule } from '../../element/lazy-module';
import {
  useProviderMessaging,
  type ProviderMessaging,
  type StartMessaging,
} from '../use-provider-messaging';
import { KLARNA_COUNTRIES } from './klarna-markets';

// Klarna's web SDK and its loader arrive only on a page with Klarna's settings and a price,
// after the widget has painted without them.
const vendorChunk = lazyModule(() => import('./klarna-vendor'));

const startKlarna: StartMessaging = async (settings, page) =>
  (await vendorChunk.load()).startKlarnaMessaging(settings, page);

/**
 * Klarna's on-site messaging for a purchase amount in minor units (issue 26, spec/checkout.md §9): the
 * amount for its `<klarna-placement>` once the web SDK is ready (null before: no settings, a
 * shop Klarna does not serve, no price, still loading or failed), whether it is on its way (the
 * widget reserves the placement's box meanwhile) and the placement's locale. Each new amount is
 * handed to `Klarna.OnsiteMessaging.refresh()` after it has been rendered.
 *
 * @example const klarna = useKlarnaMessaging(klarnaOrderAmount(price, currency));
 */
export function useKlarnaMessaging(purchaseAmount: number | null): ProviderMessaging {
  return useProviderMessaging({
    settingsKey: 'klarna',
    amount: purchaseAmount,
    start: startKlarna,
    name: 'Klarna',
    markets: KLARNA_COUNTRIES,
  });
}
