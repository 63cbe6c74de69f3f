import { useMemo, type ReactElement, type Ref } from 'react';
import type { ResultType } from '../../core/search/constants';
import type { ResultCardModel } from './card-model';
import { KeptCard, ResultCard, SkeletonCard } from './ResultCard';
import type { MoreStatus, ResultsStatus } from './results.logic';
import type { SearchMessageKey, SearchText } from './search-results-text';

interface ResultsListProps {
  t: SearchText;
  memberLabel: string;
  type: ResultType;
  status: ResultsStatus;
  /** The loaded results, in display order. */
  cards: readonly ResultCardModel[];
  /** How many cards are rendered so far (useRenderInSlices); placeholders hold the rest. */
  shown: number;
  listRef: Ref<HTMLUListElement>;
  keptIds?: ReadonlySet<string>;
  emptyMessage: SearchMessageKey | null;
  canLoadMore: boolean;
  more: MoreStatus;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** Placeholders while the first answer comes: about the grid's first rows. */
const SKELETONS: Readonly<Record<ResultType, number>> = {
  products: 8,
  customer_photos: 4,
  reviews: 4,
  pages: 4,
  STL: 4,
};

function LoadMore({ t, more, onLoadMore }: Pick<ResultsListProps, 't' | 'more' | 'onLoadMore'>) {
  return (
    <div className="rove-search-results__more">
      {more === 'failed' && <p role="alert">{t('searchUnavailable')}</p>}
      <button
        type="button"
        className="rove-control rove-search-results__button"
        aria-disabled={more === 'loading' || undefined}
        aria-busy={more === 'loading' || undefined}
        onClick={() => {
          if (more !== 'loading') onLoadMore();
        }}
      >
        {t(more === 'failed' ? 'retry' : 'loadMore')}
      </button>
    </div>
  );
}

/**
 * One element per card model (cardModelOf keeps a model per hit), made again only when the
 * list's type, MEMBER label or kept cards change. React and Preact skip an element they have
 * already rendered, so Load more's busy state and each slice of appended cards render only the
 * new cards (docs/performance/load-more.md). Not `memo`: every page's shared kit would carry it
 * (+0.11 kB brotli on the love-only and search-only pages).
 */
function useCardElements(
  type: ResultType,
  memberLabel: string,
  keptIds: ReadonlySet<string> | undefined,
): (card: ResultCardModel, first: boolean) => ReactElement {
  return useMemo(() => {
    const made = new WeakMap<ResultCardModel, { first: boolean; element: ReactElement }>();
    return (card, first) => {
      const known = made.get(card);
      if (known?.first === first) return known.element;
      const element = keptIds?.has(card.id) ? (
        <KeptCard key={card.id} card={card} type={type} />
      ) : (
        <ResultCard key={card.id} card={card} type={type} memberLabel={memberLabel} first={first} />
      );
      made.set(card, { first, element });
      return element;
    };
  }, [type, memberLabel, keptIds]);
}

/**
 * The tab panel's results: the error with Retry, the empty list's message, or the grid (a list
 * for reviews and pages) of cards, placeholders and 'Load more'.
 */
export function ResultsList({ t, type, status, cards, shown, ...props }: ResultsListProps) {
  const cardElement = useCardElements(type, props.memberLabel, props.keptIds);
  if (status === 'error') {
    return (
      <div className="rove-search-results__error" role="alert">
        <p>{t('searchUnavailable')}</p>
        <button
          type="button"
          className="rove-control rove-search-results__button"
          onClick={props.onRetry}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (props.emptyMessage) {
    return <p className="rove-search-results__empty">{t(props.emptyMessage)}</p>;
  }
  const busy = status === 'loading';
  const listed = type === 'reviews' || type === 'pages';
  return (
    <>
      <ul
        ref={props.listRef}
        className={`rove-search-results__${listed ? 'list' : 'grid'}${busy ? ' rove-search-results__grid--busy' : ''}`}
      >
        {busy && cards.length === 0
          ? Array.from({ length: SKELETONS[type] }, (_, index) => (
              <SkeletonCard key={index} type={type} />
            ))
          : [
              ...cards.slice(0, shown).map((card, index) => cardElement(card, index === 0)),
              ...cards
                .slice(shown)
                .map((card) => <SkeletonCard key={`pending-${card.id}`} type={type} />),
            ]}
      </ul>
      {(props.canLoadMore || props.more !== 'idle') && !busy && (
        <LoadMore t={t} more={props.more} onLoadMore={props.onLoadMore} />
      )}
    </>
  );
}
