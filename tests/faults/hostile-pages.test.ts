// @vitest-environment happy-dom
/**
 * Issue 9, faults: hand-written hostile host pages — a clobbered or booby-trapped `Drupal`,
 * prototype-pollution keys, huge strings, wrong types, missing keys, broken JSON. For each:
 * reading the settings never throws, nothing reaches Object.prototype, every field is valid,
 * and the values are what the table says. Under a handful of them real widgets are mounted
 * and must render with the defaults.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownTable, SETTINGS_HEADER, writeQualityPart } from '../helpers/quality-report';
import { resetLogOnce } from '../../core/log';
import { DEFAULT_SETTINGS } from '../../core/settings/defaults';
import {
  getSettings,
  parseSettings,
  resetSettings,
  type RoveSettings,
} from '../../core/settings/settings';
import { createLoveCountElement } from '../../widgets/love-count/love-count.element';
import { createLoveElement } from '../../widgets/love/love.element';
import { resetPageLoveStore } from '../../widgets/love/page-love-store';
import {
  clearPage,
  expectNoPollution,
  expectValidSettings,
  snapshotPrototypes,
} from './settings-harness';

interface HostilePage {
  name: string;
  /** Markup of <head> (the settings tag, usually). */
  head?: string;
  /** Markup of <body>. */
  body?: string;
  bodyClass?: string;
  url?: string;
  cookie?: string;
  /** Globals and DOM the markup cannot express; returns an undo step when it needs one. */
  setup?: () => void | (() => void);
  /** What the settings must then be (a subset). */
  expected: Partial<RoveSettings>;
  /** The keys reported invalid; omitted: not checked. */
  invalid?: string[];
}

type Win = Window & { Drupal?: unknown };
const setDrupal = (value: unknown) => {
  (window as Win).Drupal = value;
};
const tag = (json: string) => `<script type="application/json" id="rove-settings">${json}</script>`;
const boom = (): never => {
  throw new Error('boom');
};
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
const HUGE = 'a'.repeat(2_000_000);
const MALFORMED = 'malformed settings tag';
const defaultValues: Partial<RoveSettings> = { ...DEFAULT_SETTINGS };

const PAGES: HostilePage[] = [
  // -------- no or empty settings
  { name: 'no settings at all', expected: defaultValues, invalid: [] },
  { name: 'empty settings tag', head: tag(''), expected: defaultValues, invalid: [] },
  {
    name: 'whitespace-only tag',
    head: tag('\n  \n'),
    expected: defaultValues,
    invalid: [MALFORMED],
  },
  {
    name: 'BOM before the JSON',
    head: tag('\uFEFF{"memberFee":150}'),
    expected: { memberFee: 100 },
    invalid: [MALFORMED],
  },
  { name: 'tag says null', head: tag('null'), expected: defaultValues, invalid: [MALFORMED] },
  {
    name: 'tag is an array of settings',
    head: tag('[{"memberFee":1}]'),
    expected: { memberFee: 100 },
    invalid: [MALFORMED],
  },
  {
    name: 'tag is a JSON string of settings',
    head: tag('"{\\"memberFee\\":1}"'),
    expected: { memberFee: 100 },
    invalid: [MALFORMED],
  },
  {
    name: 'truncated JSON keeps the legacy settings',
    head: tag('{"memberFee": 150, "voucherMax":'),
    setup: () => setDrupal({ settings: { voucherMax: 300 } }),
    expected: { memberFee: 100, voucherMax: 300 },
    invalid: [MALFORMED],
  },
  {
    name: 'single-quoted pseudo-JSON',
    head: tag("{'memberFee': 1}"),
    expected: { memberFee: 100 },
    invalid: [MALFORMED],
  },
  {
    name: 'NaN and Infinity literals',
    head: tag('{"memberFee": NaN, "voucherMax": Infinity}'),
    expected: defaultValues,
    invalid: [MALFORMED],
  },
  {
    name: 'settings id on a <div>, not a script',
    body: '<div id="rove-settings">{"memberFee": 1}</div>',
    expected: { memberFee: 100 },
    invalid: [],
  },
  {
    name: 'two settings tags: the first wins',
    head: tag('{"memberFee": 120}') + tag('{"memberFee": 130}'),
    expected: { memberFee: 120 },
    invalid: [],
  },
  {
    name: 'an element named rove-settings before the tag',
    body: '<form name="rove-settings"></form><img name="rove-settings">',
    head: tag('{"memberFee": 140}'),
    expected: { memberFee: 140 },
    invalid: [],
  },
  // -------- prototype pollution
  {
    name: '__proto__ at the top',
    head: tag('{"__proto__": {"polluted": true, "memberFee": 1}, "memberFee": 120}'),
    expected: { memberFee: 120, extra: {} },
    invalid: [],
  },
  {
    name: 'constructor.prototype at the top',
    head: tag('{"constructor": {"prototype": {"polluted": true}}, "prototype": {"polluted": 1}}'),
    expected: { ...defaultValues, extra: {} },
    invalid: [],
  },
  {
    name: '__proto__ inside uc_love',
    head: tag('{"uc_love": {"__proto__": {"polluted": true}, "user": null, "count": 4}}'),
    expected: { uc_love: { user: null, count: 4 } },
    invalid: [],
  },
  {
    name: '__proto__ inside widgets',
    head: tag('{"widgets": {"__proto__": {"rove-love": false}, "rove-love-count": false}}'),
    expected: { widgets: { 'rove-love-count': false } },
    invalid: [],
  },
  {
    name: '__proto__ inside search.hosts',
    head: tag(
      '{"search": {"appId": "A", "apiKey": "k", "hosts": [{"__proto__": {"polluted": 1}, "url": "search.example"}]}}',
    ),
    expected: {
      search: {
        appId: 'A',
        apiKey: 'k',
        indexPrefix: '',
        hosts: [{ url: 'search.example', protocol: 'https', accept: 'read' }],
      },
    },
    invalid: [],
  },
  {
    name: 'legacy settings parsed with __proto__ keys',
    setup: () =>
      setDrupal({
        settings: JSON.parse('{"__proto__": {"polluted": true}, "voucherMax": 250}') as unknown,
      }),
    expected: { voucherMax: 250, extra: {} },
    invalid: [],
  },
  // -------- huge input
  {
    name: 'a 2 MB basePath',
    head: tag(`{"basePath": "/${HUGE}/x y/"}`),
    expected: { basePath: '/' },
    invalid: ['basePath'],
  },
  {
    name: 'a 2 MB unknown key stays in extra',
    head: tag(`{"note": "${HUGE}"}`),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: '10,000 unknown keys',
    head: tag(`{${Array.from({ length: 10_000 }, (_, i) => `"k${i}": ${i}`).join(',')}}`),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: '100,000 nested arrays',
    head: tag(`{"deep": ${'['.repeat(100_000)}${']'.repeat(100_000)}, "memberFee": 110}`),
    expected: {},
  },
  {
    name: '100,000 wishlist items of the wrong type',
    head: tag(
      `{"uc_love": {"user": {"uid": 1, "loved": [${'"1",'.repeat(100_000)}"1"]}, "count": 2}}`,
    ),
    expected: { uc_love: { user: null, count: 0 } },
    invalid: ['uc_love'],
  },
  // -------- wrong types and missing keys
  {
    name: 'numbers as strings',
    head: tag(
      '{"memberFee": "100", "memberDiscount": "0.2", "voucherMax": "500", "voucherMax": "1e3"}',
    ),
    expected: { memberFee: 100, memberDiscount: 0.2, voucherMax: 500 },
    invalid: ['memberFee', 'memberDiscount', 'voucherMax'],
  },
  {
    name: 'ratios out of range, negative money',
    head: tag(
      '{"memberDiscount": 1.5, "voucherRate": -0.1, "voucherMax": -500, "voucherAmtPer": -1}',
    ),
    expected: { memberDiscount: 0.2, voucherRate: 0.1, voucherMax: 500, voucherAmtPer: null },
    invalid: ['memberDiscount', 'voucherRate', 'voucherMax', 'voucherAmtPer'],
  },
  {
    name: 'enums in the wrong case, booleans as numbers',
    head: tag('{"voucherType": "RATE", "isMembership": 1, "isMSRPShown": "true"}'),
    expected: { voucherType: 'rate', isMembership: false, isMSRPShown: false },
    invalid: ['voucherType', 'isMembership', 'isMSRPShown'],
  },
  {
    name: 'unknown country and currency',
    head: tag('{"country": "GB", "currency": "EUR", "locale": "en_GB"}'),
    expected: { country: 'US', currency: 'USD', locale: 'en_US' },
    invalid: ['country', 'currency', 'locale'],
  },
  {
    name: 'basePath that leaves the site',
    head: tag('{"basePath": "//evil.example/"}'),
    expected: { basePath: '/' },
    invalid: ['basePath'],
  },
  {
    name: 'uc_love with missing and wrong parts',
    head: tag('{"uc_love": {"user": {"uid": "7"}, "count": -3}}'),
    expected: { uc_love: { user: null, count: 0 } },
    invalid: ['uc_love'],
  },
  {
    name: 'uc_love with everything optional missing',
    head: tag('{"uc_love": {"user": {"uid": 7}}}'),
    expected: { uc_love: { user: { uid: 7, name: '', loved: [] }, count: 0 } },
    invalid: [],
  },
  {
    name: 'search host with a path (a redirect attempt)',
    head: tag('{"search": {"appId": "A", "apiKey": "k", "hosts": [{"url": "evil.example/x"}]}}'),
    expected: { search: null },
    invalid: ['search'],
  },
  {
    name: 'widgets as an array and as strings',
    head: tag('{"widgets": ["rove-love"]}'),
    expected: { widgets: {} },
    invalid: ['widgets'],
  },
  // -------- clobbered and booby-trapped Drupal
  {
    name: '<form id="Drupal"> with a settings input',
    body: '<form id="Drupal"><input name="settings" value="{&quot;memberFee&quot;:1}"></form>',
    setup: () => setDrupal(document.getElementById('Drupal')),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'two elements id="Drupal" (an HTMLCollection)',
    body: '<a id="Drupal" name="settings"></a><a id="Drupal"></a>',
    setup: () => setDrupal(document.querySelectorAll('#Drupal')),
    expected: defaultValues,
    invalid: [],
  },
  { name: 'Drupal is a number', setup: () => setDrupal(42), expected: defaultValues, invalid: [] },
  {
    name: 'Drupal is a string',
    setup: () => setDrupal('{"settings":{"memberFee":1}}'),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'window.Drupal getter throws',
    setup: () => Object.defineProperty(window, 'Drupal', { get: boom, configurable: true }),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'Drupal.settings getter throws',
    setup: () =>
      setDrupal({
        get settings() {
          return boom();
        },
      }),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'Drupal is a proxy whose every trap throws',
    setup: () =>
      setDrupal(new Proxy({}, { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom })),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'Drupal.settings is a revoked proxy',
    setup: () => setDrupal({ settings: revoked() }),
    expected: defaultValues,
    invalid: [],
  },
  {
    name: 'a legacy value hides a throwing getter',
    setup: () =>
      setDrupal({
        settings: {
          uc_love: {
            count: 3,
            get user() {
              return boom();
            },
          },
          memberFee: 90,
        },
      }),
    expected: { uc_love: { user: null, count: 0 }, memberFee: 90 },
    invalid: ['uc_love'],
  },
  {
    name: 'legacy values are revoked proxies',
    setup: () => setDrupal({ settings: { widgets: revoked(), search: revoked() } }),
    expected: { widgets: {}, search: null },
    invalid: ['widgets', 'search'],
  },
  {
    name: 'cyclic legacy settings',
    setup: () => {
      const settings: Record<string, unknown> = { memberFee: 95 };
      settings['uc_love'] = settings;
      settings['self'] = settings;
      setDrupal({ settings });
    },
    // uc_love pointing back at the settings reads as an object with nothing set: defaults.
    expected: { memberFee: 95, uc_love: { user: null, count: 0 } },
    invalid: [],
  },
  {
    name: 'legacy settings inherit from a prototype',
    setup: () => setDrupal({ settings: Object.create({ memberFee: 50 }) as object }),
    expected: { memberFee: 100 },
    invalid: [],
  },
  {
    name: 'valid tag wins over a hostile Drupal',
    head: tag('{"memberFee": 130}'),
    setup: () => setDrupal(new Proxy({}, { get: boom, getPrototypeOf: boom })),
    expected: { memberFee: 130 },
    invalid: [],
  },
  // -------- body, address, cookie
  {
    name: 'flag look-alikes on <body>',
    bodyClass: 'Logged-In logged-in2 rove-msrp-lock- page-cart-checkout-review-x',
    expected: {
      flags: {
        loggedIn: false,
        membershipOnly: false,
        membershipLock: false,
        msrpLock: false,
        checkoutReview: false,
      },
    },
    invalid: [],
  },
  {
    name: 'no <body> element at all',
    setup: () => {
      const body = document.body;
      body.remove();
      return () => document.documentElement.append(body);
    },
    expected: {
      ...defaultValues,
      flags: {
        loggedIn: false,
        membershipOnly: false,
        membershipLock: false,
        msrpLock: false,
        checkoutReview: false,
      },
    },
    invalid: [],
  },
  {
    name: 'undecodable warehouse cookie and a polluting ?locale=',
    cookie: '%E0%A4%A',
    url: '/?locale=__proto__&locale=en_UK',
    expected: { country: 'US', currency: 'USD', locale: 'en_US' },
    invalid: [],
  },
];

let consoleCalls: { level: string; text: string }[] = [];
let undo: (() => void) | undefined;

function setUp(page: HostilePage): void {
  document.head.innerHTML = page.head ?? '';
  document.body.innerHTML = page.body ?? '';
  document.body.className = page.bodyClass ?? '';
  window.history.replaceState(null, '', page.url ?? '/');
  if (page.cookie !== undefined) document.cookie = `rove_warehouse=${page.cookie}; path=/`;
  const cleanUp = page.setup?.();
  undo = typeof cleanUp === 'function' ? cleanUp : undefined;
}

beforeEach(() => {
  resetSettings();
  resetLogOnce();
  resetPageLoveStore();
  consoleCalls = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleCalls.push({ level, text: String(args[0]) });
    });
});
afterEach(() => {
  undo?.();
  undo = undefined;
  clearPage();
});

// What passed, for docs/QUALITY.md (a failing case never reaches its push).
const readCleanly: string[] = [];
const mounted: string[] = [];
afterAll(() => {
  writeQualityPart(
    'settings',
    'hostile',
    SETTINGS_HEADER,
    `### Hand-written hostile pages\n\n` +
      markdownTable(
        ['check', 'pages', 'passed'],
        [
          [
            'read without a throw, no prototype pollution, valid settings, one [rove] warning at most',
            PAGES.length,
            readCleanly.length,
          ],
          [
            '<rove-love> and <rove-love-count> render with defaults under them',
            MOUNT_UNDER.length,
            mounted.length,
          ],
        ],
      ),
  );
});

describe('hostile host pages', () => {
  it('has at least 40 of them', () => expect(PAGES.length).toBeGreaterThanOrEqual(40));

  it.each(PAGES.map((page) => [page.name, page] as const))('%s', (_name, page) => {
    setUp(page);
    const before = snapshotPrototypes();
    let parsed: ReturnType<typeof parseSettings> | undefined;
    expect(() => (parsed = parseSettings(document, window))).not.toThrow();
    const settings = getSettings();
    resetSettings();
    getSettings();

    expectNoPollution(before);
    expectValidSettings(settings);
    expect(settings).toMatchObject(page.expected);
    if (page.invalid) expect(parsed?.invalidKeys).toEqual(page.invalid);
    for (const call of consoleCalls) expect(call.text).toMatch(/^\[rove\] /);
    expect(consoleCalls).toHaveLength(parsed?.invalidKeys.length ? 1 : 0);
    readCleanly.push(page.name);
  });
});

/** Pages under which the widgets must render exactly as with no settings. */
const MOUNT_UNDER = [
  '<form id="Drupal"> with a settings input',
  'window.Drupal getter throws',
  'Drupal is a proxy whose every trap throws',
  'a legacy value hides a throwing getter',
  'truncated JSON keeps the legacy settings',
  '__proto__ at the top',
  'a 2 MB basePath',
  'uc_love with missing and wrong parts',
  'basePath that leaves the site',
] as const;

describe('widgets under hostile pages render with defaults', () => {
  beforeAll(() => {
    if (!customElements.get('rove-love')) customElements.define('rove-love', createLoveElement());
    if (!customElements.get('rove-love-count'))
      customElements.define('rove-love-count', createLoveCountElement());
  });

  it.each(MOUNT_UNDER)('%s', async (name) => {
    const page = PAGES.find((candidate) => candidate.name === name) as HostilePage;
    const fetch = vi.fn(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      setUp(page);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<header><rove-love-count></rove-love-count></header>' +
          '<rove-love nid="12" product-title="Oak Sofa"><button disabled>♡</button></rove-love>',
      );
      const counter = () => document.querySelector<HTMLAnchorElement>('rove-love-count a');
      const button = () =>
        document.querySelector<HTMLButtonElement>('rove-love button.rove-love__button');
      await vi.waitFor(() => {
        expect(counter()?.getAttribute('aria-label')).toBe('Wishlist, 0 items');
        expect(button()?.getAttribute('aria-pressed')).toBe('false');
      });
      expect(counter()?.getAttribute('href')).toBe('/i-love');
      expect(button()?.getAttribute('aria-label')).toBe('Add Oak Sofa to wishlist');
      expect(errors).toEqual([]);
      expect(consoleCalls.filter((call) => call.level === 'error')).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', onError);
    }
    mounted.push(name);
  });
});
