import type { PriceLines } from './price.logic';

export interface PriceBlockProps {
  price: PriceLines;
  text: { member: string; regular: string; original: string; voucher: string };
}

/** The chosen model's price: MEMBER price for members, compare-at struck, voucher line. */
export function PriceBlock({ price, text }: PriceBlockProps) {
  return (
    <div className="rove-buybox__price">
      <p className="rove-buybox__price-row">
        {price.member && <span className="rove-buybox__member">{text.member}</span>}
        <span className="rove-buybox__current">{price.current}</span>
        {price.regular && (
          <span className="rove-buybox__regular">
            <span className="rove-visually-hidden">{text.regular}: </span>
            {price.regular}
          </span>
        )}
        {price.compareAt && (
          <del className="rove-buybox__compare">
            <span className="rove-visually-hidden">{text.original}: </span>
            {price.compareAt}
          </del>
        )}
      </p>
      {price.voucher && <p className="rove-buybox__voucher">{text.voucher}</p>}
    </div>
  );
}
