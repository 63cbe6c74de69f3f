import { useEffect, useLayoutEffect, useState } from 'react';
import { check } from '../../core/schema';
import {
  currentPageUrl,
  pageMemoryKey,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
} from '../shared/paging/page-memory';
import { recallPageMemory } from '../shared/paging/scroll-paging';
import { windowMetrics } from '../shared/paging/infinite-scroll';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import { fetchListingPage, listingItemSchema, type ListingItem } from './listing-api';
import { createListingDriver } from './listing-effects';
import {
  initialListingState,
  listingStatus,
  listingStepReducer,
  type RememberedPages,
} from './listing.machine';
import type { ListingProps } from './Listing';
import type { ListingText } from './listing-text';
import { useGridColumns } from './useGridColumns';
import { useListingScroll } from './useListingScroll';

export interface ListingContext {
  host: HTMLElement;
  grid: HTMLElement;
  cards: HTMLElement;
  /** The server's next-page URL ('' on the last page). */
  next: string;
  /** The texts in the page's language (the announcement is one). */
  text: Pick<ListingText, 'loaded'>;
}

function pageHeight(): number {
  return document.documentElement.scrollHeight;
}

/**
 * Back navigation (issue 7): the pages appended before the shopper left, re-validated (storage
 * is untrusted). A normal load forgets them.
 */
function recallPages(key: string): RememberedPages | undefined {
  const record = recallPageMemory(key);
  if (!record) return undefined;
  const items: ListingItem[] = [];
  for (const value of record.items) {
    const parsed = check(listingItemSchema, value);
    if (parsed.ok) items.push(parsed.value);
  }
  return { ...record, items };
}

/**
 * <rove-listing>'s paging (listing.machine.ts) in a store, joined to the page: the page
 * request, the window's scroll (useListingScroll.ts), the grid's growth, focus, and the
 * remembered pages of a Back navigation (per page URL, so each set of filters has its own).
 * Returns the view's props but the page's (currency, text, targets).
 */
export function useListing({ host, grid, cards, next, text }: ListingContext) {
  const [memoryKey] = useState(() => pageMemoryKey('listing', currentPageUrl()));
  const [step, store] = useStore(listingStepReducer, () => ({
    state: initialListingState({
      next,
      serverNids: [...grid.querySelectorAll<HTMLElement>('[data-nid]')].map((card) =>
        Number(card.dataset['nid']),
      ),
      memory: recallPages(memoryKey),
    }),
    effects: [],
  }));
  // The page request's lifecycle: aborted, and its answer ignored, when the element leaves.
  const requests = useRequestRunner();
  const [listing] = useState(() =>
    createListingDriver(store, {
      fetchPage: (url) => requests.latest((signal) => fetchListingPage(url, signal)),
      metrics: windowMetrics,
      afterRender: (task) => {
        const frame = requestAnimationFrame(task);
        return () => cancelAnimationFrame(frame);
      },
    }),
  );
  // Its timer and frame stop with the element.
  useEffect(() => {
    listing.resume();
    return () => listing.stop();
  }, [listing]);
  const { items, pages, next: nextUrl, focus, restoreScrollY } = step.state;

  // Appended cards laid out: the page grew, and 2 s later the scroller may go again. Images
  // that load later grow the grid too: a ResizeObserver catches what the commit did not.
  useLayoutEffect(() => {
    if (items.length > 0) listing.send({ type: 'laid-out', pageHeight: pageHeight() });
  }, [items, listing]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      listing.send({ type: 'laid-out', pageHeight: pageHeight() }),
    );
    observer.observe(grid);
    return () => observer.disconnect();
  }, [grid, listing]);

  // A page asked for with Load more: focus on its first card once it is on screen.
  useLayoutEffect(() => {
    if (focus !== null) cards.querySelector<HTMLElement>(`[data-nid="${focus}"] a`)?.focus();
  }, [focus, cards]);

  // Back navigation: remember the appended pages and the scroll position for this page URL;
  // the restored pages go back on screen with the first render, then the scroll position.
  useEffect(() => {
    if (items.length === 0) return undefined;
    const save = () =>
      writePageMemory(memoryKey, {
        items: [...items],
        pages,
        next: nextUrl,
        scrollY: window.scrollY,
      });
    save();
    return rememberOnLeave(save);
  }, [memoryKey, items, pages, nextUrl]);
  useLayoutEffect(() => {
    if (restoreScrollY !== null) restoreScrollPosition(restoreScrollY);
  }, [restoreScrollY]);

  useListingScroll(listing.send);
  const [columns, changeColumns] = useGridColumns(grid);

  const scrollToTop = () => {
    host.scrollIntoView({ block: 'start' });
    if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
    host.focus({ preventScroll: true });
  };

  return {
    columns,
    items,
    status: listingStatus(step.state),
    announcement: step.state.added === null ? '' : text.loaded(step.state.added),
    showBackToTop: step.state.backToTop,
    onColumnsChange: changeColumns,
    onLoadMore: () => listing.send({ type: 'load-more-pressed', pageHeight: pageHeight() }),
    onBackToTop: scrollToTop,
  } satisfies Partial<ListingProps>;
}
