import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { logOnce } from '../../core/log';
import { check } from '../../core/schema';
import {
  currentPageUrl,
  pageMemoryKey,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
  type PageRecord,
} from '../shared/page-memory';
import { recallPageMemory } from '../shared/scroll-paging';
import { useRequestRunner } from '../shared/use-store';
import { fetchListingPage, listingItemSchema, type ListingItem } from './listing-api';
import { ScrollGate, followingPageUrl, type ScrollPhase } from '../shared/infinite-scroll';
import { unseenItems } from './listing.logic';
import type { ListingProps, ListingStatus } from './Listing';
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

const STATUS: Readonly<Record<ScrollPhase, ListingStatus>> = {
  idle: 'idle',
  busy: 'loading',
  locked: 'end',
};

function pageHeight(): number {
  return document.documentElement.scrollHeight;
}

/**
 * Back navigation (issue 7): the pages appended before the shopper left, re-validated (storage
 * is untrusted) and without cards the server's page already shows. A normal load forgets them.
 */
function recallPages(key: string, seen: Set<number>): PageRecord<ListingItem> | undefined {
  const record = recallPageMemory(key);
  if (!record) return undefined;
  const items: ListingItem[] = [];
  for (const value of record.items) {
    const parsed = check(listingItemSchema, value);
    if (parsed.ok) items.push(parsed.value);
  }
  return { ...record, items: unseenItems(items, seen) };
}

/**
 * Joins the scroll rules, the next-page calls, the grid cookie and focus for <rove-listing>:
 * the view's props but the page's (currency, text, targets).
 */
export function useListing({ host, grid, cards, next, text }: ListingContext) {
  // The page's language does not change while it is open; a ref keeps loadNext stable.
  const texts = useRef(text);
  texts.current = text;
  const seen = useRef<Set<number> | null>(null);
  seen.current ??= new Set(
    [...grid.querySelectorAll<HTMLElement>('[data-nid]')].map((card) =>
      Number(card.dataset['nid']),
    ),
  );
  const memoryKey = useRef('');
  memoryKey.current ||= pageMemoryKey('listing', currentPageUrl());
  const restored = useRef<PageRecord<ListingItem> | undefined | null>(null);
  if (restored.current === null) restored.current = recallPages(memoryKey.current, seen.current);
  const [items, setItems] = useState<ListingItem[]>(() => restored.current?.items ?? []);
  const pages = useRef(restored.current?.pages ?? 1);
  const gate = useRef<ScrollGate | null>(null);
  const onPhase = useRef<(phase: ScrollPhase) => void>(() => {});
  const startNext = restored.current ? restored.current.next : next;
  if (!gate.current) {
    gate.current = new ScrollGate({ onChange: (changed) => onPhase.current(changed) });
    // The server's last page has no next link: nothing to load, as after an empty page.
    if (!startNext) gate.current.lock();
  }
  const [phase, setPhase] = useState<ScrollPhase>(gate.current.phase);
  onPhase.current = setPhase;
  const [announcement, setAnnouncement] = useState('');
  const nextUrl = useRef(startNext);
  // The page request's lifecycle: aborted, and its answer ignored, when the element leaves.
  const requests = useRequestRunner();
  const heightAtRequest = useRef(0);
  const focusNid = useRef<number | null>(null);

  const loadNext = useCallback(
    async (byButton: boolean) => {
      const scroller = gate.current as ScrollGate;
      const url = nextUrl.current;
      if (!url || !scroller.tryStart()) return;
      heightAtRequest.current = pageHeight();
      const fetched = await requests.latest((signal) => fetchListingPage(url, signal));
      if (!fetched.current) return; // the listing left the page
      const reply = fetched.value;
      if (!reply.ok) {
        // Seed 000 §7/§8: infinite scroll failures are only logged; 'Load more' retries.
        logOnce(
          'error',
          `listing:${reply.error.kind}`,
          'infinite scroll page failed',
          reply.error.message,
        );
        scroller.fail();
        return;
      }
      const fresh = unseenItems(reply.data.items, seen.current as Set<number>);
      scroller.finish(reply.data.items.length);
      if (reply.data.items.length === 0) return;
      nextUrl.current = followingPageUrl(url) ?? '';
      pages.current += 1;
      focusNid.current = byButton ? (fresh[0]?.nid ?? null) : null;
      setItems((shown) => [...shown, ...fresh]);
      setAnnouncement(texts.current.loaded(fresh.length));
    },
    [requests],
  );

  // Appended cards laid out: the page grew, and 2 s later the scroller may go again.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    if (pageHeight() !== heightAtRequest.current) gate.current?.heightChanged();
    if (focusNid.current !== null) {
      cards.querySelector<HTMLElement>(`[data-nid="${focusNid.current}"] a`)?.focus();
      focusNid.current = null;
    }
  }, [items, cards]);

  // Back navigation: remember the appended pages and the scroll position for this page URL;
  // the restored pages go back on screen with the first render, then the scroll position.
  useEffect(() => {
    if (items.length === 0) return undefined;
    const save = () =>
      writePageMemory(memoryKey.current, {
        items,
        pages: pages.current,
        next: nextUrl.current,
        scrollY: window.scrollY,
      });
    save();
    return rememberOnLeave(save);
  }, [items]);

  useLayoutEffect(() => {
    const record = restored.current;
    if (record && record.items.length > 0) restoreScrollPosition(record.scrollY);
  }, []);

  // Images that load later grow the grid too: a ResizeObserver catches what the commit did not.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pageHeight() !== heightAtRequest.current) gate.current?.heightChanged();
    });
    observer.observe(grid);
    return () => observer.disconnect();
  }, [grid]);

  const backToTop = useListingScroll(loadNext, phase, items.length);
  const [columns, changeColumns] = useGridColumns(grid);

  // Stop the pending busy reset when the element leaves the page.
  useEffect(() => () => gate.current?.dispose(), []);

  const scrollToTop = () => {
    host.scrollIntoView({ block: 'start' });
    if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
    host.focus({ preventScroll: true });
  };

  return {
    columns,
    items,
    status: STATUS[phase],
    announcement,
    showBackToTop: backToTop,
    onColumnsChange: changeColumns,
    onLoadMore: () => void loadNext(true),
    onBackToTop: scrollToTop,
  } satisfies Partial<ListingProps>;
}
