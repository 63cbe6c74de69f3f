import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { emit, lastDetail, on } from '../../core/bus';
import { memberPrice } from '../../core/pricing';
import { getSettings, type RoveSettings } from '../../core/settings/settings';
import { savedPostal } from '../delivery/saved-destination';
import { useStore } from '../shared/state/use-store';
import { decodeAidQuery } from './aid-query';
import { createBuyboxDriver } from './buybox-effects';
import {
  buyboxStepReducer,
  buyboxView,
  cartPhase,
  initialBuyboxState,
  protectionView,
  toDestination,
  type BuyboxContext,
  type BuyboxEvent,
  type BuyboxState,
  type CartPhase,
} from './buybox.machine';
import {
  buildGroups,
  defaultSelection,
  selectedOids,
  selectionFromOids,
  type OptionGroup,
  type Selection,
} from './model.logic';
import { priceLines, type PriceLines, type PriceSettings } from './price.logic';
import { readProductData, type ProductData } from './product-data';
import { readProductExtras, type ProductExtras } from './product-extras';
import { salesDataPrice } from './sales-fallback';
import type { StockMessage } from './stock-message';
import { useAidAddress } from './useAidAddress';

export interface UseBuybox {
  groups: readonly OptionGroup[];
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
  /** The machine's state: the dialogs, the upsell, the offers chosen. */
  state: BuyboxState;
  protection: ReturnType<typeof protectionView>;
  /** Tells the machine what happened (buybox.machine.ts). */
  send: (event: BuyboxEvent) => void;
  /** Submits notify me; answers 'email' when the email was refused, for focus to go there. */
  submitNotify: (email: string, qty: number) => 'email' | null;
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

/** The buy box's machine as it opens: the selection from the address, else the default model. */
function openingState(context: BuyboxContext): BuyboxState {
  const { nid, data, groups, country } = context;
  const latest = lastDetail('delivery-changed');
  // The latest destination announced for this product, also when it came before this element.
  const destination = latest && latest.nid === nid ? toDestination(latest) : null;
  return initialBuyboxState(context, {
    destination,
    checkingPostal: savedPostal(country),
    selection: (visible) => {
      const fromAddress = selectionFromOids(groups, decodeAidQuery(location.search), visible);
      return Object.keys(fromAddress).length > 0
        ? fromAddress
        : defaultSelection(data, groups, visible);
    },
  });
}

/**
 * The buy box: its machine (buybox.machine.ts) in a store, joined to the page by its effects
 * (buybox-effects.ts: the calls, the dialogs' chunk, the upsell's timer, the bus); the address
 * and 'buybox-model-changed' follow the selection. The views render what it returns.
 */
export function useBuybox(
  nid: number,
  data: ProductData,
  extras: ProductExtras,
  host: HTMLElement | undefined,
): UseBuybox {
  const settings = getSettings();
  const { locale, country, basePath, currency } = settings;
  const [step, store] = useStore(buyboxStepReducer, () => ({
    state: openingState({
      nid,
      data,
      groups: buildGroups(data, extras.swatchImages),
      extras,
      locale,
      country,
    }),
    effects: [],
  }));
  const [box] = useState(() =>
    createBuyboxDriver(store, { nid, title: extras.title, basePath, country, host }),
  );
  useEffect(() => {
    box.resume();
    box.send({ type: 'box-mounted' });
    return () => box.stop();
  }, [box]);
  // Subscribed before paint, so a destination set while the chunk loaded is not missed.
  useLayoutEffect(
    () => on('delivery-changed', (detail) => box.send({ type: 'destination-announced', detail })),
    [box],
  );

  const { state } = step;
  const view = useMemo(() => buyboxView(state), [state]);
  const { model, modelStock } = view;
  const priceSettings = pagePriceSettings(settings);
  const paid = modelStock
    ? settings.isMembership
      ? memberPrice(modelStock.p, settings.memberDiscount)
      : modelStock.p
    : null;

  // The address follows the selection; delivery and financing follow the model.
  useAidAddress(selectedOids(state.context.groups, state.selection));
  useEffect(() => {
    emit('buybox-model-changed', { nid, model, price: paid, currency }, host);
  }, [nid, model, paid, currency, host]);

  return {
    groups: state.context.groups,
    selection: state.selection,
    visible: view.visible,
    model,
    stock: view.stock,
    price: modelStock
      ? priceLines(modelStock, priceSettings)
      : salesDataPrice(extras.salesData, priceSettings),
    finalSale: model !== null && extras.finalSaleModels.has(model),
    inStockOnly: state.inStockOnly,
    restrictedPostal: view.restricted ? (state.destination?.postal ?? null) : null,
    qty: state.qty,
    cartPhase: cartPhase(state),
    state,
    protection: protectionView(state, view),
    send: box.send,
    submitNotify: (email, qty) => {
      box.send({ type: 'notify-submitted', email, qty });
      return store.getState().state.emailRefused ? 'email' : null;
    },
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
