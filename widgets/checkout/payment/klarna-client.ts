import { logOnce, logVendorProblem } from '../../../core/log';
import type { KLARNA_READY_MS as ReadyMs } from '../../shared/vendors/klarna/klarna-ready';
import type { KlarnaAuthorizeResult } from './bnpl.logic';

/** How long Klarna may take to answer load(): as long as its script may take to be ready. */
const LOAD_ANSWER_MS: typeof ReadyMs = 10_000;

// Klarna Payments in the checkout, as docs/vendors/klarna.md gives it: Klarna's `api.js`
// (a page's own copy is used, never a second one), ready when it calls `klarnaAsyncCallback`;
// then `init`, `load(options, data, callback)` and, from the shopper's press,
// `authorize(options, data, callback)`. Every failure is logged once (area `checkout`) and
// answered by not offering Klarna: never a crash of the checkout.

/** Klarna's `load` callback (docs/vendors/klarna.md "Results"). */
export interface KlarnaLoadResult {
  readonly show_form?: boolean;
  readonly error?: unknown;
}

/** The slice of `Klarna.Payments` the step uses; `data` always precedes the callback. */
export interface KlarnaPaymentsLike {
  init(options: { client_token: string }): void;
  load(
    options: { container: HTMLElement; payment_method_category: string },
    data: object,
    callback: (result: KlarnaLoadResult) => void,
  ): unknown;
  authorize(
    options: { payment_method_category: string },
    data: object,
    callback: (result: KlarnaAuthorizeResult) => void,
  ): unknown;
}

function isClient(value: unknown): value is KlarnaPaymentsLike {
  if (value === null || typeof value !== 'object') return false;
  const client = value as Record<string, unknown>;
  return (
    typeof client['init'] === 'function' &&
    typeof client['load'] === 'function' &&
    typeof client['authorize'] === 'function'
  );
}

/**
 * The page's `window.Klarna.Payments`, or null while Klarna's library is not there.
 *
 * @example const klarna = klarnaPayments(); if (klarna) klarna.init({ client_token });
 */
export function klarnaPayments(scope: object = window): KlarnaPaymentsLike | null {
  const klarna: unknown = Reflect.get(scope, 'Klarna');
  if (klarna === null || typeof klarna !== 'object') return null;
  const payments: unknown = Reflect.get(klarna, 'Payments');
  return isClient(payments) ? payments : null;
}

const NOT_OFFERED = 'Klarna is not offered';

function callFailed(message: string, detail?: unknown): void {
  logVendorProblem({ area: 'checkout', vendor: 'klarna', kind: 'call-failed', message, detail });
}

/**
 * Klarna Payments once it is ready: the page's own, else `src` put on the page once and waited
 * for (10 s at most). Null when `src` is refused, the script fails or never becomes ready —
 * each logged once.
 *
 * @example const klarna = await whenKlarnaPayments(klarnaPaymentsScript(settings.extra.checkout, location.origin));
 */
export async function whenKlarnaPayments(
  src: string | null,
  doc: Document = document,
): Promise<KlarnaPaymentsLike | null> {
  const present = doc.defaultView && klarnaPayments(doc.defaultView);
  if (present) return present;
  if (!src) {
    logOnce(
      'warn',
      'checkout:klarna-settings',
      'checkout.klarna.scriptUrl is neither the site’s nor Klarna’s',
    );
    return null;
  }
  // Fetched with the script it waits for: a checkout that offers no Klarna never loads it.
  const { whenKlarnaReady } = await import('../../shared/vendors/klarna/klarna-ready');
  const outcome = await whenKlarnaReady(
    { src, name: 'klarna-payments', callback: 'klarnaAsyncCallback', ready: klarnaPayments },
    doc,
  );
  if (outcome.ok) return outcome.api;
  logVendorProblem({
    area: 'checkout',
    vendor: 'klarna',
    kind: outcome.kind,
    message:
      outcome.kind === 'script-failed'
        ? `Klarna Payments could not be loaded; ${NOT_OFFERED}`
        : `Klarna Payments did not become ready; ${NOT_OFFERED}`,
  });
  return null;
}

/**
 * Starts the session (`init`) and shows Klarna's widget in `container` (`load`): 'shown' when
 * Klarna answers `show_form: true`; 'withdrawn' when it answers false, throws, reports an error
 * or does not answer within 10 s (those logged once).
 *
 * @example if ((await showKlarna(klarna, { token, container, category })) === 'shown') …
 */
export function showKlarna(
  client: KlarnaPaymentsLike,
  session: { token: string; container: HTMLElement; category: string },
  timeoutMs: number = LOAD_ANSWER_MS,
): Promise<'shown' | 'withdrawn'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      callFailed(`Klarna Payments did not answer load(); ${NOT_OFFERED}`);
      resolve('withdrawn');
    }, timeoutMs);
    const answer = (shown: boolean) => {
      clearTimeout(timer);
      resolve(shown ? 'shown' : 'withdrawn');
    };
    try {
      client.init({ client_token: session.token });
    } catch (failure) {
      callFailed(`Klarna Payments refused the session (init); ${NOT_OFFERED}`, failure);
      answer(false);
      return;
    }
    try {
      const options = { container: session.container, payment_method_category: session.category };
      client.load(options, {}, (result) => {
        if (result?.error !== undefined)
          callFailed(`Klarna Payments reported an error from load(); ${NOT_OFFERED}`, result.error);
        answer(result?.show_form === true);
      });
    } catch (failure) {
      callFailed(`Klarna Payments could not load its widget; ${NOT_OFFERED}`, failure);
      answer(false);
    }
  });
}

/**
 * Authorizes with Klarna, called straight from the shopper's press (a delay lets the browser
 * block Klarna's pop-up). Resolves Klarna's callback result; a throw is logged and answered as
 * Klarna documents it: `{ approved: false, show_form: false }`.
 *
 * @example const result = await authorizeKlarna(klarna, 'pay_over_time');
 */
export function authorizeKlarna(
  client: KlarnaPaymentsLike,
  category: string,
): Promise<KlarnaAuthorizeResult> {
  return new Promise((resolve) => {
    try {
      client.authorize({ payment_method_category: category }, {}, (result) => {
        if (result?.error !== undefined)
          callFailed('Klarna reported an error from authorize(); the pay button is back');
        resolve(result ?? {});
      });
    } catch (failure) {
      callFailed(`Klarna Payments could not authorize; ${NOT_OFFERED}`, failure);
      resolve({ approved: false, show_form: false });
    }
  });
}
