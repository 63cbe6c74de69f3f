// @vitest-environment happy-dom
/**
 * Klarna's messaging against the contract (docs/vendors/klarna.md): the web SDK is the contract
 * tests' stand-in (tests/vendors/stand-ins/klarna/web-sdk.js), run as the browser would once
 * our <script> has loaded — its API arrives after the load event, announced through
 * `KlarnaSDKCallback`. Then each way it fails: the shopper keeps our text, the console one line.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetVendorScripts } from '../../../../core/vendor-script';
import { runAppendedScripts } from '../../../../core/vendor-script.test-helpers';
import { KLARNA_READY_MS, resetKlarnaReady } from './klarna-ready';
import { startKlarnaMessaging } from './klarna-vendor';
import { hearProblems, silenceWarnings } from '../../testing/console-warnings';
import { forgetVendorAfterEach } from '../../testing/vendor-globals';

const settings = { clientId: 'klarna_test_client_cm92ZQ', scriptUrl: '/klarna/web-sdk.js' };
const page = { country: 'US' as const, locale: 'en_US', origin: location.origin };

const standIn = () => import('../../../../tests/vendors/stand-ins/klarna/web-sdk.js');
/** A script that loads and runs, but defines nothing (or threw before it could). */
const silent = () => Promise.resolve();

const problems = hearProblems();
const warnings = silenceWarnings();

beforeEach(() => {
  resetVendorScripts();
  resetKlarnaReady();
});
forgetVendorAfterEach(['Klarna', 'KlarnaSDKCallback', '__klarnaStandIn']);
afterEach(() => vi.useRealTimers());

function placement(amount: number): HTMLElement {
  const node = document.createElement('klarna-placement');
  node.setAttribute('data-key', 'credit-promotion-badge');
  node.setAttribute('data-locale', 'en-US');
  node.setAttribute('data-purchase-amount', String(amount));
  document.body.append(node);
  return node;
}
const shown = (node: HTMLElement) =>
  node.querySelector('div')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('startKlarnaMessaging with Klarna’s web SDK', () => {
  it('waits for the SDK to announce itself after its load event, then refreshes placements', async () => {
    const { appended, settled } = runAppendedScripts(standIn);
    let loadedWithoutApi = false;
    const started = startKlarnaMessaging(settings, page);
    expect(appended).toHaveLength(1);
    const tag = appended[0]!;
    tag.addEventListener('load', () => {
      loadedWithoutApi = window.Klarna?.OnsiteMessaging === undefined;
    });
    // Klarna's snippet: async, the client id and the environment on the tag.
    expect(tag.src).toBe(`${location.origin}/klarna/web-sdk.js`);
    expect(tag.async).toBe(true);
    expect(tag.getAttribute('data-client-id')).toBe('klarna_test_client_cm92ZQ');
    expect(tag.getAttribute('data-environment')).toBe('playground');
    // The callback is Klarna's to call: it is set before the script runs.
    expect(typeof window.KlarnaSDKCallback).toBe('function');
    await settled();
    const klarna = await started;
    expect(loadedWithoutApi).toBe(true);
    expect(klarna?.locale).toBe('en-US');
    const node = placement(249900);
    klarna?.refresh();
    expect(shown(node)).toBe('4 interest-free payments of $624.75. Learn more');
    expect(warnings.roveCalls()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps a host’s own KlarnaSDKCallback working', async () => {
    const host = vi.fn();
    window.KlarnaSDKCallback = host;
    const { settled } = runAppendedScripts(standIn);
    const started = startKlarnaMessaging(settings, page);
    await settled();
    expect(await started).not.toBeNull();
    expect(host).toHaveBeenCalledWith(window.Klarna);
  });

  it('uses a Klarna the page already has, loading nothing', async () => {
    const refresh = vi.fn();
    window.Klarna = { OnsiteMessaging: { refresh } };
    const { appended } = runAppendedScripts(standIn);
    const klarna = await startKlarnaMessaging(settings, page);
    klarna?.refresh();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(appended).toHaveLength(0);
  });

  it('a script that fails to load: null, one [rove] line naming Klarna', async () => {
    const { settled } = runAppendedScripts(() => false);
    const started = startKlarnaMessaging(settings, page);
    await settled();
    expect(await started).toBeNull();
    expect(warnings.roveCalls()).toEqual([
      ['[rove] Klarna’s web SDK could not be loaded; our own financing text stays'],
    ]);
    expect(problems).toMatchObject([{ vendor: 'klarna', kind: 'script-failed' }]);
  });

  it.each([
    ['never announces itself', silent],
    ['throws as it runs', () => Promise.reject(new Error('Klarna broke'))],
  ])('a script that %s: null after the wait, one [rove] line', async (_, run) => {
    vi.useFakeTimers();
    // A script that throws still fires load in a browser; the helper fires it either way.
    const { settled } = runAppendedScripts(() => run().catch(() => undefined));
    const started = startKlarnaMessaging(settings, page);
    await settled();
    await vi.advanceTimersByTimeAsync(KLARNA_READY_MS - 1);
    expect(problems).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBeNull();
    expect(warnings.roveCalls()).toEqual([
      ['[rove] Klarna’s web SDK did not become ready; our own financing text stays'],
    ]);
    expect(problems).toMatchObject([{ area: 'financing', vendor: 'klarna', kind: 'not-ready' }]);
  });

  it('a refresh that throws: the widget is told, one [rove] line, no exception', async () => {
    window.Klarna = {
      OnsiteMessaging: {
        refresh: () => {
          throw new Error('Klarna broke');
        },
      },
    };
    const klarna = await startKlarnaMessaging(settings, page);
    const failed = vi.fn();
    klarna?.onError(failed);
    expect(() => klarna?.refresh()).not.toThrow();
    expect(() => klarna?.refresh()).not.toThrow();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(warnings.roveCalls()).toHaveLength(1);
    expect(warnings.roveCalls()[0]?.[0]).toBe(
      '[rove] Klarna’s messaging failed to refresh; our own financing text stays',
    );
    expect(problems).toMatchObject([{ vendor: 'klarna', kind: 'call-failed' }]);
  });
});
