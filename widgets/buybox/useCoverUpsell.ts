import { useCallback, useEffect, useRef, useState } from 'react';
import { emit } from '../../core/bus';
import { useRequestRunner } from '../shared/use-store';
import { addToCart } from './buybox-api';
import { createUpsellTimer, type UpsellTimer } from './cover-upsell';
import { openWithDialogs, prefetchBuyboxDialogs } from './dialogs-on-demand';
import type { OutdoorCover } from './product-extras';
import { sendOnce } from './send-once';
import type { CartPhase } from './useAddToCart';

export type CoverPhase = 'closed' | 'offered' | 'adding' | 'failed';

export interface UseCoverUpsell {
  phase: CoverPhase;
  /** The cover was added (the dialog closed with a confirmation). */
  added: boolean;
  /** Call on every add-to-cart press that started an add. */
  pressed: () => void;
  addCover: () => void;
  dismiss: () => void;
}

/**
 * The outdoor-cover upsell: armed by add-to-cart presses (cover-upsell.ts decides when it
 * opens), adds the cover as its own cart line and reports it like any add (cart-added), so the
 * header counter follows. The timer and any request stop when the element leaves the page.
 */
export function useCoverUpsell(input: {
  cover: OutdoorCover | null;
  cartPhase: CartPhase;
  basePath: string;
  host: HTMLElement | undefined;
}): UseCoverUpsell {
  const { cover, basePath, host } = input;
  const [phase, setPhase] = useState<CoverPhase>('closed');
  const [added, setAdded] = useState(false);
  const cartPhase = useRef(input.cartPhase);
  cartPhase.current = input.cartPhase;
  const timer = useRef<UpsellTimer | null>(null);
  // Its own runner, not the buy box's: the cover's add never waits for, nor blocks, an add to
  // cart. Exclusive: a second press while the cover is on its way sends nothing.
  const requests = useRequestRunner();

  // Made on the first press rather than in an effect: a press can come before effects have
  // run (preact defers them to the next frame), and it must still start the count.
  const pressed = useCallback(() => {
    if (!cover) return;
    // The dialog's code is fetched while the count runs, so it opens on time.
    prefetchBuyboxDialogs();
    timer.current ??= createUpsellTimer({
      shouldOpen: () => cartPhase.current !== 'failed',
      open: () => openWithDialogs(() => setPhase('offered')),
    });
    timer.current.press();
  }, [cover]);

  useEffect(
    () => () => {
      timer.current?.dispose();
      timer.current = null;
    },
    [],
  );

  const dismiss = useCallback(() => setPhase('closed'), []);

  const addCover = useCallback(() => {
    if (!cover) return;
    const line = { nid: cover.nid, model: cover.model, qty: 1 };
    const sent = sendOnce(
      requests,
      (signal) => addToCart(line, { basePath, signal }),
      'cover',
      'adding the cover failed',
      (reply) => {
        if (!reply) return setPhase('failed');
        setPhase('closed');
        setAdded(true);
        emit('cart-added', { ...line, count: reply.count }, host);
      },
    );
    if (sent) setPhase('adding');
  }, [cover, basePath, host, requests]);

  return { phase, added, pressed, addCover, dismiss };
}
