import { getSettings } from '../../../core/settings/settings';
import { lazyModule } from '../lazy-module';
import {
  useProviderMessaging,
  type MessagingProvider,
  type ProviderMessaging,
} from '../use-provider-messaging';

// Klarna's web SDK and its loader arrive only on a page with Klarna's settings and a price,
// after the widget has painted without them.
const vendorChunk = lazyModule(() => import('./klarna-vendor'));

async function startKlarna(): Promise<MessagingProvider | null> {
  const vendor = await vendorChunk.load();
  const { extra, country, locale } = getSettings();
  return vendor.startKlarnaMessaging(extra['klarna'], {
    country,
    locale,
    origin: location.origin,
  });
}

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
  });
}
