// Pure rules of <rove-ar-tour> (spec/product.md §2 '3D/AR planner page with a guided tour', §4 'AR tour':
// steps through tips; once closed it is remembered as seen).

import type { KeyValueStore } from '../../core/storage/key-value';

/** The localStorage key that remembers a closed tour; one per tour id (a site may have several). */
export const seenKey = (tourId: string): string => `rove_ar_tour_seen:${tourId}`;

/** A tour id from its attribute: letters, digits, '-' and '_' only (it becomes a storage key). */
export function tourIdFrom(value: string | null): string {
  const id = (value ?? '').trim();
  return /^[\w-]{1,40}$/.test(id) ? id : 'planner';
}

export const hasSeenTour = (store: KeyValueStore, tourId: string): boolean =>
  store.get(seenKey(tourId)) === '1';

export const rememberTourSeen = (store: KeyValueStore, tourId: string): void =>
  store.set(seenKey(tourId), '1');

/** The tip shown after `index` (stays on the last). */
export const nextTip = (index: number, count: number): number =>
  Math.min(Math.max(index + 1, 0), Math.max(count - 1, 0));

/** The tip shown before `index` (stays on the first). */
export const previousTip = (index: number): number => Math.max(index - 1, 0);

/** What the step buttons offer on tip `index` of `count`. */
export function tipControls(index: number, count: number): { previous: boolean; done: boolean } {
  return { previous: index > 0, done: index >= count - 1 };
}
