import { describe, expect, it } from 'vitest';
import { resetLogOnce } from '../../core/log';
import {
  DEFAULT_MARKETING_URL,
  DEFAULT_RENEWAL_FORM,
  MAX_POPUPS,
  NO_POPUPS,
  parsePopupsConfig,
  parseTrigger,
} from './popups-config';
import { serviceUrl } from './service-url';
import { silenceWarnings } from '../shared/testing/console-warnings';

const ORIGIN = 'https://shop.example';
const warnings = silenceWarnings();

const parse = (raw: unknown) => parsePopupsConfig(raw, ORIGIN);
const only = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  parse({ defaultList: 'DEF', ...extra, items: [item] }).popups[0];

describe('parsePopupsConfig: kind defaults', () => {
  it('gives the newsletter kinds 10 s polled every 250 ms, the default list, a day after a close', () => {
    const popup = only({ id: 'news', kind: 'newsletter' });
    expect(popup).toEqual({
      id: 'news',
      kind: 'newsletter',
      label: '',
      conditions: { daysAfterClose: 1, hideWhenSubscribed: true },
      trigger: { type: 'interval', seconds: 10, pollMs: 250 },
      markup: {
        form: '',
        done: '',
        overlay: true,
        html: '',
        callback: null,
        list: 'DEF',
        list2: null,
      },
      cta: null,
      cities: [],
    });
    expect(only({ id: 'p', kind: 'promo' })?.trigger).toEqual({
      type: 'interval',
      seconds: 10,
      pollMs: 250,
    });
    expect(only({ id: 'c', kind: 'campaign-signup' })?.trigger.type).toBe('interval');
  });

  it('gives the showroom 5 s and at most once per 48 hours (spec/product.md §4, §9)', () => {
    const popup = only({
      id: 'sr',
      kind: 'showroom',
      cities: ['Toronto', ' Toronto ', 'Vancouver'],
    });
    expect(popup?.trigger).toEqual({ type: 'interval', seconds: 5, pollMs: 250 });
    expect(popup?.conditions.everyHours).toBe(48);
    expect(popup?.conditions.hideWhenSubscribed).toBe(false);
    expect(popup?.cities).toEqual(['Toronto', 'Vancouver']);
  });

  it('gives the trade newsletter 10 s; store closing AU and KR on load; renewal on load; exit armed after 5 s', () => {
    expect(only({ id: 't', kind: 'trade-newsletter' })?.trigger).toEqual({
      type: 'interval',
      seconds: 10,
      pollMs: 250,
    });
    const closing = only({ id: 's', kind: 'store-closing' });
    expect(closing?.trigger).toEqual({ type: 'load' });
    expect(closing?.conditions.countries).toEqual(['AU', 'KR']);
    expect(only({ id: 'r', kind: 'renewal' })?.trigger).toEqual({ type: 'load' });
    expect(only({ id: 'e', kind: 'exit-intent' })?.trigger).toEqual({
      type: 'exit',
      armAfterSeconds: 5,
    });
  });

  it('lets the settings override the defaults', () => {
    const popup = only({
      id: 'news',
      kind: 'newsletter',
      label: ' Join us ',
      event: { scroll: [40] },
      conditions: {
        countries: ['US', 'US', 'CA'],
        paths: ['/campaign'],
        loggedIn: false,
        minSessionPages: 2,
        daysAfterClose: 7,
        hideWhenSubscribed: false,
      },
      markup: {
        form: '<h2>Hi</h2>',
        done: '<p>Thanks</p>',
        overlay: false,
        list: 'L1',
        list2: 'L2',
        callback: 'dataLayerSignup',
      },
    });
    expect(popup?.label).toBe('Join us');
    expect(popup?.trigger).toEqual({ type: 'scroll', percent: 40 });
    expect(popup?.conditions).toEqual({
      countries: ['US', 'CA'],
      paths: ['/campaign'],
      loggedIn: false,
      minSessionPages: 2,
      daysAfterClose: 7,
      hideWhenSubscribed: false,
    });
    expect(popup?.markup).toEqual({
      form: '<h2>Hi</h2>',
      done: '<p>Thanks</p>',
      overlay: false,
      html: '',
      callback: 'dataLayerSignup',
      list: 'L1',
      list2: 'L2',
    });
  });

  it('reads the service settings and their defaults', () => {
    expect(parse({ items: [] })).toEqual({ ...NO_POPUPS });
    const config = parse({
      marketingUrl: 'https://a.klaviyo.com/client/subscriptions',
      geolocationUrl: 'https://geo.example/json',
      stylesheetUrl: '/themes/rove/newsletter.css',
      renewalForm: 'form#renew',
      items: [],
    });
    expect(config.marketingUrl).toBe('https://a.klaviyo.com/client/subscriptions');
    expect(config.geolocationUrl).toBe('https://geo.example/json');
    expect(config.stylesheetUrl).toBe('/themes/rove/newsletter.css');
    expect(config.renewalForm).toBe('form#renew');
    expect(parse({}).marketingUrl).toBe(DEFAULT_MARKETING_URL);
    expect(parse({}).renewalForm).toBe(DEFAULT_RENEWAL_FORM);
  });

  it('reads the countdown with an ISO date or epoch ms', () => {
    expect(
      parse({ countdown: { countdownTitle: 'Sale ends', countdownEnd: '2030-01-02T03:04:05Z' } })
        .countdown,
    ).toEqual({
      countdownTitle: 'Sale ends',
      countdownEnd: Date.UTC(2030, 0, 2, 3, 4, 5),
    });
    expect(
      parse({ countdown: { countdownTitle: 'T', countdownEnd: 1_900_000_000_000 } }).countdown
        ?.countdownEnd,
    ).toBe(1_900_000_000_000);
    expect(
      parse({ countdown: { countdownTitle: 'T', countdownEnd: 'soon' } }).countdown,
    ).toBeNull();
    expect(
      parse({ countdown: { countdownTitle: 'T', countdownEnd: '2030-99-99' } }).countdown,
    ).toBeNull();
    expect(warnings.spy).toHaveBeenCalledWith(expect.stringContaining('popups.countdown ignored'));
  });
});

describe('popups.perVisit', () => {
  it('is one campaign popup a visit unless the settings say more', () => {
    expect(parse({}).perVisit).toBe(1);
    expect(parse({ perVisit: 3 }).perVisit).toBe(3);
  });

  it('keeps the popups and the default of one for a wrong value, with one warning', () => {
    for (const perVisit of [0, -5, 1.5, '2', 1000]) {
      const config = parse({
        perVisit,
        defaultList: 'L',
        items: [{ id: 'news', kind: 'newsletter' }],
      });
      expect(config.perVisit, String(perVisit)).toBe(1);
      expect(config.popups.map((popup) => popup.id)).toEqual(['news']);
    }
    expect(warnings.spy).toHaveBeenCalledWith(expect.stringContaining('popups.perVisit ignored'));
  });
});

describe('parsePopupsConfig: invalid parts', () => {
  it('drops each invalid popup with one warning naming it and keeps the others', () => {
    const config = parse({
      defaultList: 'DEF',
      items: [
        { id: 'ok', kind: 'newsletter' },
        { id: 'bad-kind', kind: 'lightbox' },
        { id: 'bad-event', kind: 'promo', event: { interval: ['10', 250] } },
        { id: 'bad-scroll', kind: 'promo', event: { scroll: [140] } },
        { id: 'no-cities', kind: 'showroom' },
        { id: 'bad id!', kind: 'promo' },
        'not an object',
        { id: 'ok', kind: 'promo' },
      ],
    });
    expect(config.popups.map((popup) => popup.id)).toEqual(['ok']);
    const messages = warnings.lines();
    expect(messages).toHaveLength(7);
    for (const name of [
      '"bad-kind"',
      '"bad-event"',
      '"bad-scroll"',
      '"no-cities"',
      '"bad id!"',
      '#6',
      'popup "ok" ignored: its id is used',
    ])
      expect(
        messages.some((message) => message.startsWith('[rove]') && message.includes(name)),
      ).toBe(true);
  });

  it('drops an email popup that has no list at all', () => {
    expect(parse({ items: [{ id: 'news', kind: 'newsletter' }] }).popups).toEqual([]);
    expect(warnings.spy).toHaveBeenCalledWith(
      expect.stringContaining('popup "news" ignored: markup.list'),
    );
  });

  it('keeps a popup but drops a call to action that leaves the site', () => {
    for (const href of [
      'javascript:alert(1)',
      'https://evil.example/x',
      '//evil.example',
      'data:text/html,x',
    ]) {
      resetLogOnce();
      expect(only({ id: 'p', kind: 'promo', cta: { href, label: 'Go' } })?.cta).toBeNull();
    }
    expect(
      only({ id: 'p', kind: 'promo', cta: { href: '/sale?x=1', label: ' Shop ' } })?.cta,
    ).toEqual({
      href: 'https://shop.example/sale?x=1',
      label: 'Shop',
    });
  });

  it('ignores wrong types at the root without throwing', () => {
    for (const raw of [
      'popups',
      42,
      true,
      [],
      [{ id: 'x' }],
      { items: 'x' },
      { items: { 0: {} } },
      { defaultList: 5 },
    ])
      expect(() => parse(raw)).not.toThrow();
    expect(parse('popups')).toEqual(NO_POPUPS);
    expect(parse({ items: 'x' }).popups).toEqual([]);
    expect(parse({ defaultList: 5, items: [] })).toEqual(NO_POPUPS);
  });

  it('refuses service URLs that are neither on the site nor https', () => {
    const config = parse({
      marketingUrl: 'http://evil.example/sub',
      geolocationUrl: 'javascript:x',
      stylesheetUrl: 'https://user:pw@cdn.example/a.css',
    });
    expect(config.marketingUrl).toBe(DEFAULT_MARKETING_URL);
    expect(config.geolocationUrl).toBeNull();
    expect(config.stylesheetUrl).toBeNull();
  });

  it('never lets prototype keys through', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "defaultList": "DEF", "items": [' +
        '{"id": "__proto__", "kind": "promo"},' +
        '{"id": "constructor", "kind": "promo"},' +
        '{"id": "p", "kind": "promo", "__proto__": {"kind": "renewal"}, "conditions": {"__proto__": {"loggedIn": true}}, "markup": {"constructor": "x"}}' +
        ']}',
    ) as unknown;
    const config = parse(hostile);
    expect(config.popups.map((popup) => popup.id)).toEqual(['p']);
    expect(config.popups[0]?.kind).toBe('promo');
    expect(config.popups[0]?.conditions.loggedIn).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('caps huge arrays instead of walking them', () => {
    const items = Array.from({ length: 100_000 }, (_, index) => ({
      id: `p${index}`,
      kind: 'promo',
    }));
    const config = parse({ items });
    expect(config.popups).toHaveLength(MAX_POPUPS);
    expect(warnings.spy).toHaveBeenCalledWith(
      expect.stringContaining(`only the first ${MAX_POPUPS} of 100000`),
    );
    const cities = Array.from({ length: 1_000_000 }, () => 'Toronto');
    expect(parse({ items: [{ id: 's', kind: 'showroom', cities }] }).popups).toEqual([]);
    expect(
      parse({ items: [{ id: 's', kind: 'promo', conditions: { paths: Array(5000).fill('/a') } }] })
        .popups,
    ).toEqual([]);
  });

  it('refuses oversized HTML and odd callbacks', () => {
    expect(only({ id: 'p', kind: 'promo', markup: { html: 'x'.repeat(50_001) } })).toBeUndefined();
    expect(only({ id: 'p', kind: 'promo', markup: { callback: 'alert(1)' } })).toBeUndefined();
    expect(only({ id: 'p', kind: 'promo', markup: { callback: '' } })?.markup.callback).toBeNull();
  });
});

describe('parseTrigger', () => {
  it("reads the specification's shapes and ours", () => {
    expect(parseTrigger({ interval: [3, 100] }, 'promo')).toEqual({
      ok: true,
      value: { type: 'interval', seconds: 3, pollMs: 100 },
    });
    expect(parseTrigger({ interval: [3] }, 'promo')).toEqual({
      ok: true,
      value: { type: 'interval', seconds: 3, pollMs: 250 },
    });
    expect(parseTrigger({ scroll: [50] }, 'promo')).toEqual({
      ok: true,
      value: { type: 'scroll', percent: 50 },
    });
    expect(parseTrigger('exit', 'promo')).toEqual({
      ok: true,
      value: { type: 'exit', armAfterSeconds: 5 },
    });
    expect(parseTrigger('load', 'promo')).toEqual({ ok: true, value: { type: 'load' } });
  });

  it.each([
    [{ interval: [] }],
    [{ interval: [1, 2, 3] }],
    [{ interval: [-1] }],
    [{ interval: [1, 0] }],
    [{ scroll: 'half' }],
    [{ scroll: [50, 60] }],
    ['hover'],
    [7],
  ])('refuses %j', (raw) => {
    expect(parseTrigger(raw, 'promo').ok).toBe(false);
  });
});

describe('serviceUrl', () => {
  it('keeps own paths as paths and https URLs as they are', () => {
    expect(serviceUrl('/api/x?y=1', ORIGIN)).toBe('/api/x?y=1');
    expect(serviceUrl('https://shop.example/api', ORIGIN)).toBe('https://shop.example/api');
    expect(serviceUrl('https://geo.example/json', ORIGIN)).toBe('https://geo.example/json');
    expect(serviceUrl('http://geo.example/json', ORIGIN)).toBeNull();
    expect(serviceUrl('  ', ORIGIN)).toBeNull();
  });
});
