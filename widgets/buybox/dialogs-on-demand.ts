import { logOnce } from '../../core/log';
import { lazyModule } from '../shared/element/lazy-module';

/** The buy box's dialogs (buybox-dialogs.ts), fetched at most once per page. */
export const buyboxDialogs = lazyModule(() => import('./buybox-dialogs'));

/** Starts fetching the dialogs: call it when the shopper reaches for what opens one. */
export function prefetchBuyboxDialogs(): void {
  buyboxDialogs.load().catch(() => undefined); // reported by openWithDialogs when one opens
}

/**
 * Runs `open` once the dialogs' code is here: at once when it already is, so a dialog opens in
 * the same turn as the press. When the chunk cannot arrive (offline, a CDN error) the dialog
 * stays closed, which is what the page shows; it is logged once, `failed` hears it, and the next
 * press tries again.
 */
export function openWithDialogs(open: () => void, failed?: () => void): void {
  if (buyboxDialogs.current()) return open();
  buyboxDialogs.load().then(open, (error: unknown) => {
    logOnce('error', 'buybox:dialogs', 'could not load the dialog', error);
    failed?.();
  });
}
