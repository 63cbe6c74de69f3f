import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import type { Currency } from '../../core/money';
import type { ListingItem } from './listing-api';
import { GRID_SIZES, type GridSize } from './listing.logic';
import { LoadMoreLabels } from '../shared/paging/LoadMoreLabels';
import { ListingCard } from './ListingCard';
import type { ListingText } from './listing-text';

export type ListingStatus = 'idle' | 'loading' | 'end';

export interface ListingProps {
  columns: GridSize;
  /** Cards appended after the server's page. */
  items: readonly ListingItem[];
  currency: Currency;
  decimals: 0 | 2;
  status: ListingStatus;
  /** The polite announcement ('24 more products loaded'), '' when none. */
  announcement: string;
  showBackToTop: boolean;
  text: ListingText;
  onColumnsChange: (size: GridSize) => void;
  onLoadMore: () => void;
  onBackToTop: () => void;
  /**
   * When <rove-listing> enhances server markup, the toggle and the appended cards go into
   * containers beside the server's grid. Without them (stories) the view renders a whole grid.
   */
  toolbarTarget?: Element | null;
  cardsTarget?: Element | null;
  /** The server's cards, in the stand-alone form (stories). */
  children?: ReactNode;
}

function GridToggle({
  columns,
  text,
  onColumnsChange,
}: Pick<ListingProps, 'columns' | 'text' | 'onColumnsChange'>) {
  return (
    <div className="rove-listing__toggle" role="group" aria-label={text.gridLabel}>
      {GRID_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          className="rove-button rove-listing__toggle-button rove-toggle-button"
          aria-pressed={columns === size}
          onClick={() => onColumnsChange(size)}
        >
          <span className="rove-listing__toggle-icon" data-size={size} aria-hidden="true" />
          {text.columns(size)}
        </button>
      ))}
    </div>
  );
}

/** Infinite scroll's footer: status, 'Load more' (the accessible fallback) and back to top. */
function Footer(props: ListingProps) {
  const { status, text, announcement } = props;
  return (
    <div className="rove-listing__footer">
      <p className="rove-listing__announce visually-hidden rove-visually-hidden" role="status">
        {announcement}
      </p>
      {status === 'end' ? (
        <p className="rove-load-more-end rove-listing__end">{text.end}</p>
      ) : (
        <button
          type="button"
          className="rove-button rove-load-more rove-listing__more-button"
          aria-disabled={status === 'loading'}
          onClick={() => {
            if (status !== 'loading') props.onLoadMore();
          }}
        >
          <LoadMoreLabels busy={status === 'loading'} more={text.loadMore} loading={text.loading} />
        </button>
      )}
      {props.showBackToTop && (
        <button type="button" className="rove-button rove-listing__top" onClick={props.onBackToTop}>
          {text.backToTop}
        </button>
      )}
    </div>
  );
}

/** The category listing's controls and appended cards (props only; useListing drives it). */
export function Listing(props: ListingProps) {
  const { toolbarTarget, cardsTarget } = props;
  const toggle = <GridToggle {...props} />;
  const cards = props.items.map((item) => (
    <ListingCard
      key={item.nid}
      item={item}
      currency={props.currency}
      decimals={props.decimals}
      text={props.text}
    />
  ));
  if (toolbarTarget && cardsTarget) {
    return (
      <>
        {createPortal(toggle, toolbarTarget)}
        {createPortal(cards, cardsTarget)}
        <Footer {...props} />
      </>
    );
  }
  return (
    <div className="rove-listing">
      <div className="rove-listing__toolbar">{toggle}</div>
      <div className="rove-listing__grid" data-columns={props.columns}>
        {props.children}
        {cards}
      </div>
      <Footer {...props} />
    </div>
  );
}
