import { useEffect, useState } from 'react';
import { lastDetail, on } from '../../core/bus';
import { isCurrency, type Currency } from '../../core/currency';
import { check, number, object, optional, string } from '../../core/schema';
import { getSettings } from '../../core/settings/settings';

export interface ProductPrice {
  /** The chosen model's price, or null when no complete model is chosen. */
  amount: number | null;
  currency: Currency;
}

const salesData = object({ sell_price: number({ min: 0 }), currency: optional(string(), '') });

function currencyOf(value: string | undefined, fallback: Currency): Currency {
  return isCurrency(value) ? value : fallback;
}

/**
 * Before the buybox says anything, the page's default model price (settings.sales_data, as
 * the CMS renders it) stands in, so a figure shows without waiting for the buybox chunk.
 */
function initialPrice(nid: number): ProductPrice {
  const settings = getSettings();
  const last = lastDetail('buybox-model-changed');
  if (last && last.nid === nid) {
    return { amount: last.price, currency: currencyOf(last.currency, settings.currency) };
  }
  const sales = check(salesData, settings.extra['sales_data']);
  return sales.ok
    ? {
        amount: sales.value.sell_price,
        currency: currencyOf(sales.value.currency, settings.currency),
      }
    : { amount: null, currency: settings.currency };
}

/**
 * The price of the product a widget beside the buy box follows (<rove-financing nid>,
 * <rove-membership nid>): the buybox's 'buybox-model-changed' for that nid.
 */
export function useProductPrice(nid: number): ProductPrice {
  const [price, setPrice] = useState(() => initialPrice(nid));
  useEffect(() => {
    // The buybox may have spoken between the first render and this effect.
    setPrice(initialPrice(nid));
    return on('buybox-model-changed', (detail) => {
      if (detail.nid !== nid) return;
      setPrice({
        amount: detail.price,
        currency: currencyOf(detail.currency, getSettings().currency),
      });
    });
  }, [nid]);
  return price;
}
