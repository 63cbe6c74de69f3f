import { getSettings } from '../../core/settings/settings';
import { loveJournalPosition, lovesSince } from './love-journal';
import { createLoveStore, type LoveStore } from './love-store';

let store: LoveStore | undefined;
let stopReplaying: (() => void) | undefined;

/**
 * The page's one wishlist store, seeded from settings.uc_love on first use. When the browser
 * restores the page from its back/forward cache, it replays the loves the session settled
 * since the store was made (the page itself comes back as the shopper left it).
 */
export function pageLoveStore(): LoveStore {
  if (!store) {
    const page = createLoveStore(getSettings().uc_love.user?.loved ?? []);
    const madeAt = loveJournalPosition();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) page.apply(lovesSince(madeAt));
    };
    window.addEventListener('pageshow', restored);
    stopReplaying = () => window.removeEventListener('pageshow', restored);
    store = page;
  }
  return store;
}

/** Forgets the page's store (tests; a page whose settings were replaced). */
export function resetPageLoveStore(): void {
  stopReplaying?.();
  store = undefined;
}
