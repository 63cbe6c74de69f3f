import { useEffect, useRef, useState } from 'react';
import { countdownView } from './eligibility';
import type { PopupsEnvironment } from './popups-environment';
import type { CountdownSettings, CountdownView } from './types';

/**
 * One countdown banner per page, however many <rove-popups> the page has: the first instance
 * that can show it claims it until it unmounts.
 */
let countdownOwner: object | null = null;

/**
 * The countdown banner's state: ticks each second, closes itself at zero (seed 003 §4), and
 * stays away a while once the shopper closes it. `settings` null (or `wanted` false): none.
 */
export function useCountdown(
  settings: CountdownSettings | null,
  wanted: boolean,
  env: Pick<PopupsEnvironment, 'now' | 'store'>,
): { countdown: CountdownView | null; close: () => void } {
  const [countdown, setCountdown] = useState<CountdownView | null>(null);
  const countdownTimer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  // Mount-time only, as the settings it reads are fixed for the element's life.
  useEffect(() => {
    if (!wanted || !settings || countdownOwner) return;
    const claim = {};
    countdownOwner = claim;
    const tick = () => {
      const view = countdownView(settings, env.now(), env.store.countdownClosedAt());
      setCountdown((previous) =>
        previous && view && previous.remaining === view.remaining && previous.title === view.title
          ? previous
          : view,
      );
      if (!view) clearInterval(countdownTimer.current);
    };
    tick();
    countdownTimer.current = setInterval(tick, 1000);
    return () => {
      clearInterval(countdownTimer.current);
      if (countdownOwner === claim) countdownOwner = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    clearInterval(countdownTimer.current);
    env.store.markCountdownClosed(env.now());
    setCountdown(null);
  };

  return { countdown, close };
}
