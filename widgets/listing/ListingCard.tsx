import { formatMoney, type Currency } from '../../core/money';
import { RoveLove } from '../search-results/RoveLove';
import type { ListingItem } from './listing-api';
import type { ListingText } from './listing-text';

// The server's card size (4:3); width/height reserve the box before the image loads.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

export interface ListingCardProps {
  item: ListingItem;
  currency: Currency;
  /** 2 for non-members: the listing template shows cents (spec/shell.md §3). */
  decimals: 0 | 2;
  text: Pick<ListingText, 'originalPrice' | 'colours'>;
}

/**
 * A card appended by infinite scroll: the same markup and classes as the server's cards
 * (demo-host/templates/product-card.ts), so the host's CSS styles both alike.
 */
export function ListingCard({ item, currency, decimals, text }: ListingCardProps) {
  const money = (amount: number) => formatMoney(amount, currency, { decimals });
  return (
    <article className="product-card" data-nid={item.nid}>
      <a className="product-card__link" href={`${item.url}${item.url_query}`}>
        <img
          className="product-card__image"
          src={item.image_lrg}
          alt={item.image_alt_lrg}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <h3 className="product-card__title">{item.title}</h3>
      </a>
      {item.swatches.length > 0 && (
        <ul className="product-card__swatches" aria-label={text.colours}>
          {item.swatches.map((swatch) => (
            // The colour is set through the CSSOM (allowed by a strict CSP), from a checked hex.
            <li
              key={swatch.name}
              className="product-card__swatch"
              data-hex={swatch.hex}
              title={swatch.name}
              style={{ backgroundColor: swatch.hex }}
            >
              <span className="visually-hidden">{swatch.name}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="product-card__meta">
        <p className="product-card__price">
          <span className="price">
            <span className="price__current">{money(item.sale_price)}</span>
            {item.default_price > item.sale_price && (
              <>
                {' '}
                <del className="price__original">
                  <span className="visually-hidden">{text.originalPrice}</span>
                  {money(item.default_price)}
                </del>
              </>
            )}
          </span>
        </p>
        <div className="love-slot">
          <RoveLove nid={item.nid} title={item.title} />
        </div>
      </div>
    </article>
  );
}
