import { useLayoutEffect, useState } from 'react';
import { enqueueUpgrade } from './upgrade-queue';

/**
 * False for a view's first render, then true from its next turn in the upgrade queue
 * (upgrade-queue.ts): a view too big for one task on a phone renders a cheap first frame — the
 * server's markup, which already holds its place — and the rest a task later, after the
 * definitions and renders queued before it. The turn is asked for as the first render commits
 * (a layout effect, not an effect: those wait for a frame, which a test's paused clock holds).
 *
 * @example const ready = useNextTurn(); return ready ? <Checkout … /> : <ServerMarkup … />;
 */
export function useNextTurn(wait = true): boolean {
  const [ready, setReady] = useState(!wait);
  useLayoutEffect(() => {
    if (ready) return;
    let mounted = true;
    enqueueUpgrade(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
