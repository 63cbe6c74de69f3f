import { logVendorProblem } from '../../../../core/log';
import { vendorIsOn } from '../vendor-setup';
import { klarnaMessagingSetup } from './klarna-messaging.logic';
import { whenKlarnaReady } from './klarna-ready';

// Klarna's web SDK on the page for its on-site messaging (issue 26, docs/vendors/klarna.md):
// one async `klarna.js` tag with the client id and environment, as Klarna's snippet writes it,
// and `window.KlarnaSDKCallback` set before it — the SDK's API arrives after the script's load
// event and is announced there. A page that already has `Klarna.OnsiteMessaging` (a host that
// loads the SDK itself) is used as it is.

/** The part of the web SDK the messaging uses. */
export interface KlarnaMessagingApi {
  /** Re-renders every `<klarna-placement>` from its data attributes. */
  refresh(): void;
}

/** The web SDK's messaging for the widget, and the locale its placements are given ('en-US'). */
export interface KlarnaMessaging {
  /** Klarna's refresh; a throw is logged once and reported through `onError`. */
  refresh(): void;
  /** Klarna failed after it was ready: the widget gives its row back. */
  onError(callback: () => void): void;
  locale: string;
}

declare global {
  interface Window {
    Klarna?: { OnsiteMessaging?: KlarnaMessagingApi };
    KlarnaSDKCallback?: (klarna: unknown) => unknown;
  }
}

const messagingOf = (klarna: unknown): KlarnaMessagingApi | null => {
  const api = (klarna as { OnsiteMessaging?: Partial<KlarnaMessagingApi> } | null | undefined)
    ?.OnsiteMessaging;
  return typeof api?.refresh === 'function' ? (api as KlarnaMessagingApi) : null;
};

const FALLBACK = 'our own financing text stays';
const PROBLEMS = {
  'script-failed': `Klarna’s web SDK could not be loaded; ${FALLBACK}`,
  'not-ready': `Klarna’s web SDK did not become ready; ${FALLBACK}`,
} as const;

/** Klarna's API behind our own refresh: a throw becomes one logged problem, then silence. */
function messaging(api: KlarnaMessagingApi, locale: string): KlarnaMessaging {
  const failed: (() => void)[] = [];
  let broken = false;
  return {
    locale,
    refresh() {
      if (broken) return;
      try {
        api.refresh();
      } catch (error) {
        broken = true;
        logVendorProblem({
          area: 'financing',
          vendor: 'klarna',
          kind: 'call-failed',
          message: `Klarna’s messaging failed to refresh; ${FALLBACK}`,
          detail: error,
        });
        for (const callback of failed.splice(0)) callback();
      }
    },
    onError(callback) {
      failed.push(callback);
    },
  };
}

/**
 * Klarna's messaging for a page, from its settings: null when it is off there (no settings, a
 * shop Klarna does not serve, malformed settings — logged once) or the SDK fails or never
 * announces itself (logged once).
 *
 * @example const klarna = await startKlarnaMessaging(extra['klarna'], { country, locale, origin: location.origin });
 */
export async function startKlarnaMessaging(
  settings: unknown,
  page: Parameters<typeof klarnaMessagingSetup>[1],
  win: Window = window,
): Promise<KlarnaMessaging | null> {
  const setup = klarnaMessagingSetup(settings, page);
  if (!vendorIsOn(setup, 'klarna')) return null;
  const outcome = await whenKlarnaReady(
    {
      src: setup.src,
      name: 'klarna-messaging',
      attributes: { 'data-client-id': setup.clientId, 'data-environment': setup.environment },
      callback: 'KlarnaSDKCallback',
      ready: (scope, announced) => messagingOf(announced) ?? messagingOf(scope.Klarna),
    },
    win.document,
  );
  if (outcome.ok) return messaging(outcome.api, setup.locale);
  logVendorProblem({
    area: 'financing',
    vendor: 'klarna',
    kind: outcome.kind,
    message: PROBLEMS[outcome.kind],
  });
  return null;
}
