import { useEffect, useState } from 'react';
import { logOnce } from '../../../core/log';
import { getSettings } from '../../../core/settings/settings';
import { lazyModule } from '../../shared/element/lazy-module';
import type { AffirmTerms } from './affirm-terms';

// Fetched when the shopper picks Affirm: the checkout's first chunks do not carry the maths.
const terms = lazyModule(() => import('./affirm-terms'));

/**
 * The Affirm method's own terms for the order's total (affirm-terms.ts) while `wanted` — Affirm
 * is chosen and Affirm's own messaging is not shown — else null, as until they have arrived.
 *
 * @example const affirmTerms = useAffirmTerms(2499, true); // soon {monthly: 220, months: 12, apr: '10%'}
 */
export function useAffirmTerms(total: number, wanted: boolean): AffirmTerms | null {
  const [module, setModule] = useState(terms.current);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    terms.load().then(
      (loaded) => current && setModule(loaded),
      (error: unknown) =>
        logOnce('error', 'checkout:affirm-terms', 'could not load the Affirm terms', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return wanted && module ? module.affirmTerms(total, getSettings().extra['affirm']) : null;
}
