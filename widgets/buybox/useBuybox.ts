import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emit, lastDetail, on } from '../../core/bus';
import type { RoveEventMap } from '../../core/events';
import { logOnce } from '../../core/log';
import { getSettings, type RoveSettings } from '../../core/settings/settings';
import { isValidEmail } from '../../core/validate/email';
import { productMessages } from '../../core/i18n/product';
import { translate } from '../../core/i18n/translate';
import { decodeAidQuery, encodeAidQuery } from './aid-query';
import { addToCart, requestNotifyMe } from './buybox-api';
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
import {
  parseModelsStock,
  readProductData,
  type ModelsStock,
  type ProductData,
} from './product-data';
import { stockMessage, type StockMessage } from './stock-message';
import { checkSavedDestination, savedPostal } from '../delivery/saved-destination';
import { useRequestRunner } from '../shared/use-store';

/**
 * 'checking': the destination the shopper saved on an earlier visit is being asked about as the
 * page loads; add to cart waits for the answer (it may say the product cannot go there).
 */
export type CartPhase = 'checking' | 'idle' | 'adding' | 'added' | 'failed';
export type NotifyPhase = 'closed' | 'editing' | 'sending' | 'sent' | 'failed';

/** A delivery destination chosen for this product (from the 'delivery-changed' bus event). */
interface Destination {
  postal: string;
  restricted: boolean;
  /** The destination's stock table, or null when its payload was malformed. */
  modelsStock: ModelsStock | null;
}

export interface UseBuybox {
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
  notifyPhase: NotifyPhase;
  notifyError: string | null;
  select: (aid: number, oid: number) => void;
  setInStockOnly: (value: boolean) => void;
  setQty: (qty: number) => void;
  /** Adds the chosen model (with a protection offer id, if any); false when nothing was sent. */
  add: (protection?: string | null) => boolean;
  openNotify: () => void;
  closeNotify: () => void;
  submitNotify: (email: string, qty: number) => void;
}

/** 1–10, whole: the stepper's and the notify form's range. */
export const clampQty = (qty: number) =>
  Number.isFinite(qty) ? Math.min(10, Math.max(1, Math.round(qty))) : 1;

function toDestination(detail: RoveEventMap['delivery-changed']): Destination {
  return {
    postal: detail.postal,
    restricted: detail.restricted,
    modelsStock: parseModelsStock(detail.modelsStock),
  };
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
 * values; this hook is the only part that touches the bus, the address and the network.
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
  const [destination, setDestination] = useState<Destination | null>(() => {
    const latest = lastDetail('delivery-changed');
    return latest && latest.nid === nid ? toDestination(latest) : null;
  });
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
  // A destination saved on an earlier visit (and none announced yet): checked before add to cart.
  const [checkingPostal] = useState(() =>
    destination === null ? savedPostal(settings.country) : null,
  );
  const [cartPhase, setCartPhase] = useState<CartPhase>(checkingPostal ? 'checking' : 'idle');
  const [notifyPhase, setNotifyPhase] = useState<NotifyPhase>('closed');
  const [notifyError, setNotifyError] = useState<string | null>(null);
  // Adding to the cart and asking to be notified change state: one at a time, never repeated.
  const requests = useRequestRunner();

  // Subscribed before paint, so a destination set while the chunk loaded is not missed.
  useLayoutEffect(
    () =>
      on('delivery-changed', (detail) => {
        if (detail.nid === nid) setDestination(toDestination(detail));
      }),
    [nid],
  );

  const model = resolveModel(data, groups, selection, visible);
  const firstModel = useRef(model ?? '');

  useEffect(() => {
    if (!checkingPostal) return;
    const controller = new AbortController();
    const request = {
      nid,
      model: firstModel.current,
      postal: checkingPostal,
      country: settings.country,
      basePath: settings.basePath,
    };
    void checkSavedDestination(request, controller.signal).then((detail) => {
      if (controller.signal.aborted) return;
      // Emitted as the delivery element's own answer is: this hook and <rove-delivery> follow it.
      if (detail) emit('delivery-changed', detail, host);
      setCartPhase((phase) => (phase === 'checking' ? 'idle' : phase));
    });
    return () => controller.abort();
  }, [checkingPostal, nid, settings.country, settings.basePath, host]);

  const modelStock = model ? (stockTable[model] ?? data.models_stock[model]) : undefined;
  // A model without a stock entry goes by sales_data (seed 001 'Product settings objects').
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
  const oidsKey = selectedOids(groups, selection).join(',');
  useEffect(() => {
    const oids = oidsKey ? oidsKey.split(',').map(Number) : [];
    const search = encodeAidQuery(location.search, oids);
    if (search !== location.search) {
      try {
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      } catch (error) {
        logOnce('warn', 'buybox:address', 'could not update the address', error);
      }
    }
  }, [oidsKey]);
  useEffect(() => {
    emit('buybox-model-changed', { nid, model, price: paid, currency: settings.currency }, host);
  }, [nid, model, paid, settings.currency, host]);

  const select = useCallback((aid: number, oid: number) => {
    setSelection((current) => ({ ...current, [aid]: oid }));
    setCartPhase((phase) => (phase === 'adding' || phase === 'checking' ? phase : 'idle'));
  }, []);

  const setInStockOnly = useCallback(
    (value: boolean) => {
      setInStockOnlyState(value);
      const nextVisible = visibleOids(data, stockTable, { inStockOnly: value, satellite });
      setSelection((current) => reselectVisible(groups, current, nextVisible));
    },
    [data, stockTable, satellite, groups],
  );

  const setQty = useCallback((next: number) => setQtyState(clampQty(next)), []);

  const add = useCallback(
    (protection?: string | null) => {
      if (!model || !stock?.canBuy || requests.busy || destination?.restricted) return false;
      if (cartPhase === 'checking') return false; // the saved destination's answer decides first
      const adding = requests.exclusive((signal) =>
        addToCart({ nid, model, qty, protection }, { basePath: settings.basePath, signal }),
      );
      if (!adding) return false;
      setCartPhase('adding');
      void (async () => {
        const sent = await adding;
        if (!sent.current) return; // the element left the page
        const reply = sent.value;
        if (!reply.ok) {
          logOnce(
            'error',
            `buybox:cart:${reply.error.kind}`,
            `add to cart failed (${reply.error.message})`,
          );
          setCartPhase('failed');
          return;
        }
        setCartPhase('added');
        emit(
          'cart-added',
          { nid, model, qty, count: reply.data.count, ...(protection ? { protection } : {}) },
          host,
        );
      })();
      return true;
    },
    [
      model,
      stock?.canBuy,
      destination?.restricted,
      cartPhase,
      nid,
      qty,
      settings.basePath,
      host,
      requests,
    ],
  );

  const openNotify = useCallback(() => {
    setNotifyError(null);
    setNotifyPhase('editing');
  }, []);
  const closeNotify = useCallback(() => setNotifyPhase('closed'), []);

  const submitNotify = useCallback(
    (email: string, notifyQty: number) => {
      if (!model || requests.busy) return;
      if (!isValidEmail(email)) {
        setNotifyError(translate(productMessages, 'invalidEmail', settings.locale));
        return;
      }
      const request = { nid, model, qty: clampQty(notifyQty), email: email.trim() };
      const sending = requests.exclusive((signal) =>
        requestNotifyMe(request, { basePath: settings.basePath, signal }),
      );
      if (!sending) return;
      setNotifyError(null);
      setNotifyPhase('sending');
      void (async () => {
        const sent = await sending;
        if (!sent.current) return; // the element left the page
        const reply = sent.value;
        if (!reply.ok) {
          logOnce(
            'error',
            `buybox:notify:${reply.error.kind}`,
            `notify-me failed (${reply.error.message})`,
          );
          setNotifyPhase('failed');
          return;
        }
        setNotifyPhase('sent');
        emit('notify-me', request, host);
      })();
    },
    [model, nid, settings.basePath, settings.locale, host, requests],
  );

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
    notifyPhase,
    notifyError,
    select,
    setInStockOnly,
    setQty,
    add,
    openNotify,
    closeNotify,
    submitNotify,
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
