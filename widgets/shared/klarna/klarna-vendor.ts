import { logOnce } from '../../../core/log';
import { loadVendorScript } from '../../../core/vendor-script';
import { klarnaMessagingSetup } from './klarna-messaging.logic';

// Klarna's web SDK on the page for its on-site messaging (issue 26): one script tag with the
// client id, as Klarna's guide writes it; a page that already has `Klarna.OnsiteMessaging` (a
// host that loads the SDK itself) is used as it is.

/** The part of the web SDK the messaging uses. */
export interface KlarnaMessagingApi {
  /** Re-renders every `<klarna-placement>` from its data attributes. */
  refresh(): void;
}

/** The web SDK's messaging, and the locale its placements are given ('en-US'). */
export interface KlarnaMessaging {
  refresh(): void;
  locale: string;
}

declare global {
  interface Window {
    Klarna?: { OnsiteMessaging?: KlarnaMessagingApi };
  }
}

const messagingOf = (win: Window): KlarnaMessagingApi | null => {
  const api = win.Klarna?.OnsiteMessaging;
  return typeof api?.refresh === 'function' ? api : null;
};

/**
 * Klarna's messaging for a page, from its settings: null when it is off there (no settings, a
 * shop Klarna does not serve, malformed settings — logged once) or the SDK cannot load.
 *
 * @example const klarna = await startKlarnaMessaging(extra['klarna'], { country, locale, origin: location.origin });
 */
export async function startKlarnaMessaging(
  settings: unknown,
  page: Parameters<typeof klarnaMessagingSetup>[1],
  win: Window = window,
): Promise<KlarnaMessaging | null> {
  const setup = klarnaMessagingSetup(settings, page);
  if (!setup.on) {
    if (setup.problem) logOnce('warn', 'klarna:settings', setup.problem);
    return null;
  }
  const api = await loadVendorScript(
    {
      src: setup.src,
      ready: messagingOf,
      name: 'klarna-messaging',
      attributes: { 'data-client-id': setup.clientId, 'data-environment': setup.environment },
    },
    win.document,
  );
  if (!api) {
    logOnce('error', 'klarna:load', 'Klarna’s messaging could not be loaded');
    return null;
  }
  return { refresh: () => api.refresh(), locale: setup.locale };
}
