import { cartMessages } from '../../core/i18n/cart';
import { translate, translator } from '../../core/i18n/translate';
import type { Currency } from '../../core/money';
import { Modal } from '../shared/overlays/Modal';
import type { CartView, CartViewLine } from './cart-api';
import { lineKey } from './cart-api';
import type { CartState, SaveStatus, TermsView } from './cart.machine';
import type { QuantityAction } from './cart.logic';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { CustomTerms } from './CustomTerms';
import { usePageId } from '../shared/element/use-page-id';

export interface CartProps {
  /** The lines at their shown (local) quantities. */
  lines: readonly CartViewLine[];
  totals: CartView['totals'];
  coupon: CartView['coupon'];
  currency: Currency;
  locale: string;
  status: SaveStatus;
  error: CartState['error'];
  /** The processing estimate's text ('1-5 business days'). */
  processing: string;
  terms: TermsView;
  busy: boolean;
  /** Where 'Continue shopping' goes. */
  homeHref: string;
  /** A server-provided URL made safe for href/src (undefined: left out). */
  safeHref: (url: string) => string | undefined;
  onChange: (key: string, action: QuantityAction) => void;
  onRemove: (key: string) => void;
  onRetry: () => void;
  onRemoveCoupon: () => void;
  onCheckout: () => void;
  onAgree: () => void;
  onCloseTerms: () => void;
}

function statusText(status: SaveStatus, locale: string): string {
  if (status === 'pending' || status === 'saving') return translate(cartMessages, 'saving', locale);
  if (status === 'saved') return translate(cartMessages, 'saved', locale);
  return '';
}

/** The cart page's view: lines, summary, save status, and the custom-order terms. */
export function Cart(props: CartProps) {
  const { lines, locale, status, error, terms, busy } = props;
  const t = translator(cartMessages, locale);
  const termsId = usePageId();
  const termsForm = (onBack?: () => void) => (
    <CustomTerms
      headingId={`${termsId}-terms`}
      locale={locale}
      processing={props.processing}
      busy={busy}
      failed={error === 'terms'}
      onAgree={props.onAgree}
      onBack={onBack}
      focusHeading={onBack !== undefined}
    />
  );

  // Mobile (spec/checkout.md §2): the terms form replaces the cart view.
  if (terms === 'replace-cart') {
    return <div className="rove-cart rove-cart--terms">{termsForm(props.onCloseTerms)}</div>;
  }

  const status_ = (
    <p className="rove-cart__status" role="status">
      {statusText(status, locale)}
    </p>
  );
  const alert =
    error === 'save' || error === 'coupon' ? (
      <div className="rove-cart__alert" role="alert">
        <p>{t(error === 'save' ? 'saveFailed' : 'couponFailed')}</p>
        {error === 'save' ? (
          <button type="button" className="rove-cart__secondary" onClick={props.onRetry}>
            {t('tryAgain')}
          </button>
        ) : null}
      </div>
    ) : null;

  const empty = lines.length === 0;
  // The status and alert keep their place in both states, so the live region is the same node
  // when the last line goes and 'Saved' is still announced.
  return (
    <div className={empty ? 'rove-cart rove-cart--empty' : 'rove-cart'}>
      {status_}
      {alert}
      {empty ? (
        <div className="rove-cart__empty">
          <p className="rove-cart__empty-title">{t('empty')}</p>
          <a className="rove-cart__secondary" href={props.homeHref}>
            {t('continueShopping')}
          </a>
        </div>
      ) : (
        <div className="rove-cart__layout">
          <section className="rove-cart__items" aria-labelledby={`${termsId}-lines`}>
            <h2 id={`${termsId}-lines`} className="rove-cart__sr">
              {t('lines')}
            </h2>
            <ul className="rove-cart__lines">
              {lines.map((line) => {
                const key = lineKey(line);
                return (
                  <CartLineRow
                    key={key}
                    line={line}
                    currency={props.currency}
                    memberPricing={props.totals.memberPricing}
                    locale={locale}
                    imageSrc={props.safeHref(line.image)}
                    href={props.safeHref(line.url)}
                    onChange={(action) => props.onChange(key, action)}
                    onRemove={() => props.onRemove(key)}
                  />
                );
              })}
            </ul>
          </section>
          <CartSummary
            totals={props.totals}
            coupon={props.coupon}
            currency={props.currency}
            locale={locale}
            stale={status === 'pending' || status === 'saving'}
            processing={props.processing}
            busy={busy}
            onRemoveCoupon={props.onRemoveCoupon}
            onCheckout={props.onCheckout}
          />
        </div>
      )}
      <Modal
        open={terms === 'modal'}
        onClose={props.onCloseTerms}
        label={t('termsTitle')}
        labelledBy={`${termsId}-terms`}
        closeLabel={t('close')}
        className="rove-cart__terms-modal"
      >
        {termsForm()}
      </Modal>
    </div>
  );
}
