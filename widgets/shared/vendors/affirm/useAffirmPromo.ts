import { lazyModule } from '../../element/lazy-module';
import { useProviderMessaging, type StartMessaging } from '../use-provider-messaging';
import { affirmAmount } from './affirm-amount';
import { AFFIRM_COUNTRIES } from './affirm-markets';

// Affirm's script and its loader arrive only on a page with Affirm's settings and an amount it
// shows (from 1000), after the widget has painted without it.
const vendorChunk = lazyModule(() => import('./affirm-vendor'));

const startAffirmMessaging: StartMessaging = async (settings, page) =>
  (await vendorChunk.load()).startAffirmMessaging(settings, page);

/**
 * Affirm's promotional messaging for an amount (docs/vendors/affirm.md; the product page's
 * `<rove-financing>`, checkout's Affirm method): the amount in cents for its
 * `.affirm-as-low-as` element once Affirm is ready, else null (not configured, not for this
 * shop, below 1000 or no amount, still loading or failed: the widget shows its own text). Each
 * new amount is handed to `affirm.ui.refresh()` after it has been rendered; a refresh that
 * throws brings the widget's own text back.
 *
 * @example const cents = useAffirmPromo(price); // render <p class="affirm-as-low-as" data-amount={cents}> when not null
 */
export function useAffirmPromo(amount: number | null): number | null {
  return useProviderMessaging({
    settingsKey: 'affirm',
    amount: affirmAmount(amount),
    start: startAffirmMessaging,
    name: 'Affirm',
    markets: AFFIRM_COUNTRIES,
  }).amount;
}
