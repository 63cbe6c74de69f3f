// @vitest-environment happy-dom
/**
 * The adapter against a stand-in for affirm.js written from docs/vendors/affirm.md alone
 * (tests/vendors/stand-ins/affirm/affirm.js), then against each way Affirm can fail: a script
 * that cannot load, one that throws, one that never says it is ready, a refresh that throws.
 * Each failure: null (the widget keeps its own text) and exactly one `[rove]` line naming Affirm.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../../core/log';
import { resetVendorScripts } from '../../../../core/vendor-script';
import { runAppendedScripts } from '../../../../core/vendor-script.test-helpers';
import { installAffirmSnippet } from './affirm-snippet';
import { affirmMessaging, loadAffirm, resetAffirm, startAffirmMessaging } from './affirm-vendor';
import { AFFIRM_SCRIPTS, type AffirmConfig } from './affirm.logic';
import { forgetVendorAfterEach } from '../../testing/vendor-globals';

interface StandInRecord {
  config: Record<string, string>;
  ready: boolean;
  refreshes: number;
  rendered: { amount: number; pageType: string | null }[];
  problems: string[];
}
const standIn = () => (window as unknown as { __affirmStandIn: StandInRecord }).__affirmStandIn;

const config: AffirmConfig = {
  public_api_key: 'ABCDEF123',
  script: AFFIRM_SCRIPTS.sandbox,
  locale: 'en_US',
  country_code: 'USA',
};
const page = { country: 'US' as const, locale: 'en_US', origin: 'https://shop.example' };

type Outcome = 'stand-in' | '404' | 'throws' | 'silent';

/** Our appended <script>, run as the browser would: Affirm's stand-in, or a failure. */
function affirmJs(outcome: Outcome) {
  return runAppendedScripts(() => {
    if (outcome === '404') return false;
    if (outcome === 'stand-in')
      return import('../../../../tests/vendors/stand-ins/affirm/affirm.js');
    if (outcome === 'silent') return Promise.resolve();
    // A script that throws: the browser reports the error and still fires `load`.
    return Promise.resolve().then(() =>
      window.dispatchEvent(new ErrorEvent('error', { message: 'affirm.js broke' })),
    );
  });
}

/** Every `[rove]` console line, whatever its level. */
function roveLines() {
  const lines: string[] = [];
  for (const level of ['error', 'warn', 'info'] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.startsWith('[rove]')) lines.push(line);
    });
  return lines;
}

function promo(cents: number, pageType = 'product') {
  document.body.innerHTML = `<p class="affirm-as-low-as" data-page-type="${pageType}" data-amount="${cents}"></p>`;
  return document.querySelector('.affirm-as-low-as') as HTMLElement;
}

beforeEach(() => {
  resetAffirm();
  resetVendorScripts();
  resetLogOnce();
});
forgetVendorAfterEach(['affirm', '_affirm_config', '__affirmStandIn']);

describe('Affirm, as its documentation describes it', () => {
  it('embeds it like the snippet, loads affirm.js once, waits for ui.ready, then refreshes', async () => {
    const lines = roveLines();
    const { appended } = affirmJs('stand-in');
    const element = promo(249_900);
    const [affirm, again] = await Promise.all([loadAffirm(config), loadAffirm(config)]);
    expect(affirm).not.toBeNull();
    expect(again).toBe(affirm);
    expect(appended.map((script) => script.src)).toEqual([AFFIRM_SCRIPTS.sandbox]);
    expect(appended[0]?.async).toBe(true);
    // What affirm.js read from the snippet: the config, without its script.
    expect(standIn().config).toEqual({
      public_api_key: 'ABCDEF123',
      locale: 'en_US',
      country_code: 'USA',
    });
    expect(standIn().ready).toBe(true);
    element.setAttribute('data-amount', '289950');
    affirmMessaging().refresh();
    expect(element.textContent).toBe('As low as $242/mo with Affirm. Learn more');
    expect(standIn().problems).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('gives a Canadian page Affirm’s script with the market’s locale and country code', async () => {
    const { appended } = affirmJs('stand-in');
    promo(150_000);
    const provider = await startAffirmMessaging(
      { publicKey: 'CANADA123' },
      { ...page, country: 'CA', locale: 'fr_CA' },
    );
    expect(provider).not.toBeNull();
    expect(appended.map((script) => script.src)).toEqual([AFFIRM_SCRIPTS.live]);
    expect(standIn().config).toEqual({
      public_api_key: 'CANADA123',
      locale: 'fr_CA',
      country_code: 'CAN',
    });
  });

  it('uses a page’s own snippet and script, and loads nothing', async () => {
    const { appended } = affirmJs('stand-in');
    // The host embeds Affirm itself: its snippet ran, its affirm.js arrives later.
    installAffirmSnippet(window, { ...config, public_api_key: 'HOSTKEY1' });
    const loaded = loadAffirm(config);
    vi.resetModules();
    await import('../../../../tests/vendors/stand-ins/affirm/affirm.js');
    expect(await loaded).toBe(window.affirm);
    expect(appended).toEqual([]);
    expect(standIn().config.public_api_key).toBe('HOSTKEY1');
  });
});

describe('Affirm failing', () => {
  it('a script that cannot load: null, one line, nothing of ours left, and a later try', async () => {
    const lines = roveLines();
    const { appended } = affirmJs('404');
    expect(await loadAffirm(config)).toBeNull();
    expect(lines).toEqual(['[rove] Affirm could not be loaded; our own estimate shows']);
    expect(window.affirm).toBeUndefined();
    expect(window._affirm_config).toBeUndefined();
    expect(await loadAffirm(config)).toBeNull();
    expect(appended).toHaveLength(2);
    expect(lines).toHaveLength(1);
  });

  for (const outcome of ['throws', 'silent'] as const)
    it(`a script that ${outcome === 'throws' ? 'throws' : 'never says it is ready'}: null after the wait, one line`, async () => {
      const lines = roveLines();
      affirmJs(outcome);
      const started = Date.now();
      expect(await loadAffirm(config, window, 60)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(50);
      expect(lines).toEqual(['[rove] Affirm did not become ready; our own estimate shows']);
      // The rest of the page keeps its own text: no second wait, no second line.
      expect(await loadAffirm(config, window, 60)).toBeNull();
      expect(lines).toHaveLength(1);
    });

  it('a host’s Affirm whose ui.ready throws: null, one line', async () => {
    const lines = roveLines();
    window.affirm = {
      ui: {
        ready: () => {
          throw new Error('broken');
        },
      },
    };
    expect(await loadAffirm(config, window, 20)).toBeNull();
    expect(lines).toEqual(['[rove] Affirm did not become ready; our own estimate shows']);
  });

  it('a refresh that throws: the widget is told, one line, and no exception', async () => {
    const lines = roveLines();
    affirmJs('stand-in');
    promo(249_900);
    const provider = await startAffirmMessaging({ publicKey: 'ABCDEF123' }, page);
    const told = vi.fn();
    provider?.onError?.(told);
    (window.affirm as { ui: { refresh: () => void } }).ui.refresh = () => {
      throw new Error('Affirm broke');
    };
    expect(() => provider?.refresh()).not.toThrow();
    expect(() => provider?.refresh()).not.toThrow();
    expect(told).toHaveBeenCalledOnce();
    expect(lines).toEqual(['[rove] Affirm could not show its messaging; our own estimate shows']);
  });
});
