import { useCallback, useState } from 'react';
import { emit } from '../../core/bus';
import { useCheckoutText } from './checkout-text';
import { formatMoney } from '../../core/money';
import { useRequestRunner } from '../shared/use-store';
import { checkedTotals, type CheckoutTotals } from './checkout-config';
import type { CheckoutEvent } from './checkout-state';
import { applyCoupon, removeCoupon } from './coupon-api';
import { normalizeCouponCode, withCoupon } from './coupon.logic';

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
 * The figures are the checkout machine's: this sends it the server's reply as an event.
 */
export function useCoupon(
  basePath: string,
  totals: CheckoutTotals,
  dispatch: (event: CheckoutEvent) => void,
): UseCoupon {
  const { t } = useCheckoutText();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const requests = useRequestRunner();

  const run = useCallback(
    <T>(call: (signal: AbortSignal) => Promise<T>, settle: (value: T) => void) => {
      setWorking(true);
      setError(null);
      setStatus(null);
      void requests.latest(call).then((settled) => {
        if (!settled.current) return;
        setWorking(false);
        settle(settled.value);
      });
    },
    [requests],
  );

  const apply = useCallback(
    (raw: string) => {
      const code = normalizeCouponCode(raw);
      if (code === null) {
        setError(t('couponEmpty'));
        return;
      }
      run(
        (signal) => applyCoupon(code, { basePath, signal }),
        (result) => {
          if (result.kind === 'invalid') setError(t('couponInvalid'));
          else if (result.kind === 'failed') setError(t('couponFailed'));
          else if (result.order) {
            const next = checkedTotals(result.order.totals, totals.currency);
            dispatch({
              type: 'serverTotals',
              totals: result.order.totals,
              storeCredit: result.order.storeCredit,
            });
            emit('coupon-changed', { action: 'add', code, total: next.total });
            setStatus(
              t('couponApplied', {
                code,
                title: next.coupon?.title ?? '',
                total: formatMoney(next.total, next.currency),
              }),
            );
          }
        },
      );
    },
    [basePath, totals.currency, dispatch, run, t],
  );

  const remove = useCallback(() => {
    const code = totals.coupon?.code ?? '';
    run(
      (signal) => removeCoupon({ basePath, signal }),
      (ok) => {
        if (!ok) {
          setError(t('couponFailed'));
          return;
        }
        // The figures of the moment for the message; the machine re-prices its own.
        const next = withCoupon(totals, null);
        dispatch({ type: 'couponRemoved' });
        setStatus(t('couponRemoved', { code, total: formatMoney(next.total, next.currency) }));
        emit('coupon-changed', { action: 'remove', code, total: next.total });
      },
    );
  }, [basePath, totals, dispatch, run, t]);

  return { working, error, status, apply, remove };
}
