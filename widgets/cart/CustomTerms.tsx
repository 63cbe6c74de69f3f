import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { cartMessages } from '../../core/i18n/cart';
import { translator } from '../../core/i18n/translate';
import { controlAria, errorIdOf } from '../shared/forms/form-field';

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
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setMissing(true);
      return;
    }
    onAgree();
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
          checked={checked}
          {...controlAria(`${headingId}-agree`, missing && !checked)}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            setMissing(false);
          }}
        />
        {t('termsAgree')}
      </label>
      {missing && !checked ? (
        <p id={errorIdOf(`${headingId}-agree`)} className="rove-cart__error" role="alert">
          {t('termsAgreeRequired')}
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
