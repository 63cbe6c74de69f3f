import { describe, expect, it } from 'vitest';
import { parsePopupsConfig } from './popups-config';
import { countdownView, eligibility, pathMatches, type EligibilityContext } from './eligibility';
import type { PopupDefinition } from './types';

const NOW = Date.UTC(2030, 5, 1, 12);
const HOUR = 3_600_000;

function definitions(items: unknown[]): PopupDefinition[] {
  return [...parsePopupsConfig({ defaultList: 'DEF', items }, 'https://shop.example').popups];
}

function context(overrides: Partial<EligibilityContext> = {}): EligibilityContext {
  return {
    now: NOW,
    country: 'US',
    path: '/',
    loggedIn: false,
    sessionPages: 1,
    lastShown: {},
    closed: {},
    subscribed: {},
    tradeNewsletterHandled: false,
    definitions: [],
    shownThisVisit: 0,
    perVisit: 1,
    ...overrides,
  };
}

const [news, closing, showroom, trade, campaign] = definitions([
  { id: 'news', kind: 'newsletter' },
  { id: 'closing', kind: 'store-closing' },
  { id: 'sr', kind: 'showroom', cities: ['Toronto'] },
  { id: 'trade', kind: 'trade-newsletter', markup: { list: 'TRADE' } },
  {
    id: 'camp',
    kind: 'campaign-signup',
    conditions: { countries: ['CA'], paths: ['/campaign'], loggedIn: true, minSessionPages: 2 },
  },
]) as [PopupDefinition, PopupDefinition, PopupDefinition, PopupDefinition, PopupDefinition];

describe('eligibility', () => {
  it('shows a newsletter to a new visitor', () => {
    expect(eligibility(news, context())).toEqual({ ok: true });
  });

  it('shows store closing to AU and KR visitors only', () => {
    expect(eligibility(closing, context({ country: 'AU' })).ok).toBe(true);
    expect(eligibility(closing, context({ country: 'KR' })).ok).toBe(true);
    expect(eligibility(closing, context({ country: 'US' }))).toEqual({
      ok: false,
      reason: 'country',
    });
  });

  it('checks country, path, login and session pages', () => {
    const fit = context({
      country: 'CA',
      path: '/campaign/spring',
      loggedIn: true,
      sessionPages: 2,
    });
    expect(eligibility(campaign, fit).ok).toBe(true);
    expect(eligibility(campaign, { ...fit, path: '/campaigns' })).toEqual({
      ok: false,
      reason: 'path',
    });
    expect(eligibility(campaign, { ...fit, loggedIn: false })).toEqual({
      ok: false,
      reason: 'logged-in',
    });
    expect(eligibility(campaign, { ...fit, sessionPages: 1 })).toEqual({
      ok: false,
      reason: 'session-pages',
    });
  });

  it('shows the showroom at most once per 48 hours', () => {
    expect(eligibility(showroom, context({ lastShown: { sr: NOW - 47 * HOUR } }))).toEqual({
      ok: false,
      reason: 'shown-recently',
    });
    expect(eligibility(showroom, context({ lastShown: { sr: NOW - 48 * HOUR } })).ok).toBe(true);
    // Others have no such cap.
    expect(eligibility(news, context({ lastShown: { news: NOW - HOUR } })).ok).toBe(true);
  });

  it('keeps a closed popup away for daysAfterClose (1 by default)', () => {
    expect(eligibility(news, context({ closed: { news: NOW - 23 * HOUR } }))).toEqual({
      ok: false,
      reason: 'closed-recently',
    });
    expect(eligibility(news, context({ closed: { news: NOW - 24 * HOUR } })).ok).toBe(true);
    const [weekly] = definitions([
      { id: 'w', kind: 'promo', conditions: { daysAfterClose: 7 } },
    ]) as [PopupDefinition];
    expect(eligibility(weekly, context({ closed: { w: NOW - 6 * 24 * HOUR } })).ok).toBe(false);
  });

  it('hides email popups from subscribers, by id and by list', () => {
    const all = definitions([
      { id: 'a', kind: 'newsletter', markup: { list: 'L' } },
      { id: 'b', kind: 'newsletter', markup: { list: 'L' } },
      { id: 'c', kind: 'newsletter', markup: { list: 'M' } },
      { id: 'p', kind: 'promo' },
    ]);
    const [a, b, c, p] = all as [
      PopupDefinition,
      PopupDefinition,
      PopupDefinition,
      PopupDefinition,
    ];
    const after = context({ subscribed: { a: NOW - HOUR, p: NOW }, definitions: all });
    expect(eligibility(a, after)).toEqual({ ok: false, reason: 'subscribed' });
    expect(eligibility(b, after)).toEqual({ ok: false, reason: 'subscribed' });
    expect(eligibility(c, after).ok).toBe(true);
    expect(eligibility(p, after).ok).toBe(true);
  });

  it('keeps the trade newsletter away while its cookie is set', () => {
    expect(eligibility(trade, context({ tradeNewsletterHandled: true }))).toEqual({
      ok: false,
      reason: 'trade-cookie',
    });
    expect(eligibility(trade, context()).ok).toBe(true);
  });
});

describe('pathMatches', () => {
  it('matches whole segments', () => {
    expect(pathMatches('/campaign', '/campaign')).toBe(true);
    expect(pathMatches('/campaign/x', '/campaign/')).toBe(true);
    expect(pathMatches('/campaigns', '/campaign')).toBe(false);
    expect(pathMatches('/anything', '/')).toBe(true);
  });
});

describe('countdownView', () => {
  const countdown = { countdownTitle: 'Sale ends', countdownEnd: NOW + 90_500 };
  it('counts whole seconds down to zero', () => {
    expect(countdownView(countdown, NOW, null)).toEqual({ title: 'Sale ends', remaining: 91 });
    expect(countdownView(countdown, NOW + 90_000, null)).toEqual({
      title: 'Sale ends',
      remaining: 1,
    });
    expect(countdownView(countdown, NOW + 90_500, null)).toBeNull();
    expect(countdownView(null, NOW, null)).toBeNull();
  });

  it('stays hidden for 6 hours after a close', () => {
    const far = { countdownTitle: 'T', countdownEnd: NOW + 24 * HOUR };
    expect(countdownView(far, NOW, NOW - 6 * HOUR + 1)).toBeNull();
    expect(countdownView(far, NOW, NOW - 6 * HOUR)?.remaining).toBe(24 * 3600);
  });
});
