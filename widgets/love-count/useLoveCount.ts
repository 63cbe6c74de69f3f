import { getSettings } from '../../core/settings/settings';
import { useLatestCount } from '../shared/counts/use-latest-count';

/**
 * The wishlist count: the latest `love-changed` event on the bus — from any <rove-love> on
 * the page, or a host script (`Rove.emit('love-changed', …)`) — else the server's figure
 * from settings.uc_love.
 */
export function useLoveCount(): number {
  return useLatestCount('love-changed', () => getSettings().uc_love.count);
}
