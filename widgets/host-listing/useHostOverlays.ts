import { useCallback, useEffect } from 'react';
import type { Country } from '../../core/country';
import { logOnce } from '../../core/log';
import type { SearchHit } from '../../core/search/hit';
import type { RoveSettings } from '../../core/settings/settings';
import { useStore } from '../shared/state/use-store';
import { searchProductHits } from './host-listing-api';
import { HOST_POPUP_SWAP_MS, type Host, type PhotoView } from './host-listing.logic';
import { hostOverlaysReducer, initialHostOverlays } from './host-overlays.machine';
import { normaliseHostProducts, type HostProduct } from './host-products';
import { productCardModel, type ProductCardContext } from './product-card';

export interface HostPopupContext extends ProductCardContext {
  search: RoveSettings['search'];
  country: Country;
}

/** A host's product cards: name and option, and what the search found for each (`hits`). */
function cardsOf(
  products: readonly HostProduct[],
  hits: readonly (SearchHit | undefined)[],
  { currency, memberDiscount, origin }: ProductCardContext,
) {
  const context = { currency, memberDiscount, origin };
  return products.map((product, n) => productCardModel(product, hits[n], context, n));
}

/**
 * The host listing's dialogs (host-overlays.machine.ts) and their effects: an open host popup
 * swaps from its summary to its full home after 1 s, and its cards, shown at once with name and
 * option, are completed by the search hits when they arrive (a failed search leaves them so).
 */
export function useHostOverlays(context: HostPopupContext) {
  const [state, overlays] = useStore(hostOverlaysReducer, () => initialHostOverlays);
  const host = state.host?.value ?? null;
  const { search, country, currency, memberDiscount, origin } = context;

  useEffect(() => {
    if (!host) return undefined;
    const timer = setTimeout(
      () => overlays.dispatch({ type: 'summary-ended', host }),
      HOST_POPUP_SWAP_MS,
    );
    const list = normaliseHostProducts(host.products);
    // The answer for a popup closed (or a host left) meanwhile is dropped, unlogged.
    let current = true;
    void searchProductHits(search, list, country).then(({ hits, failure }) => {
      if (!current) return;
      if (failure) logOnce('warn', 'host-listing:search', 'host product search failed', failure);
      const products = cardsOf(list, hits, { currency, memberDiscount, origin });
      overlays.dispatch({ type: 'products-found', host, products });
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [host, search, country, currency, memberDiscount, origin, overlays]);

  const openHost = useCallback(
    (value: Host, trigger: HTMLElement) => {
      const products = cardsOf(normaliseHostProducts(value.products), [], {
        currency,
        memberDiscount,
        origin,
      });
      overlays.dispatch({ type: 'host-opened', host: { value, trigger }, products });
    },
    [currency, memberDiscount, origin, overlays],
  );
  const openPhoto = useCallback(
    (value: PhotoView, trigger: HTMLElement) =>
      overlays.dispatch({ type: 'photo-opened', photo: { value, trigger } }),
    [overlays],
  );
  return {
    ...state,
    openHost,
    openPhoto,
    closeHost: () => overlays.dispatch({ type: 'host-closed' }),
    closePhoto: () => overlays.dispatch({ type: 'photo-closed' }),
  };
}
