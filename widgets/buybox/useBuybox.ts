import { useCallback, useEffect, useMemo, useState } from 'react';
import { emit } from '../../core/bus';
import { getSettings, type RoveSettings } from '../../core/settings/settings';
import { useNotifyMe, type UseNotifyMe } from './useNotifyMe';
import { decodeAidQuery } from './aid-query';
import { useAidAddress } from './useAidAddress';
import { useAddToCart, type CartPhase } from './useAddToCart';
import {
  buildGroups,
  defaultSelection,
  reselectVisible,
  resolveModel,
  selectedOids,
  selectionFromOids,
  visibleOids,
  type OptionGroup,
  type Selection,
} from './model.logic';
import { memberPrice } from '../../core/pricing';
import { priceLines, type PriceLines, type PriceSettings } from './price.logic';
import { readProductExtras, type ProductExtras } from './product-extras';
import { salesDataPrice, salesDataStock } from './sales-fallback';
import { readProductData, type ProductData } from './product-data';
import { stockMessage, type StockMessage } from './stock-message';
import { clampQty } from './qty.logic';
import { useDestination, useSavedDestinationCheck } from './useDestination';
import { useRequestRunner } from '../shared/use-store';

export interface UseBuybox extends UseNotifyMe {
  groups: OptionGroup[];
  selection: Selection;
  visible: ReadonlySet<number>;
  model: string | null;
  stock: StockMessage | null;
  /** The model's price; sales_data's while the selection is incomplete (null without either). */
  price: PriceLines | null;
  /** The chosen model is final sale (no returns or exchanges). */
  finalSale: boolean;
  inStockOnly: boolean;
  restrictedPostal: string | null;
  qty: number;
  cartPhase: CartPhase;
  select: (aid: number, oid: number) => void;
  setInStockOnly: (value: boolean) => void;
  setQty: (qty: number) => void;
  /** Adds the chosen model (with a protection offer id, if any); false when nothing was sent. */
  add: (protection?: string | null) => boolean;
}

/** The page's pricing settings as the price block needs them. */
export function pagePriceSettings(settings: RoveSettings): PriceSettings {
  return {
    currency: settings.currency,
    isMembership: settings.isMembership,
    memberDiscount: settings.memberDiscount,
    isMSRPShown: settings.isMSRPShown,
    msrpLock: settings.flags.msrpLock,
    voucherType: settings.voucherType,
    voucherRate: settings.voucherRate,
    voucherMax: settings.voucherMax,
    ...(settings.voucherAmtPer === null ? {} : { voucherAmtPer: settings.voucherAmtPer }),
  };
}

/**
 * The buy box's state: the selection and the address, stock and price of the chosen model,
 * the destination from the delivery element, add to cart and notify-me. The views get plain
 * values; this hook and the ones it calls (useDestination, useAidAddress, useAddToCart,
 * useNotifyMe) are the only parts that touch the bus, the address and the network.
 */
export function useBuybox(
  nid: number,
  data: ProductData,
  extras: ProductExtras,
  host: HTMLElement | undefined,
): UseBuybox {
  const settings = getSettings();
  const groups = useMemo(() => buildGroups(data, extras.swatchImages), [data, extras]);
  const [inStockOnly, setInStockOnlyState] = useState(false);
  const destination = useDestination(nid);
  const stockTable = destination?.modelsStock ?? data.models_stock;
  const satellite = destination !== null;
  const visible = useMemo(
    () => visibleOids(data, stockTable, { inStockOnly, satellite }),
    [data, stockTable, inStockOnly, satellite],
  );
  const [selection, setSelection] = useState<Selection>(() => {
    const fromAddress = selectionFromOids(groups, decodeAidQuery(location.search), visible);
    return Object.keys(fromAddress).length > 0
      ? fromAddress
      : defaultSelection(data, groups, visible);
  });
  const [qty, setQtyState] = useState(1);
  // Adding to the cart and asking to be notified change state: one at a time, never repeated.
  const requests = useRequestRunner();

  const model = resolveModel(data, groups, selection, visible);
  const checking = useSavedDestinationCheck(nid, model, destination !== null, host);

  const modelStock = model ? (stockTable[model] ?? data.models_stock[model]) : undefined;
  // A model without a stock entry goes by sales_data (spec/product.md 'Product settings objects').
  const stock = modelStock
    ? stockMessage(modelStock, {
        destination: destination?.postal ?? null,
        locale: settings.locale,
      })
    : model
      ? salesDataStock(extras.salesData, settings.locale)
      : null;
  const priceSettings = pagePriceSettings(settings);
  const price = modelStock
    ? priceLines(modelStock, priceSettings)
    : salesDataPrice(extras.salesData, priceSettings);
  const paid = modelStock
    ? settings.isMembership
      ? memberPrice(modelStock.p, settings.memberDiscount)
      : modelStock.p
    : null;

  // The address follows the selection; delivery and financing follow the model.
  useAidAddress(selectedOids(groups, selection));
  useEffect(() => {
    emit('buybox-model-changed', { nid, model, price: paid, currency: settings.currency }, host);
  }, [nid, model, paid, settings.currency, host]);

  const [cartPhase, add, selectionChanged] = useAddToCart(
    nid,
    model,
    qty,
    stock?.canBuy === true && !destination?.restricted,
    checking,
    host,
    requests,
  );
  const notify = useNotifyMe(nid, model, host, requests);

  const select = useCallback(
    (aid: number, oid: number) => {
      setSelection((current) => ({ ...current, [aid]: oid }));
      selectionChanged();
    },
    [selectionChanged],
  );

  const setInStockOnly = useCallback(
    (value: boolean) => {
      setInStockOnlyState(value);
      const nextVisible = visibleOids(data, stockTable, { inStockOnly: value, satellite });
      setSelection((current) => reselectVisible(groups, current, nextVisible));
    },
    [data, stockTable, satellite, groups],
  );

  const setQty = useCallback((next: number) => setQtyState(clampQty(next)), []);

  return {
    groups,
    selection,
    visible,
    model,
    stock,
    price,
    finalSale: model !== null && extras.finalSaleModels.has(model),
    inStockOnly,
    restrictedPostal: destination?.restricted ? destination.postal : null,
    qty,
    cartPhase,
    select,
    setInStockOnly,
    setQty,
    add,
    ...notify,
  };
}

/** Reads and validates the product settings once per page. */
export function productDataFromSettings(): ProductData | null {
  return readProductData(getSettings().extra);
}

/** Reads the optional product settings (each checked on its own) once per page. */
export function productExtrasFromSettings(): ProductExtras {
  const settings = getSettings();
  return readProductExtras(settings.extra, settings.currency);
}
