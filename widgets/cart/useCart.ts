import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { emit } from '../../core/bus';
import type { HttpResult } from '../../core/http';
import type { RequestRunner } from '../../core/request-runner';
import { getSettings } from '../../core/settings/settings';
import { useRequestRunner } from '../shared/use-store';
import { agreeToCustomTerms, fetchCart, removeCoupon, updateCart, type CartView } from './cart-api';
import { CartSync, displayedLines, type CartTransport, type SyncState } from './cart-sync';
import {
  cartProcessingEstimate,
  checkoutGate,
  termsPresentation,
  type QuantityAction,
} from './cart.logic';

/** Where the custom-order terms show, when they do. */
export type TermsView = 'modal' | 'replace-cart' | null;

export interface UseCart {
  state: SyncState;
  lines: ReturnType<typeof displayedLines>;
  estimate: ReturnType<typeof cartProcessingEstimate>;
  terms: TermsView;
  /** A checkout or terms agreement is under way (the buttons wait). */
  busy: boolean;
  change(key: string, action: QuantityAction): void;
  remove(key: string): void;
  retry(): void;
  removeCoupon(): void;
  checkout(): void;
  agree(): void;
  closeTerms(): void;
}

export interface UseCartOptions {
  initial: CartView;
  /** Where bus events are dispatched from (the element). */
  container?: HTMLElement;
  /** Injected in tests; production uses core/http against settings.basePath. */
  transport?: CartTransport;
  /** Goes to the checkout page (location.assign in production). */
  navigate?: (url: string) => void;
  /** The viewport width when the checkout button is pressed (window.innerWidth). */
  viewportWidth?: () => number;
}

/** What a call the runner dropped answers: an abort, which the disposed sync ignores. */
const DROPPED = { ok: false, error: { kind: 'aborted', message: 'request aborted' } } as const;

/**
 * The cart calls through the element's runner. The sync sends one at a time, so `exclusive`
 * never refuses one in practice (and a refused save would be kept, as a failed one is); the
 * runner's part is the element leaving: stopped, it aborts the call out and starts none after.
 */
function httpTransport(basePath: string, requests: RequestRunner): CartTransport {
  const run = async (
    call: (context: { basePath: string; signal: AbortSignal }) => Promise<HttpResult<CartView>>,
  ): Promise<HttpResult<CartView>> => {
    const settled = await requests.exclusive((signal) => call({ basePath, signal }));
    return settled?.current ? settled.value : DROPPED;
  };
  return {
    update: (lines) => run((context) => updateCart(lines, context)),
    fetch: () => run(fetchCart),
    removeCoupon: () => run(removeCoupon),
    agreeToTerms: () => run(agreeToCustomTerms),
  };
}

/**
 * The cart page: a CartSync controller (quantities sent after 700 ms idle, one request at a
 * time), the 'cart-changed' bus event for the header count, and the checkout button's gate.
 */
export function useCart({
  initial,
  container,
  transport,
  navigate = (url) => location.assign(url),
  viewportWidth = () => window.innerWidth,
}: UseCartOptions): UseCart {
  const { basePath } = getSettings();
  // Stopped when the element leaves (DESIGN.md §4): the call out is aborted, none starts after.
  const requests = useRequestRunner();
  const [controller] = useState(
    () =>
      new CartSync({
        initial,
        transport: transport ?? httpTransport(basePath, requests),
        onCount: (count, lines) =>
          emit(
            'cart-changed',
            {
              count,
              lines: lines.map(({ nid, model, title, price, qty }) => ({
                nid,
                model,
                title,
                price,
                qty,
              })),
            },
            container,
          ),
      }),
  );
  // Its timer and listeners stop with the element too.
  useEffect(() => () => controller.dispose(), [controller]);
  // A change still waiting for the idle time goes at once when the shopper leaves the page;
  // the update outlives the page (keepalive), so nothing typed is lost.
  useEffect(() => {
    const leave = () => void controller.flush();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const [terms, setTerms] = useState<TermsView>(null);
  const [busy, setBusy] = useState(false);
  const lines = useMemo(() => displayedLines(state), [state]);
  const checkoutUrl = `${basePath}cart/checkout`;

  const checkout = useCallback(() => {
    if (busy) return;
    setBusy(true);
    // Unsent quantities go first: the checkout re-prices from the server's cart.
    void controller.flush().then((saved) => {
      setBusy(false);
      if (!saved) return;
      const current = controller.getState();
      const gate = checkoutGate(displayedLines(current), current.server.customTermsAgreed);
      if (gate === 'proceed') navigate(checkoutUrl);
      else setTerms(termsPresentation(viewportWidth()));
    });
  }, [busy, controller, navigate, checkoutUrl, viewportWidth]);

  const agree = useCallback(() => {
    if (busy) return;
    setBusy(true);
    void controller.agreeToTerms().then((ok) => {
      setBusy(false);
      if (ok) navigate(checkoutUrl);
    });
  }, [busy, controller, navigate, checkoutUrl]);

  return {
    state,
    lines,
    estimate: cartProcessingEstimate(lines, state.server.country),
    terms,
    busy,
    change: (key, action) => controller.change(key, action),
    remove: (key) => void controller.remove(key),
    retry: () => void controller.flush(),
    removeCoupon: () => {
      const code = controller.getState().server.coupon?.code;
      void controller.removeCoupon().then((ok) => {
        if (ok && code)
          emit(
            'coupon-changed',
            { action: 'remove', code, total: controller.getState().server.totals.total },
            container,
          );
      });
    },
    checkout,
    agree,
    closeTerms: () => setTerms(null),
  };
}
