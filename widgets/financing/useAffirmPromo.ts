import { useEffect, useMemo, useState } from 'react';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { affirmAmount } from '../shared/affirm/affirm-amount';
import type { AffirmApi } from '../shared/affirm/affirm-vendor';
import { lazyModule } from '../shared/lazy-module';
import { nextTask } from '../shared/next-task';

// Affirm's script and its loader arrive only on a page with Affirm's settings and a price it
// shows (from 1000), after the element has painted our own estimate.
const vendorChunk = lazyModule(() => import('../shared/affirm/affirm-vendor'));

type Phase = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Whether Affirm's own promotional messaging replaces our estimate (seed 002 §7, issue 26):
 * the amount in cents for its `.affirm-as-low-as` element once Affirm is ready, else null
 * (not configured, not for this shop, below 1000, still loading or failed: our estimate
 * shows). Each new amount is handed to `affirm.ui.refresh()` after it has been rendered.
 */
export function useAffirmPromo(amount: number | null): number | null {
  // Whether the page has Affirm's settings at all; what they say is read with Affirm's loader.
  const configured = useMemo(() => getSettings().extra['affirm'] !== undefined, []);
  const cents = affirmAmount(amount);
  const wanted = configured && cents !== null;
  const [phase, setPhase] = useState<Phase>('off');
  const [affirm, setAffirm] = useState<AffirmApi | null>(null);

  useEffect(() => {
    if (!wanted || phase !== 'off') return;
    setPhase('loading');
    // A task after the estimate's paint: Affirm never delays the buybox or this element.
    nextTask(() => {
      vendorChunk
        .load()
        .then((vendor) => {
          const { extra, country, locale } = getSettings();
          return vendor.startAffirm(extra['affirm'], { country, locale, origin: location.origin });
        })
        .then(
          (loaded) => {
            setAffirm(loaded);
            setPhase(loaded ? 'ready' : 'failed');
            loaded?.ui.error?.(() => setPhase('failed'));
          },
          (error: unknown) => {
            logOnce('error', 'affirm:chunk', 'could not load the Affirm adapter', error);
            setPhase('failed');
          },
        );
    });
  }, [wanted, phase]);

  const shown = phase === 'ready' && cents !== null ? cents : null;
  useEffect(() => {
    if (shown !== null) affirm?.ui.refresh();
  }, [shown, affirm]);
  return shown;
}
