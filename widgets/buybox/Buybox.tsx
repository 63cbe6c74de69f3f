import { useState, type ReactNode } from 'react';
import { commonMessages } from '../../core/i18n/common';
import { productMessages } from '../../core/i18n/product';
import { translator, type Translator } from '../../core/i18n/translate';
import { PriceBlock } from './PriceBlock';
import { QtyStepper } from './QtyStepper';
import { SwatchGroup } from './SwatchGroup';
import type { UseBuybox } from './useBuybox';
import { usePageId } from '../shared/element/use-page-id';

/** What the view shows of the hook's state (see UseBuybox for each field's meaning). */
export interface BuyboxProps extends Pick<
  UseBuybox,
  | 'groups'
  | 'selection'
  | 'visible'
  | 'model'
  | 'stock'
  | 'price'
  | 'finalSale'
  | 'inStockOnly'
  | 'restrictedPostal'
  | 'qty'
  | 'cartPhase'
> {
  locale: string;
  /** A confirmation for the shopper (the upsell's cover was added), '' when none. */
  notice?: string;
  /** The protection offers, shown above quantity and add to cart when the model can be bought. */
  protection?: ReactNode;
  onSelect: (aid: number, oid: number) => void;
  onInStockOnly: (value: boolean) => void;
  onQty: (qty: number) => void;
  /** Add to cart was pressed (the button, for focus to come back to from a dialog). */
  onAddToCart: (button: HTMLButtonElement) => void;
  onNotifyMe: (button: HTMLButtonElement) => void;
  /** The shopper reaches for notify me (a pointer down, a focus): its dialog can be fetched. */
  onReachNotifyMe?: () => void;
  /** The notify-me dialog, when open. */
  children?: ReactNode;
}

/**
 * The product page's buy box as a pure view: swatches, in-stock-only filter, price, stock
 * message (a polite live region), quantity and add to cart or 'Sold Out - Notify Me'.
 */
export function Buybox(props: BuyboxProps) {
  const { locale, groups, selection, visible, price, cartPhase } = props;
  const t = translator(productMessages, locale);
  const c = translator(commonMessages, locale);
  const name = usePageId();

  return (
    <div className="rove-buybox">
      <label className="rove-buybox__filter">
        <input
          type="checkbox"
          checked={props.inStockOnly}
          onChange={(event) => props.onInStockOnly(event.currentTarget.checked)}
        />
        {t('inStockOnly')}
      </label>
      {groups.map((group) => (
        <SwatchGroup
          key={group.aid}
          group={group}
          visible={visible}
          selected={selection[group.aid]}
          name={`${name}-${group.aid}`}
          onSelect={props.onSelect}
        />
      ))}
      {price && (
        <PriceBlock
          price={price}
          text={{
            member: c('memberLabel'),
            regular: t('regularPrice'),
            original: t('originalPrice'),
            voucher: t('memberVoucher', { amount: price.voucher }),
          }}
        />
      )}
      <StockLines {...props} t={t} />
      <Purchase {...props} t={t} c={c} />
      <p
        className="rove-buybox__feedback"
        aria-live="polite"
        data-error={cartPhase === 'failed' || undefined}
      >
        {cartPhase === 'failed'
          ? t('errorOccurred')
          : props.notice || (cartPhase === 'added' ? t('addedToCart') : '')}
      </p>
      {props.children}
    </div>
  );
}

type Texts = { t: Translator<typeof productMessages> };

/** The stock message (a polite live region) and the final-sale line under it. */
function StockLines({ model, stock, finalSale, t }: BuyboxProps & Texts) {
  const incomplete = model === null;
  const hidden = stock?.kind === 'hidden';
  return (
    <>
      <div className="rove-buybox__stock" role="status" aria-live="polite" data-kind={stock?.kind}>
        {incomplete ? (
          <p className="rove-buybox__incomplete">{t('selectAllOptions')}</p>
        ) : (
          stock &&
          !hidden && (
            <>
              <p className="rove-buybox__stock-text">{stock.text}</p>
              {stock.detail && <p className="rove-buybox__stock-detail">{stock.detail}</p>}
            </>
          )
        )}
      </div>
      <p className="rove-buybox__final-sale" aria-live="polite">
        {finalSale && !incomplete && !hidden ? t('finalSale') : ''}
      </p>
    </>
  );
}

/** Where the shopper buys: the restriction, 'Sold Out - Notify Me', or offers, quantity and add to cart. */
function Purchase(props: BuyboxProps & Texts & { c: Translator<typeof commonMessages> }) {
  const { model, stock, cartPhase, t } = props;
  const [notifyButton, setNotifyButton] = useState<HTMLButtonElement | null>(null);
  const incomplete = model === null;
  const waiting = cartPhase === 'adding' || cartPhase === 'checking';
  if (props.restrictedPostal !== null)
    return (
      <p className="rove-buybox__restricted" role="alert">
        {t('fragileRestricted', { postal: props.restrictedPostal })}
      </p>
    );
  if (stock?.notifyMe && !incomplete)
    return (
      <button
        type="button"
        className="rove-buybox__button rove-buybox__button--notify rove-filled-button"
        ref={setNotifyButton}
        aria-haspopup="dialog"
        onPointerDown={props.onReachNotifyMe}
        onFocus={props.onReachNotifyMe}
        onClick={() => notifyButton && props.onNotifyMe(notifyButton)}
      >
        {props.c('soldOutNotifyMe')}
      </button>
    );
  return (
    <>
      {props.protection}
      <div className="rove-buybox__purchase">
        <QtyStepper
          value={props.qty}
          onChange={props.onQty}
          text={{
            label: t('quantity'),
            decrease: t('decreaseQuantity'),
            increase: t('increaseQuantity'),
          }}
        />
        <button
          type="button"
          className="rove-buybox__button rove-filled-button"
          // While adding or checking, aria-disabled rather than disabled: a disabled button
          // drops the keyboard focus to <body> (whoever pressed Enter would lose their place).
          disabled={incomplete || !stock?.canBuy}
          aria-disabled={waiting || undefined}
          aria-busy={waiting || undefined}
          onClick={(event) => {
            if (!waiting) props.onAddToCart(event.currentTarget);
          }}
        >
          {cartPhase === 'adding'
            ? t('adding')
            : cartPhase === 'checking'
              ? t('checkingDelivery')
              : t('addToCart')}
        </button>
      </div>
    </>
  );
}
