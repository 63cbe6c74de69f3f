import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit, lastDetail, on } from '../../core/bus';
import type { RoveEventMap } from '../../core/events';
import { getSettings } from '../../core/settings/settings';
import { checkSavedDestination, savedPostal } from '../delivery/saved-destination';
import { useRequestRunner } from '../shared/use-store';
import { parseModelsStock, type ModelsStock } from './product-data';

/** A delivery destination chosen for this product (from the 'delivery-changed' bus event). */
export interface Destination {
  postal: string;
  restricted: boolean;
  /** The destination's stock table, or null when its payload was malformed. */
  modelsStock: ModelsStock | null;
}

function toDestination(detail: RoveEventMap['delivery-changed']): Destination {
  return {
    postal: detail.postal,
    restricted: detail.restricted,
    modelsStock: parseModelsStock(detail.modelsStock),
  };
}

/**
 * The destination announced for product `nid` ('delivery-changed', from <rove-delivery> or the
 * saved destination's check): the latest one, also when it came before this element; null
 * while none has been.
 */
export function useDestination(nid: number): Destination | null {
  const [destination, setDestination] = useState<Destination | null>(() => {
    const latest = lastDetail('delivery-changed');
    return latest && latest.nid === nid ? toDestination(latest) : null;
  });

  // Subscribed before paint, so a destination set while the chunk loaded is not missed.
  useLayoutEffect(
    () =>
      on('delivery-changed', (detail) => {
        if (detail.nid === nid) setDestination(toDestination(detail));
      }),
    [nid],
  );

  return destination;
}

/**
 * Asks about the destination the shopper saved on an earlier visit (and none announced yet, as
 * the box mounts), for the model the page opens on. True until the answer: add to cart waits.
 */
export function useSavedDestinationCheck(
  nid: number,
  /** The model the page opens on; later models do not ask again. */
  model: string | null,
  /** A destination was announced before the box mounted: nothing to check. */
  announced: boolean,
  host: HTMLElement | undefined,
): boolean {
  const { country, basePath } = getSettings();
  const [checkingPostal] = useState(() => (announced ? null : savedPostal(country)));
  const [checking, setChecking] = useState(checkingPostal !== null);
  const firstModel = useRef(model ?? '');
  // Latest wins: asking again for a new product aborts the question before; stopped with the box.
  const requests = useRequestRunner();

  useEffect(() => {
    if (!checkingPostal) return;
    const request = { nid, model: firstModel.current, postal: checkingPostal, country, basePath };
    void requests
      .latest((signal) => checkSavedDestination(request, signal))
      .then((checked) => {
        if (!checked.current) return;
        // Emitted as the delivery element's own answer is: this hook and <rove-delivery> follow it.
        if (checked.value) emit('delivery-changed', checked.value, host);
        setChecking(false);
      });
  }, [checkingPostal, nid, country, basePath, host, requests]);

  return checking;
}
