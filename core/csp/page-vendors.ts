import { isCountry, type Country } from '../country';
import type { VendorName } from '../problem';
import type { PolicyVendor } from './vendor-sources';
import { isPlainObject } from '../settings/plain-object';

/**
 * Which vendors a page's settings switch on, and where their scripts come from when the
 * settings name a copy (`scriptUrl`) — read from the settings object the host prints, without
 * the browser: the host's server builds the page's policy from the same object (docs/csp.md).
 * Read leniently: a key the widgets would refuse still counts, so the policy never blocks a
 * vendor the browser would try.
 */

export interface PageVendors {
  vendors: PolicyVendor[];
  /**
   * Scripts the settings name instead of the vendors' own (relative or absolute URLs), with
   * their vendor — null for a tracker of the host's own (`tracking.pixels.trackers`).
   */
  scripts: { vendor: PolicyVendor | null; url: string }[];
  /** Addresses the browser will call instead of a vendor's own: a site's own search hosts. */
  connections: { vendor: PolicyVendor; url: string }[];
  /** The shop's country (`settings.country`), for the sources a vendor needs per country. */
  country: Country | null;
}

const objectAt = (value: unknown, key: string): Record<string, unknown> | null => {
  if (!isPlainObject(value)) return null;
  const inner = value[key];
  return isPlainObject(inner) ? inner : null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The ad networks under `tracking.pixels`, by their settings key. */
const PIXEL_KEYS: Readonly<Record<string, VendorName>> = {
  meta: 'meta',
  tiktok: 'tiktok',
  pinterest: 'pinterest',
  googleAds: 'google-ads',
};

/** `tracking` sits at the top of the printed settings, or under `extra` once validated. */
function trackingOf(settings: Record<string, unknown>): Record<string, unknown> | null {
  return objectAt(settings, 'tracking') ?? objectAt(objectAt(settings, 'extra'), 'tracking');
}

/**
 * The search service: Algolia's own hosts, or the origins of the hosts the settings name
 * (`search.hosts`, each `{url: 'host[:port]', protocol}`), which replace Algolia's entirely.
 */
function searchConnections(search: Record<string, unknown>): string[] {
  const hosts = Array.isArray(search['hosts']) ? search['hosts'] : [];
  return hosts.flatMap((host) => {
    const url = isPlainObject(host) ? text(host['url']) : null;
    return url ? [`${host['protocol'] === 'http' ? 'http' : 'https'}://${url}`] : [];
  });
}

/**
 * @example pageVendors({ klarna: { clientId: 'k' }, stripe: { publishableKey: 'pk' } })
 * // { vendors: ['klarna', 'stripe'], scripts: [], connections: [], country: null }
 */
export function pageVendors(settings: unknown): PageVendors {
  const vendors = new Set<PolicyVendor>();
  const scripts: PageVendors['scripts'] = [];
  const connections: PageVendors['connections'] = [];
  if (!isPlainObject(settings)) return { vendors: [], scripts, connections, country: null };
  const own = (key: string) =>
    objectAt(settings, key) ?? objectAt(objectAt(settings, 'extra'), key);
  const use = (
    vendor: PolicyVendor,
    config: Record<string, unknown> | null,
    urlKey = 'scriptUrl',
  ) => {
    vendors.add(vendor);
    const url = text(config?.[urlKey]);
    if (url) scripts.push({ vendor, url });
  };

  const stripe = own('stripe');
  if (text(stripe?.['publishableKey'])) use('stripe', stripe);
  const klarna = own('klarna');
  if (text(klarna?.['clientId'])) use('klarna', klarna);
  const payments = objectAt(own('checkout'), 'klarna');
  if (payments) use('klarna', payments);
  const affirm = own('affirm');
  if (text(affirm?.['publicKey'])) use('affirm', affirm);
  const maps = own('maps');
  if (text(maps?.['apiKey'])) use('google-places', maps);
  // Kakao's search is offered wherever an address form can take a Korean address (the
  // checkout, the swatch request), with or without `koreanPostcode` naming a copy of it.
  const postcode = own('koreanPostcode');
  if (postcode || own('checkout') || own('swatch_request')) use('kakao-postcode', postcode);
  const chat = own('chat');
  if (chat?.['vendor'] === 'livechat') use('livechat', chat);
  const search = own('search');
  if (search) {
    const hosts = searchConnections(search);
    if (hosts.length === 0) use('algolia', search);
    for (const url of hosts) connections.push({ vendor: 'algolia', url });
  }

  const pixels = objectAt(trackingOf(settings), 'pixels');
  for (const [key, vendor] of Object.entries(PIXEL_KEYS)) {
    const pixel = objectAt(pixels, key);
    if (pixel && text(pixel['id'])) use(vendor, pixel);
  }
  const trackers = pixels?.['trackers'];
  if (Array.isArray(trackers))
    for (const tracker of trackers) {
      const src = isPlainObject(tracker) ? text(tracker['src']) : null;
      if (src) scripts.push({ vendor: null, url: src });
    }
  const country = isCountry(settings['country']) ? settings['country'] : null;
  return { vendors: [...vendors], scripts, connections, country };
}
