import { localStore } from '../../core/storage/key-value';
import { createPopupStore, type PopupStore } from './popup-store';
import { browserTriggerEnvironment, type TriggerEnvironment } from './triggers';

/** What the hook reads from the page; injectable for tests. */
export interface PopupsEnvironment {
  win: Window;
  now: () => number;
  userAgent: string;
  store: PopupStore;
  triggers: TriggerEnvironment;
}

/** The page's own window, clock, user agent, local store and triggers, but for `overrides`. */
export function browserEnvironment(overrides: Partial<PopupsEnvironment> = {}): PopupsEnvironment {
  const win = overrides.win ?? window;
  return {
    win,
    now: overrides.now ?? (() => Date.now()),
    userAgent: overrides.userAgent ?? win.navigator?.userAgent ?? '',
    store: overrides.store ?? createPopupStore(localStore()),
    triggers: overrides.triggers ?? browserTriggerEnvironment(win),
  };
}
