import { useCallback, useEffect, useRef, useState } from 'react';
import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import { addToCart } from './buybox-api';
import { createUpsellTimer, type UpsellTimer } from './cover-upsell';
import type { OutdoorCover } from './product-extras';
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
  const abort = useRef<AbortController | null>(null);

  // Made on the first press rather than in an effect: a press can come before effects have
  // run (preact defers them to the next frame), and it must still start the count.
  const pressed = useCallback(() => {
    if (!cover) return;
    timer.current ??= createUpsellTimer({
      shouldOpen: () => cartPhase.current !== 'failed',
      open: () => setPhase('offered'),
    });
    timer.current.press();
  }, [cover]);

  useEffect(
    () => () => {
      timer.current?.dispose();
      abort.current?.abort();
      timer.current = null;
      abort.current = null;
    },
    [],
  );

  const dismiss = useCallback(() => setPhase('closed'), []);

  const addCover = useCallback(() => {
    if (!cover || phase === 'adding') return;
    setPhase('adding');
    const line = { nid: cover.nid, model: cover.model, qty: 1 };
    void (async () => {
      abort.current ??= new AbortController();
      const { signal } = abort.current;
      const reply = await addToCart(line, { basePath, signal });
      if (signal.aborted) return;
      if (!reply.ok) {
        logOnce(
          'error',
          `buybox:cover:${reply.error.kind}`,
          `adding the cover failed (${reply.error.message})`,
        );
        setPhase('failed');
        return;
      }
      setPhase('closed');
      setAdded(true);
      emit('cart-added', { ...line, count: reply.data.count }, host);
    })();
  }, [cover, phase, basePath, host]);

  return { phase, added, pressed, addCover, dismiss };
}
