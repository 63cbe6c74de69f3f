import { useEffect, useMemo, useState } from 'react';
import { logOnce } from '../../../core/log';
import { getSettings } from '../../../core/settings/settings';
import { affirmAmount } from './affirm-amount';
import type { AffirmApi } from './affirm-vendor';
import { lazyModule } from '../lazy-module';
import { nextTask } from '../next-task';

// Affirm's script and its loader arrive only on a page with Affirm's settings and an amount it
// shows (from 1000), after the widget has painted without it.
const vendorChunk = lazyModule(() => import('./affirm-vendor'));

type Phase = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Affirm's promotional messaging for an amount (seed 002 §7, issue 26; the product page's
 * `<rove-financing>`, checkout's Affirm method): the amount in cents for its
 * `.affirm-as-low-as` element once Affirm is ready, else null (not configured, not for this
 * shop, below 1000 or no amount, still loading or failed: the widget shows its own text). Each
 * new amount is handed to `affirm.ui.refresh()` after it has been rendered.
 *
 * @example const cents = useAffirmPromo(price); // render <p class="affirm-as-low-as" data-amount={cents}> when not null
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
    // A task after the widget's paint: Affirm never delays it or the widgets around it.
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
