import { useState } from 'react';
import { cartMessages } from '../../core/i18n/cart';
import { translator } from '../../core/i18n/translate';
import { formatMoney, type Currency } from '../../core/money';
import type { CartViewLine } from './cart-api';
import {
  lineTotal,
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantityInput,
  quantityBounds,
  unitPrice,
  type QuantityAction,
} from './cart.logic';
import { usePageId } from '../shared/element/use-page-id';

export interface CartLineRowProps {
  line: CartViewLine;
  currency: Currency;
  memberPricing: boolean;
  locale: string;
  /** The image's URL once checked against the page's origin (undefined: no image). */
  imageSrc: string | undefined;
  href: string | undefined;
  onChange: (action: QuantityAction) => void;
  onRemove: () => void;
}

/** One line: image, title and options, unit price, the quantity stepper, total and Remove. */
export function CartLineRow({
  line,
  currency,
  memberPricing,
  locale,
  imageSrc,
  href,
  onChange,
  onRemove,
}: CartLineRowProps) {
  const t = translator(cartMessages, locale);
  const id = usePageId();
  // What the shopper is typing; the line follows only readable quantities, and the field shows
  // the line's quantity again once it loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const { canDecrease, canIncrease } = quantityBounds(line.qty);
  const unit = unitPrice(line, memberPricing);
  return (
    <li className="rove-cart__line" data-key={`${line.nid}:${line.model}`}>
      {imageSrc ? (
        <img className="rove-cart__image" src={imageSrc} alt="" loading="lazy" />
      ) : (
        <span className="rove-cart__image" aria-hidden="true" />
      )}
      <div className="rove-cart__info">
        <h3 className="rove-cart__title" id={`${id}-title`}>
          {href ? <a href={href}>{line.title}</a> : line.title}
        </h3>
        {line.options ? <p className="rove-cart__meta">{line.options}</p> : null}
        <p className="rove-cart__meta">{line.model}</p>
        {line.custom ? <p className="rove-cart__badge">{t('madeToOrder')}</p> : null}
        {line.protection ? (
          <p className="rove-cart__meta">
            {t('protectionEach', {
              title: line.protection.title,
              cost: formatMoney(line.protection.cost, currency),
            })}
          </p>
        ) : null}
      </div>
      <p className="rove-cart__price">
        {memberPricing ? <span className="rove-cart__member">{t('member')} </span> : null}
        <span className="rove-cart__unit">{formatMoney(unit, currency)}</span>
        {line.compareAt > unit ? (
          <s className="rove-cart__compare">
            <span className="rove-cart__sr">{t('was')} </span>
            {formatMoney(line.compareAt, currency)}
          </s>
        ) : null}
      </p>
      <div className="rove-cart__qty">
        <button
          type="button"
          className="rove-cart__step"
          aria-label={t('decrease', { title: line.title })}
          disabled={!canDecrease}
          onClick={() => onChange({ type: 'minus' })}
        >
          −
        </button>
        <input
          id={`${id}-qty`}
          className="rove-cart__qty-input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          aria-label={t('quantity', { title: line.title })}
          value={draft ?? String(line.qty)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            if (parseQuantityInput(text) !== null) onChange({ type: 'edit', text });
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="rove-cart__step"
          aria-label={t('increase', { title: line.title })}
          disabled={!canIncrease}
          onClick={() => onChange({ type: 'plus' })}
        >
          +
        </button>
      </div>
      <p className="rove-cart__line-total">
        <span className="rove-cart__sr">{t('lineTotal')} </span>
        {formatMoney(lineTotal(line, memberPricing), currency)}
      </p>
      <button
        type="button"
        className="rove-cart__remove"
        aria-label={t('removeLine', { title: line.title })}
        onClick={onRemove}
      >
        {t('remove')}
      </button>
    </li>
  );
}
