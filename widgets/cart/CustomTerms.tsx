import { useLayoutEffect, useReducer, useRef, type FormEvent } from 'react';
import { cartMessages } from '../../core/i18n/cart';
import { translator } from '../../core/i18n/translate';
import { useFormControl } from '../shared/forms/form-field';
import { initialTermsState, termsReducer } from './custom-terms.logic';

export interface CustomTermsProps {
  headingId: string;
  locale: string;
  /** The custom-order processing time ('17-22 weeks'). */
  processing: string;
  busy: boolean;
  failed: boolean;
  onAgree: () => void;
  /** Shown on mobile, where the form replaces the cart: the way back. */
  onBack?: () => void;
  /** Replacing the cart view: focus moves to the heading (the button that had it is gone). */
  focusHeading?: boolean;
}

/** The custom-order terms form (spec/checkout.md §2): read, tick, agree; then the checkout. */
export function CustomTerms({
  headingId,
  locale,
  processing,
  busy,
  failed,
  onAgree,
  onBack,
  focusHeading = false,
}: CustomTermsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Before paint, so the screen reader's next read is the heading.
  useLayoutEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const t = translator(cartMessages, locale);
  // The form's own reducer, not a store: the form mounts as it opens, and a store's subscription
  // under preact/compat starts a frame later (a passive effect), so a press in that first frame
  // would show its message late. Nothing outside the form reads its state.
  const [{ agreed, missing }, dispatch] = useReducer(termsReducer, initialTermsState);
  // The box on the one form control (decision 0067): its message, checked on submit, is held
  // until the box changes.
  const box = useFormControl({
    id: `${headingId}-agree`,
    held: missing ? t('termsAgreeRequired') : null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed) onAgree();
    else dispatch({ type: 'agree-pressed' });
  };
  return (
    <form className="rove-cart__terms" onSubmit={submit} noValidate>
      <h2
        id={headingId}
        ref={headingRef}
        className="rove-cart__terms-title"
        tabIndex={focusHeading ? -1 : undefined}
      >
        {t('termsTitle')}
      </h2>
      <div className="rove-cart__terms-text">
        <p>{t('termsIntro')}</p>
        <ul>
          <li>{t('termsBuilt', { time: processing })}</li>
          <li>{t('termsFinal')}</li>
          <li>{t('termsFabric')}</li>
        </ul>
      </div>
      <label className="rove-cart__agree">
        <input
          type="checkbox"
          checked={agreed}
          {...box.aria}
          onChange={(event) =>
            dispatch({ type: 'box-changed', agreed: event.currentTarget.checked })
          }
        />
        {t('termsAgree')}
      </label>
      {box.error ? (
        <p id={box.errorId} className="rove-cart__error" role="alert">
          {box.error}
        </p>
      ) : null}
      {failed ? (
        <p className="rove-cart__error" role="alert">
          {t('termsFailed')}
        </p>
      ) : null}
      <div className="rove-cart__terms-actions">
        {onBack ? (
          <button type="button" className="rove-cart__secondary" onClick={onBack}>
            {t('backToCart')}
          </button>
        ) : null}
        <button type="submit" className="rove-cart__checkout" disabled={busy} aria-busy={busy}>
          {t('termsContinue')}
        </button>
      </div>
    </form>
  );
}
