import { useEffect } from 'react';
import { logOnce } from '../../core/log';
import { encodeAidQuery } from './aid-query';

/**
 * Keeps the address's `aid[]` parameters on the chosen option ids (aid-query.ts), replacing the
 * history entry rather than adding one.
 */
export function useAidAddress(oids: readonly number[]): void {
  // Compared by value: a new array naming the same options is no change.
  const oidsKey = oids.join(',');
  useEffect(() => {
    const chosen = oidsKey ? oidsKey.split(',').map(Number) : [];
    const search = encodeAidQuery(location.search, chosen);
    if (search !== location.search) {
      try {
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      } catch (error) {
        logOnce('warn', 'buybox:address', 'could not update the address', error);
      }
    }
  }, [oidsKey]);
}
