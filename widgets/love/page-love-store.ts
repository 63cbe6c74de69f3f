import { getSettings } from '../../core/settings/settings';
import { createLoveStore, type LoveStore } from './love-store';

let store: LoveStore | undefined;

/** The page's one wishlist store, seeded from settings.uc_love on first use. */
export function pageLoveStore(): LoveStore {
  if (!store) {
    const { uc_love } = getSettings();
    store = createLoveStore({ count: uc_love.count, loved: uc_love.user?.loved ?? [] });
  }
  return store;
}

/** Forgets the page's store (tests; a page whose settings were replaced). */
export function resetPageLoveStore(): void {
  store = undefined;
}
