/**
 * The popups' rules as sequences of events → what shows, with no DOM, clock or storage: the
 * adapters' answers (a trigger, the sanitizer, the geolocation lookup, a call) are events here,
 * and what the machine asks of them is the effects it returns.
 */
import { describe, expect, it } from 'vitest';
import type { Country } from '../../core/country';
import {
  initialPopupsState,
  mayFire,
  popupsReducer,
  type InstanceSettings,
  type PopupsEffect,
  type PopupsEvent,
  type PopupsState,
} from './popups.machine';
import { NOW, instanceSettings as settings, pageFacts as facts } from './popups.test-helpers';
import type { CleanMarkup, PopupTrigger } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLEAN: CleanMarkup = { form: '<h2>Join</h2>', done: '<p>Thanks</p>', html: '<p>Hi</p>' };

/** A page: its state, every effect so far, and the last event's. */
function page(state: PopupsState = initialPopupsState) {
  const run = {
    state,
    effects: [] as PopupsEffect[],
    last: [] as readonly PopupsEffect[],
    send(event: PopupsEvent) {
      const step = popupsReducer(run.state, event);
      run.state = step.state;
      run.last = step.effects;
      run.effects.push(...step.effects);
      return run;
    },
    /** An element mounts. */
    mount(
      instance: number,
      popups: object,
      overrides: Partial<InstanceSettings> = {},
      f = facts(),
    ) {
      return run.send({
        type: 'settings-read',
        instance,
        settings: settings(popups, overrides),
        facts: f,
      });
    },
    /** Its trigger fires and its markup comes back from the sanitizer. */
    fire(instance: number, id: string, f = facts(), city: string | null = null) {
      run.send({ type: 'triggered', instance, id, city });
      return run.send({ type: 'markup-cleaned', instance, id, clean: CLEAN, facts: f });
    },
    /** The id of the popup on screen. */
    get shown() {
      return run.state.shown?.definition.id ?? null;
    },
    types: () => run.last.map((effect) => effect.type),
  };
  return run;
}

const item = (id: string, kind: string, extra: object = {}) => ({ id, kind, ...extra });
const NEWS = { items: [item('news', 'newsletter', { markup: { list2: 'VIP' } })] };

describe('crawlers', () => {
  it('get nothing: no popup, countdown, stylesheet, call or timer', () => {
    const run = page().mount(
      1,
      {
        ...NEWS,
        stylesheetUrl: '/n.css',
        countdown: { countdownTitle: 'Sale', countdownEnd: NOW + DAY },
      },
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(run.state).toBe(initialPopupsState);
    expect(run.effects).toEqual([]);
  });
});

describe('arming', () => {
  it("arms each popup that may show with its kind's trigger, and adds the stylesheet once", () => {
    const run = page().mount(1, {
      stylesheetUrl: '/n.css',
      geolocationUrl: '/geo',
      items: [
        item('news', 'newsletter'),
        item('leaving', 'exit-intent'),
        item('sr', 'showroom', { cities: ['Toronto'] }),
        item('trade', 'trade-newsletter', { markup: { list: 'TRADE' } }),
        item('renew', 'renewal'),
      ],
    });
    const arm = (id: string, trigger: PopupTrigger, locate: string | null = null) => ({
      instance: 1,
      type: 'arm',
      id,
      trigger,
      locate,
    });
    const interval = (seconds: number) => ({ type: 'interval', seconds, pollMs: 250 }) as const;
    expect(run.effects).toEqual([
      { instance: 1, type: 'load-stylesheet', url: '/n.css' },
      arm('news', interval(10)),
      arm('leaving', { type: 'exit', armAfterSeconds: 5 }),
      // The showroom's trigger waits for the geolocation lookup, started as it is armed.
      arm('sr', interval(5), '/geo'),
      arm('trade', interval(10)),
      arm('renew', { type: 'load' }),
    ]);
  });

  it('arms nothing its conditions or caps keep away', () => {
    const run = page().mount(
      1,
      {
        items: [
          item('closing', 'store-closing'),
          item('trade', 'trade-newsletter', { markup: { list: 'TRADE' } }),
          item('news', 'newsletter'),
          item('sr', 'showroom', { cities: ['Toronto'] }),
          item('member', 'renewal', { conditions: { loggedIn: true, paths: ['/user'] } }),
          item('deep', 'promo', { conditions: { minSessionPages: 3 } }),
        ],
      },
      {},
      facts({
        tradeNewsletterHandled: true,
        closed: { news: NOW - 23 * HOUR },
        sessionPages: 2,
      }),
    );
    // Store closing is for AU and KR; the trade cookie; closed within a day; no geolocation
    // service; not logged in; two pages of three.
    expect(run.effects).toEqual([]);
    expect(run.state.candidates).toEqual([]);
  });

  it('runs only the popups `only` names, and no countdown there', () => {
    const run = page().mount(
      1,
      {
        items: [item('a', 'promo'), item('b', 'renewal')],
        countdown: { countdownTitle: 'Sale', countdownEnd: NOW + DAY },
      },
      { only: ['b'] },
    );
    expect(run.effects).toEqual([
      { instance: 1, type: 'arm', id: 'b', trigger: { type: 'load' }, locate: null },
    ]);
    expect(run.state.countdown).toBeNull();
  });
});

describe('triggers', () => {
  it('an armed popup may fire once its conditions hold; then its markup is cleaned', () => {
    const run = page().mount(
      1,
      { items: [item('deep', 'promo', { conditions: { minSessionPages: 2 } })] },
      {},
      facts({ sessionPages: 2 }),
    );
    expect(mayFire(run.state, 1, 'deep', facts({ sessionPages: 1 }))).toBe(false);
    expect(mayFire(run.state, 1, 'deep', facts({ sessionPages: 2 }))).toBe(true);
    run.send({ type: 'triggered', instance: 1, id: 'deep', city: null });
    expect(run.last).toEqual([
      { instance: 1, type: 'clean', definition: run.state.candidates[0]?.definition },
    ]);
    expect(mayFire(run.state, 1, 'deep', facts({ sessionPages: 2 }))).toBe(false);
    run.send({
      type: 'markup-cleaned',
      instance: 1,
      id: 'deep',
      clean: CLEAN,
      facts: facts({ sessionPages: 2 }),
    });
    expect(run.shown).toBe('deep');
  });

  it('shows a popup with its clean markup, records it and tells the page', () => {
    const run = page().mount(1, NEWS).fire(1, 'news');
    expect(run.state.shown).toMatchObject({
      instance: 1,
      clean: CLEAN,
      phase: 'form',
      email: '',
      emailInvalid: false,
    });
    expect(run.last).toEqual([
      { instance: 1, type: 'popup-shown', definition: run.state.shown?.definition, at: NOW },
    ]);
  });

  it('never shows a popup whose sanitizer could not load', () => {
    const run = page().mount(1, NEWS);
    run.send({ type: 'triggered', instance: 1, id: 'news', city: null });
    run.send({ type: 'markup-cleaned', instance: 1, id: 'news', clean: null, facts: facts() });
    expect(run.shown).toBeNull();
    expect(run.state.candidates).toEqual([]);
  });
});

describe('one popup at a time', () => {
  const TWO = { items: [item('promo', 'promo'), item('renew', 'renewal')] };

  it('shows one popup at a time; the next waits for the first to close', () => {
    const run = page().mount(1, TWO).fire(1, 'promo').fire(1, 'renew');
    expect(run.shown).toBe('promo');
    expect(run.state.queue.map((waiting) => waiting.definition.id)).toEqual(['renew']);
    run.send({ type: 'closed', facts: facts() });
    expect(run.effects).toContainEqual({ instance: 1, type: 'popup-closed', id: 'promo', at: NOW });
    expect(run.shown).toBe('renew');
  });

  it('shows each kind at most once per page, across instances', () => {
    // A site that lets a visit see more than one campaign popup (popups.perVisit).
    const f = facts({ perVisit: 5 });
    const run = page()
      .mount(1, NEWS, {}, f)
      .mount(2, { items: [item('news-2', 'newsletter'), item('promo', 'promo')] }, {}, f);
    run.fire(1, 'news', f);
    // Instance 2's newsletter is disarmed for good; its promo stays armed.
    expect(run.last).toContainEqual({ instance: 2, type: 'disarm', id: 'news-2' });
    expect(run.state.candidates.map((c) => c.definition.id)).toEqual(['promo']);
    run.send({ type: 'closed', facts: f });
    // A third instance mounting later arms no newsletter either.
    run.mount(3, { items: [item('news-3', 'newsletter')] }, {}, f);
    expect(run.last).toEqual([]);
    expect(run.state.shownKinds).toEqual(['newsletter']);
  });

  it('keeps a second popup of a kind from showing after the first, even when queued', () => {
    const run = page().mount(1, { items: [item('a', 'promo'), item('b', 'promo')] });
    run.send({ type: 'triggered', instance: 1, id: 'a', city: null });
    run.send({ type: 'triggered', instance: 1, id: 'b', city: null });
    run.send({ type: 'markup-cleaned', instance: 1, id: 'a', clean: CLEAN, facts: facts() });
    run.send({ type: 'markup-cleaned', instance: 1, id: 'b', clean: CLEAN, facts: facts() });
    run.send({ type: 'closed', facts: facts() });
    expect(run.shown).toBeNull();
    expect(run.state.queue).toEqual([]);
  });

  it("waits while another widget's dialog, the search panel or the checkout is open, then shows", () => {
    const run = page()
      .mount(1, NEWS)
      .fire(1, 'news', facts({ covered: true }));
    expect(run.shown).toBeNull();
    run.send({ type: 'overlay-changed', facts: facts({ covered: true }) });
    expect(run.shown).toBeNull();
    run.send({ type: 'overlay-changed', facts: facts() });
    expect(run.shown).toBe('news');
  });

  it('drops a waiting popup that is no longer wanted or whose element left', () => {
    const run = page()
      .mount(1, { items: [item('news', 'newsletter'), item('promo', 'promo')] })
      .mount(2, { items: [item('renew', 'renewal')] })
      .mount(3, {
        items: [item('closing', 'store-closing', { conditions: { countries: ['US'] } })],
      });
    const covered = facts({ covered: true });
    run.fire(1, 'news', covered).fire(2, 'renew', covered).fire(3, 'closing', covered);
    run.send({ type: 'unmounted', instance: 2, facts: covered });
    // The visitor subscribed to the newsletter in another tab meanwhile.
    run.send({ type: 'overlay-changed', facts: facts({ subscribed: { news: NOW - 1000 } }) });
    expect(run.shown).toBe('closing');
    expect(run.state.queue).toEqual([]);
    expect(run.state.shownKinds).toEqual(['store-closing']);
  });

  it("an element's leaving frees the slot (no close recorded) and the banner", () => {
    const f = facts({ perVisit: 2 });
    const run = page()
      .mount(1, { ...NEWS, countdown: { countdownTitle: 'Sale', countdownEnd: NOW + DAY } }, {}, f)
      .mount(2, { items: [item('promo', 'promo')] }, {}, f)
      .fire(1, 'news', f)
      .fire(2, 'promo', f);
    run.send({ type: 'unmounted', instance: 1, facts: f });
    expect(run.shown).toBe('promo');
    expect(run.state.countdown).toBeNull();
    expect(run.effects.some((effect) => effect.type === 'popup-closed')).toBe(false);
  });
});

describe('one campaign popup a visit (popups.perVisit)', () => {
  const TWO = { items: [item('news', 'newsletter'), item('promo', 'promo')] };

  it('drops the other campaign popups once one has shown: not queued, not shown after a close', () => {
    const run = page().mount(1, TWO);
    run.send({ type: 'triggered', instance: 1, id: 'promo', city: null });
    run.fire(1, 'news');
    expect(run.shown).toBe('news');
    expect(run.last).toContainEqual({ instance: 1, type: 'disarm', id: 'promo' });
    run.send({ type: 'markup-cleaned', instance: 1, id: 'promo', clean: CLEAN, facts: facts() });
    run.send({ type: 'closed', facts: facts({ shownThisVisit: 1 }) });
    expect(run.shown).toBeNull();
    expect(run.state.candidates).toEqual([]);
  });

  it('arms none on a later page of the visit, and arms them again on the next visit', () => {
    expect(page().mount(1, TWO, {}, facts({ shownThisVisit: 1 })).last).toEqual([]);
    const next = page().mount(1, TWO, {}, facts({ shownThisVisit: 0 }));
    expect(next.state.candidates.map((c) => c.definition.id)).toEqual(['news', 'promo']);
  });

  it('shows as many as the settings allow', () => {
    const f = facts({ perVisit: 2 });
    const run = page().mount(1, TWO, {}, f).fire(1, 'news', f);
    run.send({ type: 'closed', facts: facts({ perVisit: 2, shownThisVisit: 1 }) });
    run.fire(1, 'promo', facts({ perVisit: 2, shownThisVisit: 1 }));
    expect(run.shown).toBe('promo');
  });

  it('leaves a store’s closing notice and a renewal out of the count', () => {
    const run = page().mount(
      1,
      { items: [item('closing', 'store-closing'), item('news', 'newsletter')] },
      {},
      facts({ country: 'AU' }),
    );
    run.fire(1, 'closing', facts({ country: 'AU' }));
    expect(run.state.candidates.map((c) => c.definition.id)).toEqual(['news']);
    run.send({ type: 'closed', facts: facts({ country: 'AU' }) });
    run.fire(1, 'news', facts({ country: 'AU' }));
    expect(run.shown).toBe('news');
  });
});

describe('showroom', () => {
  const SHOWROOM = {
    geolocationUrl: '/geo',
    items: [item('sr', 'showroom', { cities: ['Toronto', 'Montréal'] })],
  };

  it('shows 5 s after load in a showroom city (case and accents ignored)', () => {
    const run = page().mount(1, SHOWROOM).fire(1, 'sr', facts(), 'montreal');
    expect(run.shown).toBe('sr');
  });

  it('shows nothing elsewhere, or when the lookup failed', () => {
    const elsewhere = page().mount(1, SHOWROOM).fire(1, 'sr', facts(), 'Chicago');
    expect(elsewhere.shown).toBeNull();
    expect(elsewhere.state.candidates).toEqual([]);
    expect(elsewhere.effects.map((effect) => effect.type)).toEqual(['arm']);

    const failed = page().mount(1, SHOWROOM).fire(1, 'sr', facts(), null);
    expect(failed.shown).toBeNull();
    expect(failed.state.candidates).toEqual([]);
  });

  it('not again for 48 hours, and never without a geolocation service', () => {
    const shownAt = (hoursAgo: number) =>
      page()
        .mount(1, SHOWROOM, {}, facts({ lastShown: { sr: NOW - hoursAgo * HOUR } }))
        .types();
    expect(shownAt(47)).toEqual([]);
    expect(shownAt(49)).toEqual(['arm']);
    expect(page().mount(1, { items: SHOWROOM.items }).types()).toEqual([]);
  });
});

describe('store closing and renewal', () => {
  const CLOSING = { items: [item('closing', 'store-closing')] };

  it('tells Australian and Korean visitors the store is closing, on load', () => {
    const visitor = (country: Country) => facts({ country });
    const au = page().mount(1, CLOSING, {}, visitor('AU')).fire(1, 'closing', visitor('AU'));
    expect(au.shown).toBe('closing');
    expect(page().mount(1, CLOSING, {}, visitor('KR')).types()).toEqual(['arm']);
    expect(page().mount(1, CLOSING, {}, visitor('US')).types()).toEqual([]);
  });

  it('renewal: accepting enrols, then submits the host form and closes', () => {
    const run = page()
      .mount(1, { items: [item('renew', 'renewal')] })
      .fire(1, 'renew');
    run.send({ type: 'submitted', now: NOW });
    expect(run.last).toEqual([]);
    run.send({ type: 'accepted', now: NOW });
    expect(run.state.shown?.phase).toBe('sending');
    expect(run.last).toEqual([{ instance: 1, type: 'enrol', id: 'renew', at: NOW }]);
    run.send({ type: 'accepted', now: NOW });
    expect(run.last).toEqual([]);
    run.send({ type: 'answered', instance: 1, id: 'renew', ok: false, facts: facts() });
    expect(run.last).toEqual([
      { instance: 1, type: 'submit-renewal-form' },
      { instance: 1, type: 'popup-closed', id: 'renew', at: NOW },
    ]);
    expect(run.shown).toBeNull();
  });

  it('renewal: an enrolment answering after a close does nothing', () => {
    const run = page()
      .mount(1, { items: [item('renew', 'renewal')] })
      .fire(1, 'renew');
    run.send({ type: 'accepted', now: NOW }).send({ type: 'closed', facts: facts() });
    run.send({ type: 'answered', instance: 1, id: 'renew', ok: false, facts: facts() });
    expect(run.last).toEqual([]);
  });
});

describe('email forms', () => {
  const open = (popups: object = NEWS) =>
    page()
      .mount(1, popups)
      .fire(1, popups === NEWS ? 'news' : 'x');
  const type = (run: ReturnType<typeof page>, email: string) =>
    run.send({ type: 'email-changed', email });

  it('marks an invalid email and sends nothing; the mark stays until the address is right', () => {
    const run = open();
    type(run, 'ana@rove').send({ type: 'submitted', now: NOW });
    expect(run.state.shown).toMatchObject({ phase: 'form', emailInvalid: true });
    expect(run.last).toEqual([]);
    type(run, 'ana@rove.s');
    expect(run.state.shown?.emailInvalid).toBe(true);
    type(run, 'ana@rove.shop');
    expect(run.state.shown?.emailInvalid).toBe(false);
  });

  it('subscribes a valid email once, then shows the done content and tells the page', () => {
    const run = open();
    type(run, '  ana@rove.shop ').send({ type: 'submitted', now: NOW });
    const { definition } = run.state.shown ?? {};
    expect(run.state.shown).toMatchObject({ phase: 'sending', email: 'ana@rove.shop' });
    expect(run.last).toEqual([
      { instance: 1, type: 'subscribe', definition, email: 'ana@rove.shop', at: NOW },
    ]);
    // A second press while sending, and typing, change nothing.
    run.send({ type: 'submitted', now: NOW });
    expect(run.last).toEqual([]);
    type(run, 'other@rove.shop');
    expect(run.state.shown?.email).toBe('ana@rove.shop');
    run.send({
      type: 'answered',
      instance: 1,
      id: 'news',
      ok: true,
      facts: facts({ now: NOW + 1 }),
    });
    expect(run.state.shown?.phase).toBe('done');
    expect(run.last).toEqual([
      {
        instance: 1,
        type: 'newsletter-subscribed',
        definition,
        email: 'ana@rove.shop',
        at: NOW + 1,
      },
    ]);
  });

  it('brings the form back after a failed subscription', () => {
    const run = open();
    type(run, 'ana@rove.shop').send({ type: 'submitted', now: NOW });
    run.send({ type: 'answered', instance: 1, id: 'news', ok: false, facts: facts() });
    expect(run.state.shown).toMatchObject({ phase: 'form', email: 'ana@rove.shop' });
    expect(run.last).toEqual([]);
  });

  it('a close while sending aborts the call; its answer then records nothing', () => {
    const run = open();
    type(run, 'ana@rove.shop').send({ type: 'submitted', now: NOW });
    run.send({ type: 'closed', facts: facts() });
    expect(run.types()).toEqual(['popup-closed']);
    run.send({ type: 'answered', instance: 1, id: 'news', ok: true, facts: facts() });
    expect(run.last).toEqual([]);
  });

  it('a campaign sign-up needs an address too', () => {
    const run = open({ items: [item('x', 'campaign-signup', { markup: { list: 'SPRING' } })] });
    type(run, 'ab').send({ type: 'submitted', now: NOW });
    expect(run.state.shown?.emailInvalid).toBe(true);
  });

  it('hides an email popup from a visitor subscribed to its list', () => {
    const SAME_LIST = {
      items: [
        item('a', 'newsletter', { markup: { list: 'L' } }),
        item('b', 'newsletter', { markup: { list: 'L' } }),
      ],
    };
    const subscribed = facts({
      subscribed: { a: NOW - DAY * 30 },
      definitions: settings(SAME_LIST).config.popups,
    });
    const run = page().mount(1, SAME_LIST, {}, subscribed);
    expect(run.types()).toEqual([]);
  });
});

describe('trade newsletter', () => {
  const TRADE = { items: [item('x', 'trade-newsletter', { markup: { list: 'TRADE' } })] };

  it('sets its 1-day cookie once subscribed', () => {
    const run = page().mount(1, TRADE).fire(1, 'x');
    run.send({ type: 'email-changed', email: 'studio@rove.design' });
    run.send({ type: 'submitted', now: NOW });
    run.send({ type: 'answered', instance: 1, id: 'x', ok: true, facts: facts() });
    expect(run.last).toContainEqual({ instance: 1, type: 'trade-cookie', days: 1 });
  });

  it('sets its 1-day cookie once closed, and the cookie keeps it away', () => {
    const run = page().mount(1, TRADE).fire(1, 'x');
    run.send({ type: 'closed', facts: facts() });
    expect(run.last).toContainEqual({ instance: 1, type: 'trade-cookie', days: 1 });
    expect(
      page()
        .mount(1, TRADE, {}, facts({ tradeNewsletterHandled: true }))
        .types(),
    ).toEqual([]);
  });

  it('other kinds set no cookie', () => {
    const run = page().mount(1, NEWS).fire(1, 'news');
    run.send({ type: 'closed', facts: facts() });
    expect(run.types()).toEqual(['popup-closed']);
  });
});

describe('countdown banner', () => {
  const COUNTDOWN = (ms: number) => ({
    countdown: { countdownTitle: 'Sale ends', countdownEnd: NOW + ms },
  });
  const tick = (run: ReturnType<typeof page>, at: number, closedAt: number | null = null) =>
    run.send({ type: 'clock-ticked', facts: facts({ now: at, countdownClosedAt: closedAt }) });

  it('ticks each second and is gone at zero', () => {
    const run = page().mount(1, COUNTDOWN(2_500));
    expect(run.state.countdown?.view).toEqual({ title: 'Sale ends', remaining: 3 });
    expect(run.last).toEqual([{ instance: 1, type: 'start-clock' }]);
    const before = run.state;
    tick(run, NOW + 400);
    expect(run.state).toBe(before);
    tick(run, NOW + 1_000);
    expect(run.state.countdown?.view?.remaining).toBe(2);
    tick(run, NOW + 2_500);
    expect(run.state.countdown?.view).toBeNull();
    expect(run.last).toEqual([{ instance: 1, type: 'stop-clock', closedAt: null }]);
  });

  it('shows once per page: the first element that can show it keeps it', () => {
    const run = page().mount(1, COUNTDOWN(DAY)).mount(2, COUNTDOWN(DAY));
    expect(run.state.countdown?.instance).toBe(1);
    expect(run.last).toEqual([]);
  });

  it('a close hides it for 6 hours', () => {
    const run = page().mount(1, COUNTDOWN(DAY));
    run.send({ type: 'countdown-closed', now: NOW });
    expect(run.state.countdown?.view).toBeNull();
    expect(run.last).toEqual([{ instance: 1, type: 'stop-clock', closedAt: NOW }]);
    const later = (hours: number) =>
      page().mount(
        1,
        COUNTDOWN(DAY),
        {},
        facts({ now: NOW + hours * HOUR, countdownClosedAt: NOW }),
      ).state.countdown?.view ?? null;
    expect(later(5.9)).toBeNull();
    expect(later(6)).toMatchObject({ title: 'Sale ends' });
  });
});
