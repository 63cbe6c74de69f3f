import { useEffect, useRef, type FormEvent } from 'react';
import { useCheckoutText, type CheckoutMessages } from './checkout-text';
import { interpolate } from '../../core/i18n/translate';
import { formatMoney, type Currency } from '../../core/money';
import type { CouponNews, CouponState } from './checkout-state';
import type { AppliedCoupon } from './coupon.logic';
import { useFormControl } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';
import { ControlAlert } from './StepSection';

/** The pane's part of the checkout machine's state (checkout-state.ts) and its two calls. */
export interface CouponControls {
  readonly state: CouponState;
  apply(raw: string): void;
  remove(): void;
}

export interface CouponPaneProps {
  readonly coupon: AppliedCoupon | null;
  /** The order's currency, for the total the status line says. */
  readonly currency: Currency;
  readonly controls: CouponControls;
  /** A payment is in progress: the total must not change under it. */
  readonly disabled: boolean;
}

/**
 * The coupon pane of the order summary (spec/checkout.md §2): the applied coupon with Remove, or a
 * field to apply a code. The result is said in a polite status line (the totals change beside
 * it); a refused code is an alert tied to the field. After a change, focus goes to the control
 * that replaced the one pressed, so keyboard users are not dropped to the top of the page.
 */
export function CouponPane({ coupon, currency, controls, disabled }: CouponPaneProps) {
  const { m } = useCheckoutText();
  const { state } = controls;
  const id = usePageId();
  const control = useFormControl({ id: `${id}-code`, held: state.refusal && m[state.refusal] });
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // The code applied when the shopper pressed Apply or Remove (undefined: nothing pressed);
  // focus moves once the applied code differs from it.
  const pressedWith = useRef<string | null | undefined>(undefined);
  const code = coupon?.code ?? null;
  useEffect(() => {
    if (pressedWith.current === undefined || pressedWith.current === code) return;
    pressedWith.current = undefined;
    (code ? removeButton.current : input.current)?.focus();
  }, [code]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressedWith.current = code;
    controls.apply(input.current?.value ?? '');
  };
  const busy = state.working || disabled;
  return (
    <section className="rove-checkout__coupon" aria-labelledby={`${id}-title`}>
      {/* Names the pane for screen readers; sighted shoppers see the field's label or the code. */}
      <h3 id={`${id}-title`} className="rove-visually-hidden">
        {m.couponTitle}
      </h3>
      {coupon ? (
        <div className="rove-checkout__coupon-applied">
          <span>
            <strong>{coupon.code}</strong>
            {coupon.title && <span className="rove-checkout__coupon-meta">{coupon.title}</span>}
          </span>
          <button
            ref={removeButton}
            type="button"
            className="rove-checkout__link"
            aria-label={interpolate(m.couponRemoveNamed, { code: coupon.code })}
            aria-busy={state.working || undefined}
            disabled={busy}
            onClick={() => {
              pressedWith.current = code;
              controls.remove();
            }}
          >
            {m.couponRemove}
          </button>
        </div>
      ) : (
        <form className="rove-checkout__coupon-form" noValidate onSubmit={submit}>
          <label htmlFor={`${id}-code`}>{m.couponCode}</label>
          <div className="rove-checkout__coupon-row">
            <input
              ref={input}
              {...control.aria}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
            />
            <button
              type="submit"
              className="rove-checkout__secondary"
              aria-busy={state.working || undefined}
              disabled={busy}
            >
              {m.couponApply}
            </button>
          </div>
        </form>
      )}
      <ControlAlert control={control} />
      <p className="rove-visually-hidden" role="status">
        {state.news ? couponNewsText(state.news, currency, m) : ''}
      </p>
    </section>
  );
}

/** The status line's text for what the last change did: the total as it now stands. */
function couponNewsText(news: CouponNews, currency: Currency, m: CheckoutMessages): string {
  const total = formatMoney(news.total, currency);
  return news.change === 'applied'
    ? interpolate(m.couponApplied, { code: news.code, title: news.title, total })
    : interpolate(m.couponRemoved, { code: news.code, total });
}
