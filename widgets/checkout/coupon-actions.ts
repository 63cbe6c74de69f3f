import { emit } from '../../core/bus';
import type { RequestRunner } from '../../core/request-runner';
import type { Store } from '../../core/store';
import type { CheckoutContext, CheckoutEvent, CheckoutState } from './checkout-state';
import { totalsOf } from './checkout-view.logic';
import { applyCoupon, removeCoupon } from './coupon-api';
import { normalizeCouponCode } from './coupon.logic';

// The coupon pane's calls (coupon-api.ts) through the checkout machine: applying takes the
// server's re-priced totals and store credit; removing (the cart's endpoint) re-prices in place
// with the same rule (coupon.logic). The machine holds the pane's state (checkout-state.ts
// CouponState); a newer call supersedes an older one still running (core/request-runner).

export interface CouponActions {
  applyCoupon(raw: string): void;
  removeCoupon(): void;
}

export interface CouponActionDeps {
  readonly store: Store<CheckoutState, CheckoutEvent>;
  readonly ctx: CheckoutContext;
  readonly basePath: string;
  readonly runner: RequestRunner;
}

/**
 * @example const { applyCoupon } = createCouponActions({ store, ctx, basePath: '/', runner }); applyCoupon(' rove10 ')
 */
export function createCouponActions({
  store,
  ctx,
  basePath,
  runner,
}: CouponActionDeps): CouponActions {
  const { dispatch, getState } = store;
  const shownTotal = () => totalsOf(getState(), ctx).total;

  function run<T>(call: (signal: AbortSignal) => Promise<T>, settle: (value: T) => void): void {
    dispatch({ type: 'couponSent' });
    void runner.latest(call).then((settled) => {
      if (settled.current) settle(settled.value);
    });
  }

  return {
    applyCoupon(raw) {
      const code = normalizeCouponCode(raw);
      if (code === null) {
        dispatch({ type: 'couponRefused', refusal: 'couponEmpty' });
        return;
      }
      run(
        (signal) => applyCoupon(code, { basePath, signal }),
        (result) => {
          if (result.kind !== 'applied') {
            const refusal = result.kind === 'invalid' ? 'couponInvalid' : 'couponFailed';
            dispatch({ type: 'couponRefused', refusal });
            return;
          }
          dispatch({ type: 'couponApplied', code, order: result.order });
          if (result.order) emit('coupon-changed', { action: 'add', code, total: shownTotal() });
        },
      );
    },
    removeCoupon() {
      const code = totalsOf(getState(), ctx).coupon?.code ?? '';
      run(
        (signal) => removeCoupon({ basePath, signal }),
        (ok) => {
          if (!ok) {
            dispatch({ type: 'couponRefused', refusal: 'couponFailed' });
            return;
          }
          dispatch({ type: 'couponRemoved', code });
          emit('coupon-changed', { action: 'remove', code, total: shownTotal() });
        },
      );
    },
  };
}
