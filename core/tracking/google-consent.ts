import { isPlainObject } from '../settings/plain-object';

/**
 * Google's Consent Mode v2 for the Ads tag (docs/vendors/google-ads.md, decision 0053): a page
 * whose host asks for consent tells gtag every consent type 'denied' by default — before any
 * `config` or `event` of ours reaches the data layer — and 'granted' or 'denied' again as the
 * shopper answers. Basic consent mode: gtag.js itself is only requested after a grant (the
 * pixels' chunk), so nothing reaches Google before one. Part of the tracking chunk because the
 * default must come before the pixels' chunk exists; kept small because every page loads it.
 */

/** The page's window as gtag's snippet sees it. */
export interface GtagHost {
  dataLayer?: unknown;
}

/**
 * A gtag consent command: the four types Google's v2 requires, all alike (the SDK has one yes
 * or no).
 *
 * @example consentCommand('default', false) // ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', … }]
 */
export function consentCommand(command: 'default' | 'update', granted: boolean): unknown[] {
  const state = granted ? 'granted' : 'denied';
  return [
    'consent',
    command,
    {
      ad_storage: state,
      ad_user_data: state,
      ad_personalization: state,
      analytics_storage: state,
    },
  ];
}

/**
 * Pushes a gtag command as Google's snippet does (`dataLayer.push(arguments)`): an `arguments`
 * object, which gtag.js tells from a data-layer event. The page's own gtag pushes to the same
 * `window.dataLayer`. Never throws.
 *
 * @example pushGtag(window, ['config', 'AW-123'])
 */
export function pushGtag(win: GtagHost, call: readonly unknown[]): void {
  try {
    const layer = (win.dataLayer ??= []) as unknown[];
    (function gtag(..._: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    })(...call);
  } catch {
    // An unusable data layer is reported once by the events' own push (data-layer.ts).
  }
}

/**
 * Starts Consent Mode for a page that runs our Google Ads tag; returns how to tell Google each
 * later answer. When the host asks for consent, the default ('denied') goes to the data layer
 * now, followed at once by 'granted' when the host already has the shopper's yes (Google's
 * order: default, then update, on every page). A host that asks for none gets no default — the
 * SDK claims no answer nobody gave — but a later withdrawal (and grant) still reaches Google.
 *
 * @example const google = startGoogleConsent(window, config.consent, config.pixels); google?.(true);
 */
export function startGoogleConsent(
  win: GtagHost,
  consent: 'granted' | 'pending' | 'denied' | undefined,
  pixels: unknown,
): ((granted: boolean) => void) | undefined {
  if (!isPlainObject(pixels) || pixels['googleAds'] === undefined) return undefined;
  if (consent) pushGtag(win, consentCommand('default', false));
  if (consent === 'granted') pushGtag(win, consentCommand('update', true));
  return (granted) => pushGtag(win, consentCommand('update', granted));
}
