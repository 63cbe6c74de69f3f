import type { ResultType } from '../../core/search/constants';
import type { ResultCardModel } from './card-model';
import { Highlighted } from './Highlighted';
import { RoveLove } from './RoveLove';

export interface ResultCardProps {
  card: ResultCardModel;
  type: ResultType;
  /** 'MEMBER' (core/i18n/common). */
  memberLabel: string;
  /** The list's first card: its picture is not lazy. */
  first?: boolean;
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

function Media({ card, first }: { card: ResultCardModel; first: boolean }) {
  return (
    <div className="rove-search-results__media">
      {/* The title names the card; the image is decoration for assistive technology. The
          first card's picture is the page's largest paint on a phone: fetched at once and
          painted with the text. */}
      {card.image &&
        (first ? (
          <img src={card.image} alt="" />
        ) : (
          <img src={card.image} alt="" loading="lazy" decoding="async" />
        ))}
    </div>
  );
}

/** The card's list item: a grid card, or a line of the reviews and pages lists. */
function itemProps(card: ResultCardModel, type: ResultType) {
  const listed = type === 'reviews' || type === 'pages';
  return {
    className: `rove-search-results__${listed ? 'item' : 'card'}`,
    'data-card-id': card.id,
    // Without a link the card itself can take focus after 'load more'.
    tabIndex: card.href ? undefined : -1,
  };
}

/** Never applied: hydration leaves a kept card's printed content as it is (see KeptCard). */
const PRINTED_CONTENT = { __html: '' };

/**
 * A card a server printed (server-render.tsx), kept as it is: its content has no handlers
 * (the heart is an element of its own), so hydrating it would only cost the task that
 * renders the page — 24 cards were most of it. Hydration keeps the children of an element
 * with `dangerouslySetInnerHTML` and the same value is never applied again, so the printed
 * nodes stay; a later result set renders the card anew. Only valid while hydrating or after.
 */
export function KeptCard({ card, type }: Pick<ResultCardProps, 'card' | 'type'>) {
  return (
    <li
      {...itemProps(card, type)}
      dangerouslySetInnerHTML={PRINTED_CONTENT}
      suppressHydrationWarning
    />
  );
}

/**
 * One result. Products: image, highlighted title, price (and MEMBER price) and the wishlist
 * heart; photos and shop-the-look: image and title; reviews and pages: a titled link.
 * Rendered again only when its model changes (ResultsList keeps each card's element).
 */
export function ResultCard({ card, type, memberLabel, first = false }: ResultCardProps) {
  if (type === 'reviews' || type === 'pages') {
    return (
      <li {...itemProps(card, type)}>
        <Title card={card} />
      </li>
    );
  }
  return (
    <li {...itemProps(card, type)}>
      <Media card={card} first={first} />
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
