import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { logOnce } from '../../core/log';
import { COOKIE } from '../../core/storage/cookie-names';
import { check } from '../../core/schema';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import {
  cameBack,
  currentPageUrl,
  forgetPageMemory,
  pageMemoryKey,
  readPageMemory,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
  type PageRecord,
} from '../shared/page-memory';
import { fetchListingPage, listingItemSchema, type ListingItem } from './listing-api';
import {
  ScrollGate,
  followingPageUrl,
  reachedTrigger,
  type ScrollPhase,
} from '../shared/infinite-scroll';
import {
  CATEGORY_TRIGGER_RATIO,
  GRID_COOKIE_DAYS,
  parseGridSize,
  showsBackToTop,
  unseenItems,
  type GridSize,
} from './listing.logic';
import type { ListingStatus } from './Listing';
import type { ListingText } from './messages';

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
  const record = cameBack() ? readPageMemory(key) : undefined;
  if (!record) {
    forgetPageMemory(key);
    return undefined;
  }
  const items: ListingItem[] = [];
  for (const value of record.items) {
    const parsed = check(listingItemSchema, value);
    if (parsed.ok) items.push(parsed.value);
  }
  return { ...record, items: unseenItems(items, seen) };
}

/** Joins the scroll rules, the next-page calls, the grid cookie and focus for <rove-listing>. */
export function useListing({ host, grid, cards, next, text }: ListingContext) {
  // The page's language does not change while it is open; a ref keeps loadNext stable.
  const texts = useRef(text);
  texts.current = text;
  const [columns, setColumns] = useState<GridSize>(() => parseGridSize(readCookie(COOKIE.grid)));
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
  const [backToTop, setBackToTop] = useState(false);
  const nextUrl = useRef(startNext);
  const request = useRef<AbortController | null>(null);
  const heightAtRequest = useRef(0);
  const focusNid = useRef<number | null>(null);

  const loadNext = useCallback(async (byButton: boolean) => {
    const scroller = gate.current as ScrollGate;
    const url = nextUrl.current;
    if (!url || !scroller.tryStart()) return;
    const controller = new AbortController();
    request.current = controller;
    heightAtRequest.current = pageHeight();
    const reply = await fetchListingPage(url, controller.signal);
    if (controller.signal.aborted) return;
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
  }, []);

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

  // Scroll: the 55% trigger and the back-to-top button, measured once per frame.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const metrics = {
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: pageHeight(),
      };
      setBackToTop(showsBackToTop(metrics.scrollTop, metrics.viewportHeight));
      if (reachedTrigger(metrics, CATEGORY_TRIGGER_RATIO)) void loadNext(false);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [loadNext]);

  // Back to idle while the shopper is still past the trigger (e.g. at the bottom): go on.
  useEffect(() => {
    if (phase !== 'idle' || items.length === 0) return;
    if (
      reachedTrigger(
        {
          scrollTop: window.scrollY,
          viewportHeight: window.innerHeight,
          pageHeight: pageHeight(),
        },
        CATEGORY_TRIGGER_RATIO,
      )
    )
      void loadNext(false);
  }, [phase, items.length, loadNext]);

  // Before paint, so the grid never shows 4 columns first when the cookie says 6.
  useLayoutEffect(() => {
    grid.dataset['columns'] = String(columns);
  }, [grid, columns]);

  // Abort the running page and the pending busy reset when the element leaves the page.
  useEffect(
    () => () => {
      request.current?.abort();
      gate.current?.dispose();
    },
    [],
  );

  const changeColumns = (size: GridSize) => {
    setColumns(size);
    writeSiteCookie(COOKIE.grid, String(size), { days: GRID_COOKIE_DAYS });
  };

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
    backToTop,
    changeColumns,
    loadMore: () => void loadNext(true),
    scrollToTop,
  };
}
