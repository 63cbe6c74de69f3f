import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { emit } from '../../core/bus';
import { useCheckoutText } from './checkout-text';
import { formatMoney } from '../../core/money';
import { checkedTotals, type CheckoutTotals } from './checkout-config';
import { applyCoupon, removeCoupon } from './coupon-api';
import { creditForTotal, normalizeCouponCode, withCoupon } from './coupon.logic';
import type { StoreCredit } from './payment.logic';

export interface UseCoupon {
  /** A coupon call is running: the pane's buttons are busy. */
  readonly working: boolean;
  /** Why the code was not applied (role=alert), or null. */
  readonly error: string | null;
  /** What the last change did, for the pane's polite status line. */
  readonly status: string | null;
  apply(raw: string): void;
  remove(): void;
}

/**
 * The coupon pane's state and calls. Applying takes the server's re-priced totals and store
 * credit; removing (the cart's endpoint) re-prices in place with the same rule (coupon.logic).
 */
export function useCoupon(
  basePath: string,
  totals: CheckoutTotals,
  setTotals: Dispatch<SetStateAction<CheckoutTotals>>,
  setStoreCredit: Dispatch<SetStateAction<StoreCredit | null>>,
): UseCoupon {
  const { t } = useCheckoutText();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const begin = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    setWorking(true);
    setError(null);
    setStatus(null);
    return controller.current.signal;
  };

  const apply = useCallback(
    (raw: string) => {
      const code = normalizeCouponCode(raw);
      if (code === null) {
        setError(t('couponEmpty'));
        return;
      }
      const signal = begin();
      void applyCoupon(code, { basePath, signal }).then((result) => {
        if (signal.aborted) return;
        setWorking(false);
        if (result.kind === 'invalid') setError(t('couponInvalid'));
        else if (result.kind === 'failed') setError(t('couponFailed'));
        else if (result.order) {
          const next = checkedTotals(result.order.totals, totals.currency);
          setTotals(next);
          setStoreCredit(result.order.storeCredit);
          emit('coupon-changed', { action: 'add', code, total: next.total });
          setStatus(
            t('couponApplied', {
              code,
              title: next.coupon?.title ?? '',
              total: formatMoney(next.total, next.currency),
            }),
          );
        }
      });
    },
    [basePath, totals.currency, setTotals, setStoreCredit, t],
  );

  const remove = useCallback(() => {
    const code = totals.coupon?.code ?? '';
    const signal = begin();
    void removeCoupon({ basePath, signal }).then((ok) => {
      if (signal.aborted) return;
      setWorking(false);
      if (!ok) {
        setError(t('couponFailed'));
        return;
      }
      // The figures of the moment for the message; the state takes any newer figures' update.
      const next = withCoupon(totals, null);
      setTotals((now) => withCoupon(now, null));
      setStoreCredit((credit) => creditForTotal(credit, next.total));
      setStatus(t('couponRemoved', { code, total: formatMoney(next.total, next.currency) }));
      emit('coupon-changed', { action: 'remove', code, total: next.total });
    });
  }, [basePath, totals, setTotals, setStoreCredit, t]);

  return { working, error, status, apply, remove };
}
