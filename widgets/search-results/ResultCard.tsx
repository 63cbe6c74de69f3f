import type { ResultType } from '../../core/search/constants';
import type { ResultCardModel } from './card-model';
import { Highlighted } from './Highlighted';
import { RoveLove } from './RoveLove';

export interface ResultCardProps {
  card: ResultCardModel;
  type: ResultType;
  /** 'MEMBER' (core/i18n/common). */
  memberLabel: string;
}

/** The card's title, as a link when the hit's URL is allowed (the link covers the card). */
function Title({ card }: { card: ResultCardModel }) {
  return (
    <h2 className="rove-search-results__title">
      {card.href ? (
        <a className="rove-search-results__link" href={card.href}>
          <Highlighted runs={card.titleRuns} />
        </a>
      ) : (
        <Highlighted runs={card.titleRuns} />
      )}
    </h2>
  );
}

function Media({ card }: { card: ResultCardModel }) {
  return (
    <div className="rove-search-results__media">
      {/* The title names the card; the image is decoration for assistive technology. */}
      {card.image && <img src={card.image} alt="" loading="lazy" decoding="async" />}
    </div>
  );
}

/**
 * One result. Products: image, highlighted title, price (and MEMBER price) and the wishlist
 * heart; photos and shop-the-look: image and title; reviews and pages: a titled link.
 */
export function ResultCard({ card, type, memberLabel }: ResultCardProps) {
  if (type === 'reviews' || type === 'pages') {
    return (
      <li
        className="rove-search-results__item"
        data-card-id={card.id}
        tabIndex={card.href ? undefined : -1}
      >
        <Title card={card} />
      </li>
    );
  }
  return (
    // Without a link the card itself can take focus after 'load more'.
    <li
      className="rove-search-results__card"
      data-card-id={card.id}
      tabIndex={card.href ? undefined : -1}
    >
      <Media card={card} />
      <Title card={card} />
      {type === 'products' && card.price && (
        <p className="rove-search-results__price">
          <span>{card.price}</span>
          {card.memberPrice && (
            <span className="rove-search-results__member">
              <span className="rove-search-results__member-label">{memberLabel}</span>{' '}
              {card.memberPrice}
            </span>
          )}
        </p>
      )}
      {type === 'products' && card.nid !== undefined && (
        <div className="rove-search-results__love">
          <RoveLove nid={card.nid} title={card.title} />
        </div>
      )}
    </li>
  );
}

/** A placeholder card while the first answer comes: it holds the grid's space. */
export function SkeletonCard({ type }: { type: ResultType }) {
  const listed = type === 'reviews' || type === 'pages';
  return (
    <li
      className={`rove-search-results__${listed ? 'item' : 'card'} rove-search-results__skeleton`}
      aria-hidden="true"
    >
      {!listed && <div className="rove-search-results__media" />}
      <div className="rove-search-results__skeleton-line" />
      {type === 'products' && <div className="rove-search-results__skeleton-line" />}
    </li>
  );
}
