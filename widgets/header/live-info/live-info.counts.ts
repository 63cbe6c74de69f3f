import { emit, lastDetail } from '../../../core/bus';
import { getSettings } from '../../../core/settings/settings';
import { cartCountFromSettings } from '../../cart-count/cart-count.logic';
import type { LiveInfoReply } from './live-info.schema';

/**
 * Brings the header counters in line with the server's live counts: the counters follow only
 * the bus, so the same 'cart-changed' / 'love-changed' events are emitted, and only when the
 * server's figure differs from the one the page shows (no event noise every 5 minutes).
 *
 * A love-changed from here names no product: nid 0, selected false.
 *
 * @example applyLiveCounts({ cart_count: 2, love_count: 5, announcement: null }, headerElement)
 */
export function applyLiveCounts(reply: LiveInfoReply, origin?: EventTarget | null): void {
  const settings = getSettings();
  const cartShown =
    lastDetail('cart-changed')?.count ??
    lastDetail('cart-added')?.count ??
    cartCountFromSettings(settings.extra);
  if (reply.cart_count !== cartShown) emit('cart-changed', { count: reply.cart_count }, origin);
  const loveShown = lastDetail('love-changed')?.count ?? settings.uc_love.count;
  if (reply.love_count !== loveShown) emit('love-changed', { count: reply.love_count }, origin);
}
