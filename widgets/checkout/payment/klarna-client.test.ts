// @vitest-environment happy-dom
/**
 * Klarna Payments against the contract (docs/vendors/klarna.md): the library is the contract
 * tests' stand-in (tests/vendors/stand-ins/klarna/payments.js), run as the browser would once
 * our <script> has loaded — `Klarna.Payments` arrives after the load event, announced through
 * `klarnaAsyncCallback`; `init`, `load(options, data, callback)`, `authorize(…)` as documented.
 * Then each way it fails: Klarna is withdrawn, the console gets one line naming Klarna.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { on } from '../../../core/bus';
import { resetLogOnce } from '../../../core/log';
import type { RoveProblem } from '../../../core/problem';
import { resetVendorScripts } from '../../../core/vendor-script';
import { runAppendedScripts } from '../../../core/vendor-script.test-helpers';
import { KLARNA_READY_MS, resetKlarnaReady } from '../../shared/vendors/klarna/klarna-ready';
import { authorizeKlarna, showKlarna, whenKlarnaPayments } from './klarna-client';
import { KLARNA_PAYMENTS_SCRIPT } from './klarna-payments.logic';
import { KLARNA_JWT } from './test-klarna';

const standIn = () => import('../../../tests/vendors/stand-ins/klarna/payments.js');
type StandIn = {
  scenario?: Record<string, object>;
  payments?: { authorizations: { category: string; data: unknown }[] };
};
const seen = () => (window as { __klarnaStandIn?: StandIn }).__klarnaStandIn ?? {};

let problems: RoveProblem[] = [];
let stop = () => {};
let warn: MockInstance<typeof console.warn>;
const roveLines = () =>
  warn.mock.calls.filter((args: unknown[]) => String(args[0]).startsWith('[rove]'));

beforeEach(() => {
  resetVendorScripts();
  resetKlarnaReady();
  resetLogOnce();
  problems = [];
  stop = on('problem', (problem) => problems.push(problem));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  Reflect.deleteProperty(window, 'Klarna');
  Reflect.deleteProperty(window, 'klarnaAsyncCallback');
  Reflect.deleteProperty(window, '__klarnaStandIn');
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** Klarna's library, loaded as the browser would, and ready. */
async function klarnaReady() {
  const { appended, settled } = runAppendedScripts(standIn);
  const ready = whenKlarnaPayments(KLARNA_PAYMENTS_SCRIPT);
  await settled();
  return { client: await ready, appended };
}

function box(): HTMLElement {
  const node = document.createElement('div');
  document.body.append(node);
  return node;
}

describe('Klarna Payments', () => {
  it('waits for klarnaAsyncCallback after the load event, shows the widget and authorizes', async () => {
    const host = vi.fn();
    Reflect.set(window, 'klarnaAsyncCallback', host);
    const { client, appended } = await klarnaReady();
    expect(appended.map((tag) => [tag.src, tag.async])).toEqual([[KLARNA_PAYMENTS_SCRIPT, true]]);
    expect(host).toHaveBeenCalledTimes(1);
    expect(client).not.toBeNull();
    const container = box();
    const session = { token: KLARNA_JWT, container, category: 'pay_over_time' };
    await expect(showKlarna(client!, session)).resolves.toBe('shown');
    expect(container.textContent).toContain('Klarna');
    await expect(authorizeKlarna(client!, 'pay_over_time')).resolves.toEqual({
      approved: true,
      show_form: true,
      authorization_token: expect.any(String),
    });
    // The data object comes before the callback, as Klarna's examples pass it.
    expect(seen().payments?.authorizations).toEqual([{ category: 'pay_over_time', data: {} }]);
    expect(roveLines()).toEqual([]);
  });

  it('uses a Klarna the page already has, loading nothing', async () => {
    const payments = { init: vi.fn(), load: vi.fn(), authorize: vi.fn() };
    Reflect.set(window, 'Klarna', { Payments: payments });
    const { appended } = runAppendedScripts(standIn);
    await expect(whenKlarnaPayments(KLARNA_PAYMENTS_SCRIPT)).resolves.toBe(payments);
    expect(appended).toHaveLength(0);
  });

  it('a library that fails to load: null, one [rove] line naming Klarna', async () => {
    const { settled } = runAppendedScripts(() => false);
    const ready = whenKlarnaPayments(KLARNA_PAYMENTS_SCRIPT);
    await settled();
    expect(await ready).toBeNull();
    expect(roveLines()).toEqual([
      ['[rove] Klarna Payments could not be loaded; Klarna is not offered'],
    ]);
    expect(problems).toMatchObject([{ area: 'checkout', vendor: 'klarna', kind: 'script-failed' }]);
  });

  it.each([
    ['never announces itself', () => Promise.resolve()],
    ['throws as it runs', () => Promise.reject(new Error('Klarna broke')).catch(() => undefined)],
  ])('a library that %s: null after the wait, one [rove] line', async (_, run) => {
    vi.useFakeTimers();
    const { settled } = runAppendedScripts(run);
    const ready = whenKlarnaPayments(KLARNA_PAYMENTS_SCRIPT);
    await settled();
    await vi.advanceTimersByTimeAsync(KLARNA_READY_MS);
    expect(await ready).toBeNull();
    expect(roveLines()).toEqual([
      ['[rove] Klarna Payments did not become ready; Klarna is not offered'],
    ]);
    expect(problems).toMatchObject([{ vendor: 'klarna', kind: 'not-ready' }]);
  });

  it('a session Klarna refuses (init throws): withdrawn, one [rove] line', async () => {
    const { client } = await klarnaReady();
    const session = { token: 'not-a-jwt', container: box(), category: 'pay_over_time' };
    await expect(showKlarna(client!, session)).resolves.toBe('withdrawn');
    expect(roveLines()).toEqual([
      [
        '[rove] Klarna Payments refused the session (init); Klarna is not offered',
        expect.anything(),
      ],
    ]);
    expect(problems).toMatchObject([{ vendor: 'klarna', kind: 'call-failed' }]);
  });

  it('Klarna answers show_form: false: withdrawn, nothing logged (its pre-assessment)', async () => {
    const { client } = await klarnaReady();
    seen().scenario = { load: { show_form: false } };
    const session = { token: KLARNA_JWT, container: box(), category: 'pay_over_time' };
    await expect(showKlarna(client!, session)).resolves.toBe('withdrawn');
    expect(roveLines()).toEqual([]);
  });

  it('authorize before a widget was loaded throws: answered as Klarna documents, one line', async () => {
    const { client } = await klarnaReady();
    client!.init({ client_token: KLARNA_JWT });
    await expect(authorizeKlarna(client!, 'pay_over_time')).resolves.toEqual({
      approved: false,
      show_form: false,
    });
    expect(roveLines()).toHaveLength(1);
    expect(problems).toMatchObject([{ vendor: 'klarna', kind: 'call-failed' }]);
  });

  it('a fixable error from authorize: Klarna’s answer, one line', async () => {
    const { client } = await klarnaReady();
    const session = { token: KLARNA_JWT, container: box(), category: 'pay_over_time' };
    await showKlarna(client!, session);
    const fixable = { approved: false, show_form: true, error: { invalid_fields: ['x'] } };
    seen().scenario = { authorize: fixable };
    await expect(authorizeKlarna(client!, 'pay_over_time')).resolves.toEqual(fixable);
    expect(roveLines()).toEqual([
      ['[rove] Klarna reported an error from authorize(); the pay button is back'],
    ]);
  });
});
