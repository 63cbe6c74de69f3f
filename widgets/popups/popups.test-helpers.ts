import { parsePopupsConfig } from './popups-config';
import type { InstanceSettings, PageFacts } from './popups.machine';

/** A fixed moment for the popups' machine tests. */
export const NOW = Date.UTC(2030, 3, 1, 12);

/** What a new visitor's page says at NOW: nothing stored, no cookie, nothing covering it. */
export function pageFacts(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    country: 'US',
    loggedIn: false,
    definitions: [],
    now: NOW,
    path: '/',
    sessionPages: 1,
    lastShown: {},
    closed: {},
    subscribed: {},
    tradeNewsletterHandled: false,
    countdownClosedAt: null,
    shownThisVisit: 0,
    perVisit: 1,
    covered: false,
    ...overrides,
  };
}

/** An element's settings from the page's `popups` settings (a visitor in Chrome). */
export function instanceSettings(
  popups: object,
  overrides: Partial<InstanceSettings> = {},
): InstanceSettings {
  return {
    config: parsePopupsConfig({ defaultList: 'DEF', ...popups }, 'https://rove.shop'),
    only: null,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    ...overrides,
  };
}
