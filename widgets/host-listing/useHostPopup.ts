import { useEffect, useState } from 'react';
import type { Country } from '../../core/country';
import { logOnce } from '../../core/log';
import type { RoveSettings } from '../../core/settings/settings';
import { searchProductHits } from './host-listing-api';
import { HOST_POPUP_SWAP_MS, type Host } from './host-listing.logic';
import { normaliseHostProducts } from './host-products';
import { productCardModel, type ProductCardContext, type ProductCardModel } from './product-card';
import type { HostPopupPhase } from './HostPopup';

export interface HostPopupContext extends ProductCardContext {
  search: RoveSettings['search'];
  country: Country;
}

/**
 * The open host popup's phase (summary, then full after 1 s) and its product cards: name and
 * option at once, completed by the search hits when they arrive (a failed search leaves them so).
 */
export function useHostPopup(host: Host | null, context: HostPopupContext) {
  const [phase, setPhase] = useState<HostPopupPhase>('summary');
  const [products, setProducts] = useState<ProductCardModel[]>([]);
  const { search, country, currency, memberDiscount, origin } = context;

  useEffect(() => {
    if (!host) return undefined;
    setPhase('summary');
    const timer = setTimeout(() => setPhase('full'), HOST_POPUP_SWAP_MS);
    const cardContext = { currency, memberDiscount, origin };
    const list = normaliseHostProducts(host.products);
    setProducts(list.map((product, n) => productCardModel(product, undefined, cardContext, n)));
    let current = true;
    void searchProductHits(search, list, country).then(({ hits, failure }) => {
      if (!current) return;
      if (failure) logOnce('warn', 'host-listing:search', 'host product search failed', failure);
      setProducts(list.map((product, n) => productCardModel(product, hits[n], cardContext, n)));
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [host, search, country, currency, memberDiscount, origin]);

  return { phase, products };
}
