import { useCallback, useState } from 'react';
import { emit } from '../../core/bus';
import type { RequestRunner } from '../../core/request-runner';
import { getSettings } from '../../core/settings/settings';
import { addToCart } from './buybox-api';
import { sendOnce } from './send-once';

/**
 * 'checking': the destination the shopper saved on an earlier visit is being asked about as the
 * page loads; add to cart waits for the answer (it may say the product cannot go there).
 */
export type CartPhase = 'checking' | 'idle' | 'adding' | 'added' | 'failed';

/**
 * Add to cart for the chosen model, reported as 'cart-added' (the header count follows).
 * `requests` is shared with notify-me: one state-changing call at a time.
 *
 * @returns the phase; `add` (false when nothing was sent); and what a new choice of options
 * calls: the last add's outcome no longer applies (an add on its way keeps its phase).
 */
export function useAddToCart(
  nid: number,
  model: string | null,
  qty: number,
  /** The model can be bought, and delivered to the destination. */
  canAdd: boolean,
  /** The saved destination's answer is awaited (useSavedDestinationCheck). */
  checking: boolean,
  host: HTMLElement | undefined,
  requests: RequestRunner,
) {
  const { basePath } = getSettings();
  const [phase, setPhase] = useState<Exclude<CartPhase, 'checking'>>('idle');

  const selectionChanged = useCallback(
    () => setPhase((current) => (current === 'adding' ? current : 'idle')),
    [],
  );

  const add = useCallback(
    (protection?: string | null) => {
      if (!model || !canAdd || requests.busy) return false;
      if (checking) return false; // the saved destination's answer decides first
      const sent = sendOnce(
        requests,
        (signal) => addToCart({ nid, model, qty, protection }, { basePath, signal }),
        'cart',
        'add to cart failed',
        (added) => {
          setPhase(added ? 'added' : 'failed');
          if (added)
            emit(
              'cart-added',
              { nid, model, qty, count: added.count, ...(protection ? { protection } : {}) },
              host,
            );
        },
      );
      if (sent) setPhase('adding');
      return sent;
    },
    [model, canAdd, checking, nid, qty, basePath, host, requests],
  );

  const cartPhase: CartPhase = checking ? 'checking' : phase;
  return [cartPhase, add, selectionChanged] as const;
}
