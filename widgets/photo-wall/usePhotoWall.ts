import { useCallback, useEffect, useRef, useState } from 'react';
import type { Store } from '../../core/store';
import { check } from '../../core/schema';
import {
  ScrollGate,
  reachedTrigger,
  windowMetrics,
  type ScrollPhase,
} from '../shared/paging/infinite-scroll';
import {
  currentPageUrl,
  pageMemoryKey,
  readPageMemory,
  rememberOnLeave,
  restoreScrollPosition,
  writePageMemory,
} from '../shared/paging/page-memory';
import { onScrollFrame, recallPageMemory } from '../shared/paging/scroll-paging';
import { useLatest } from '../shared/element/use-latest';
import { latestReply } from '../shared/state/latest-reply';
import { useRequestRunner, useStore } from '../shared/state/use-store';
import { fetchPhotoPage } from './photo-wall-api';
import {
  newPhotos,
  nextPhotoPage,
  photoPageSchema,
  toRaw,
  type CommunityPhoto,
} from './photo-wall.logic';

export interface PhotoWallOptions {
  endpoint: string;
  maxPages: number;
  startPage: number;
  trigger: number;
}

export interface PhotoWallState {
  photos: CommunityPhoto[];
  /** Pages on the wall. */
  pages: number;
  phase: ScrollPhase;
  /** A page request is in flight (the button says 'Loading…'). */
  loading: boolean;
  /** How many photos the last page added (for the polite announcement); 0 before any. */
  lastAdded: number;
  /** Index of the photo that takes focus after 'Load more' (-1: none). */
  focusIndex: number;
  /** The photo whose popup is open, if any. */
  selected: CommunityPhoto | null;
}

/** Restores the remembered photos of a Back navigation (storage is untrusted: re-validated). */
function restored(
  key: string,
): { photos: CommunityPhoto[]; pages: number; scrollY: number } | undefined {
  const memory = recallPageMemory(key);
  if (!memory) return undefined;
  const parsed = check(photoPageSchema, { items: memory.items });
  const photos = parsed.ok ? newPhotos([], parsed.value.items, location.origin) : [];
  return photos.length ? { photos, pages: memory.pages, scrollY: memory.scrollY } : undefined;
}

/** The wall's changes are patches of its state (the paging rules live in photo-wall.logic). */
function mergeState(state: PhotoWallState, patch: Partial<PhotoWallState>): PhotoWallState {
  return { ...state, ...patch };
}

/**
 * The photo wall's paging: the first page on mount, the next one (page number incremented) when
 * the visitor scrolls near the end or presses 'Load more', one at a time, up to `maxPages`
 * (spec/product.md §4, §9). Failures are logged only and free the gate for a retry. Back navigation
 * restores the pages and the scroll position (widgets/shared/paging/page-memory).
 */
export function usePhotoWall({ endpoint, maxPages, startPage, trigger }: PhotoWallOptions) {
  const memoryKey = pageMemoryKey(`photo-wall:${endpoint}`, currentPageUrl());
  // Synchronous: the gate's callback and a load that ends read what the last change left.
  const [state, wall] = useStore(mergeState, (): PhotoWallState => {
    const memory = typeof window === 'undefined' ? undefined : restored(memoryKey);
    return {
      photos: memory?.photos ?? [],
      pages: memory ? Math.min(memory.pages, maxPages) : 0,
      phase: 'idle',
      // The first page is requested on mount: placeholders hold its space from the first render.
      loading: !memory,
      lastAdded: 0,
      focusIndex: -1,
      selected: null,
    };
  });
  const failedRef = useRef(false);
  const requests = useRequestRunner();
  // One gate for the wall's life: its idle callback goes on with the newest `load` (below).
  const [gate] = useState(
    () =>
      new ScrollGate({
        onChange: (phase) => {
          wall.dispatch({ phase });
          // Idle again after a page: still past the trigger, go on (never after a failure).
          if (phase === 'idle' && !failedRef.current && reachedTrigger(windowMetrics(), trigger))
            void loadRef.current(false);
        },
      }),
  );

  const remember = useCallback(() => {
    const { photos, pages } = wall.getState();
    if (photos.length === 0) return;
    writePageMemory(memoryKey, {
      items: photos.map(toRaw),
      pages,
      next: '',
      scrollY: window.scrollY,
    });
  }, [memoryKey, wall]);

  const load = useCallback(
    async (byButton: boolean) => {
      const page = nextPhotoPage(wall.getState().pages, startPage, maxPages);
      if (page === undefined || !gate.tryStart()) return;
      failedRef.current = false;
      wall.dispatch({ loading: true });
      const reply = await latestReply(
        requests,
        (signal) => fetchPhotoPage(endpoint, page, signal),
        {
          level: 'error',
          area: 'photo-wall',
          describe: (failure) => ['photo wall page failed', failure.message],
        },
      );
      if (!reply) return; // the wall left the page
      if (!reply.ok) {
        failedRef.current = true;
        gate.fail();
        wall.dispatch({ loading: false });
        return;
      }
      const current = wall.getState();
      const added = newPhotos(current.photos, reply.data.items, location.origin);
      const pages = current.pages + 1;
      gate.finish(reply.data.items.length);
      if (reply.data.items.length > 0 && nextPhotoPage(pages, startPage, maxPages) === undefined)
        gate.lock();
      wall.dispatch({
        photos: [...current.photos, ...added],
        pages,
        phase: gate.phase,
        loading: false,
        lastAdded: added.length,
        focusIndex: byButton && added.length ? current.photos.length : -1,
      });
      remember();
    },
    [endpoint, gate, maxPages, remember, startPage, wall, requests],
  );
  const loadRef = useLatest(load);

  // A page was drawn (its tiles keep their square, so the height is final): 2 s later the gate
  // is idle again. Also after a page whose photos were all on the wall already.
  useEffect(() => {
    if (state.pages > 0) gate.heightChanged();
  }, [gate, state.photos.length, state.pages]);

  useWallListeners(gate, trigger, loadRef, remember);
  useFirstPage({ wall, gate, memoryKey, startPage, maxPages, loadRef });

  return {
    state,
    loadMore: () => void load(true),
    select: (selected: CommunityPhoto | null) => wall.dispatch({ selected }),
  };
}

type LoadRef = { readonly current: (byButton: boolean) => Promise<void> };

/**
 * The wall's page-wide listeners: a scroll past the trigger asks for the next page (when the
 * gate is idle), and leaving the page remembers the wall for a Back navigation. The gate goes
 * with the wall.
 */
function useWallListeners(
  gate: ScrollGate,
  trigger: number,
  loadRef: LoadRef,
  remember: () => void,
): void {
  useEffect(() => {
    const listeners = new AbortController();
    onScrollFrame(() => {
      if (gate.phase === 'idle' && reachedTrigger(windowMetrics(), trigger))
        void loadRef.current(false);
    }, listeners.signal);
    return () => listeners.abort();
  }, [gate, trigger, loadRef]);
  useEffect(() => rememberOnLeave(remember), [remember]);
  useEffect(() => () => gate.dispose(), [gate]);
}

/**
 * What the wall shows first, once: the pages a Back navigation restored (with the scroll
 * position, and no request for what is on screen), else the first page. Like the server's
 * markup, the attributes of that moment decide; a later change of them starts nothing.
 */
function useFirstPage({
  wall,
  gate,
  memoryKey,
  startPage,
  maxPages,
  loadRef,
}: {
  wall: Store<PhotoWallState, Partial<PhotoWallState>>;
  gate: ScrollGate;
  memoryKey: string;
  startPage: number;
  maxPages: number;
  loadRef: LoadRef;
}): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { pages, photos } = wall.getState();
    if (pages > 0 && photos.length > 0) {
      const memory = readPageMemory(memoryKey);
      if (memory) restoreScrollPosition(memory.scrollY);
      if (nextPhotoPage(pages, startPage, maxPages) === undefined) gate.lock();
    } else void loadRef.current(false);
  }, [wall, gate, memoryKey, startPage, maxPages, loadRef]);
}
