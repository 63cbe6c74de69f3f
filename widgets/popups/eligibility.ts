/**
 * May a popup show now? Its conditions (who and where) and caps (how often), as pure rules
 * over what the page and the store know. The once-per-page-per-kind rule is the machine's
 * (popups.machine.ts: it spans every <rove-popups> on the page).
 */
import type { Country } from '../../core/country';
import type { TimeMap } from './popup-store';
import type { CountdownSettings, CountdownView, PopupDefinition } from './types';
import { countsInVisit } from './popups-config';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The countdown stays hidden this long after the visitor closed it (spec/marketing.md §4, §9). */
export const COUNTDOWN_HIDDEN_AFTER_CLOSE_MS = 6 * HOUR_MS;

/** The trade newsletter's cookie lifetime once handled (spec/product.md §4, §9). */
export const TRADE_NEWSLETTER_COOKIE_DAYS = 1;

export interface EligibilityContext {
  now: number;
  country: Country;
  /** location.pathname */
  path: string;
  loggedIn: boolean;
  sessionPages: number;
  lastShown: TimeMap;
  closed: TimeMap;
  subscribed: TimeMap;
  /** The trade newsletter cookie is set (closed or subscribed within a day). */
  tradeNewsletterHandled: boolean;
  /** Every definition on the page: a subscription to one list hides the others on that list. */
  definitions: readonly PopupDefinition[];
  /** Campaign popups this visit has shown (popup-store.ts), and how many it may (settings). */
  shownThisVisit: number;
  perVisit: number;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const yes: Verdict = { ok: true };
const no = (reason: string): Verdict => ({ ok: false, reason });

/**
 * Whether `path` is `prefix` or below it, segment-wise: '/campaign' covers '/campaign/spring'
 * but not '/campaigns'.
 *
 * @example pathMatches('/campaign/spring', '/campaign') // true
 */
export function pathMatches(path: string, prefix: string): boolean {
  if (prefix === '/' || path === prefix) return true;
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return path.startsWith(base);
}

function subscribedBefore(definition: PopupDefinition, context: EligibilityContext): boolean {
  if (Object.hasOwn(context.subscribed, definition.id)) return true;
  // Same list, other popup: the visitor is on that list already.
  return context.definitions.some(
    (other) =>
      other.id !== definition.id &&
      other.markup.list === definition.markup.list &&
      definition.markup.list !== '' &&
      Object.hasOwn(context.subscribed, other.id),
  );
}

/**
 * The conditions and caps of one popup, first failing rule named.
 *
 * @example eligibility(storeClosing, { ...context, country: 'US' }) // { ok: false, reason: 'country' }
 */
export function eligibility(definition: PopupDefinition, context: EligibilityContext): Verdict {
  const { conditions, id } = definition;
  if (conditions.countries && !conditions.countries.includes(context.country)) return no('country');
  if (conditions.paths && !conditions.paths.some((prefix) => pathMatches(context.path, prefix)))
    return no('path');
  if (conditions.loggedIn !== undefined && conditions.loggedIn !== context.loggedIn)
    return no('logged-in');
  if (conditions.minSessionPages !== undefined && context.sessionPages < conditions.minSessionPages)
    return no('session-pages');
  const shown = context.lastShown[id];
  if (
    conditions.everyHours !== undefined &&
    shown !== undefined &&
    context.now - shown < conditions.everyHours * HOUR_MS
  )
    return no('shown-recently');
  const closed = context.closed[id];
  const daysAfterClose = conditions.daysAfterClose ?? 1;
  if (closed !== undefined && context.now - closed < daysAfterClose * DAY_MS)
    return no('closed-recently');
  if ((conditions.hideWhenSubscribed ?? false) && subscribedBefore(definition, context))
    return no('subscribed');
  if (definition.kind === 'trade-newsletter' && context.tradeNewsletterHandled)
    return no('trade-cookie');
  if (countsInVisit(definition.kind) && context.shownThisVisit >= context.perVisit)
    return no('visit-cap');
  return yes;
}

/**
 * The countdown banner now: null once it reached zero, for 6 hours after a close, or before
 * the page has a countdown.
 *
 * @example countdownView({ countdownTitle: 'Sale ends', countdownEnd: now + 5_000 }, now, null) // { title: 'Sale ends', remaining: 5 }
 */
export function countdownView(
  countdown: CountdownSettings | null,
  now: number,
  closedAt: number | null,
): CountdownView | null {
  if (!countdown) return null;
  if (closedAt !== null && now - closedAt < COUNTDOWN_HIDDEN_AFTER_CLOSE_MS && closedAt <= now)
    return null;
  const remaining = Math.ceil((countdown.countdownEnd - now) / 1000);
  return remaining > 0 ? { title: countdown.countdownTitle, remaining } : null;
}
