import { logOnce } from '../../log';
import { resolveAllowedUrl } from '../../sanitize/safe-url';
import {
  array,
  check,
  describeIssue,
  object,
  optional,
  record,
  string,
  unknown,
  type Schema,
} from '../../schema';
import { isPlainObject } from '../../settings/plain-object';
import type { PixelAccount, PixelCall, PixelVendorName } from './pixel-calls.logic';

// The `tracking.pixels` settings key (issue 26): which ad networks' pixels the page runs and
// with which ids, plus any number of plain trackers (a podcast or audience tracker: a script
// and its page-view calls). Read vendor by vendor: a malformed one stays off with one warning,
// the others run.

/** A vendor's script: its real URL (what the host's CSP lists), the host a copy may sit on, and the id's shape. */
interface VendorScriptRule {
  /** The script's URL without the query its id adds. */
  base: string;
  /** The vendor's host, for a `scriptUrl` that is not the site's own. */
  host: string;
  /** The query the vendor's snippet adds (TikTok's sdkid, Google's tag id). */
  query?: (id: string) => string;
  id: RegExp;
}

export const PIXEL_SCRIPTS: Readonly<Record<PixelVendorName, VendorScriptRule>> = {
  meta: {
    base: 'https://connect.facebook.net/en_US/fbevents.js',
    host: 'connect.facebook.net',
    id: /^\d{5,20}$/,
  },
  tiktok: {
    base: 'https://analytics.tiktok.com/i18n/pixel/events.js',
    host: 'analytics.tiktok.com',
    query: (id) => `?sdkid=${id}&lib=ttq`,
    id: /^[A-Z0-9]{10,30}$/,
  },
  pinterest: { base: 'https://s.pinimg.com/ct/core.js', host: 's.pinimg.com', id: /^\d{5,20}$/ },
  googleAds: {
    base: 'https://www.googletagmanager.com/gtag/js',
    host: 'www.googletagmanager.com',
    query: (id) => `?id=${id}`,
    id: /^AW-\d{5,15}$/,
  },
};

/** A pixel to run: the vendor, its account, and the script to load when the page has none. */
export interface PixelSetup {
  vendor: PixelVendorName;
  account: PixelAccount;
  src: string;
}

/** A plain tracker: a script, the global its snippet queues calls on, and its page-view calls. */
export interface TrackerSetup {
  name: string;
  src: string;
  /** The global function the tracker's snippet defines (`pdst`), queued until the script runs. */
  queue?: string;
  /** The calls of that function a page view makes, e.g. `[['conf', {key}], ['view']]`. */
  pageView: PixelCall[];
}

export interface PixelsSetup {
  pixels: PixelSetup[];
  trackers: TrackerSetup[];
}

const vendorSchema = (rule: VendorScriptRule) =>
  object({
    id: string(rule.id),
    /** A same-origin copy of the script (or the vendor's own elsewhere on its host). */
    scriptUrl: optional(string(/\S/), ''),
    conversions: optional(record(string(/^AW-\d{5,15}\/[\w-]{1,64}$/)), {}),
  });

const trackerSchema = object({
  name: string(/^[a-z][a-z0-9-]{0,31}$/),
  src: string(/\S/),
  queue: optional(string(/^[A-Za-z_$][\w$]{0,39}$/), ''),
  pageView: optional(array(array(unknown())), [] as unknown[][]),
});

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return ''; // a path: the site's own
  }
};

const warn = (key: string, detail: string) =>
  logOnce('warn', `pixels:${key}`, `invalid tracking pixels.${key} ignored: ${detail}`);

function read<T>(key: string, schema: Schema<T>, value: unknown): T | null {
  const result = check(schema, value);
  if (result.ok) return result.value;
  warn(key, describeIssue(result.issue));
  return null;
}

/**
 * The page's pixels and trackers from `tracking.pixels`, each script checked against the site
 * and its vendor's host (a tracker's against https).
 *
 * @example readPixels({ meta: { id: '1234567' } }, 'https://shop.example').pixels[0].src
 * // 'https://connect.facebook.net/en_US/fbevents.js'
 */
export function readPixels(raw: unknown, origin: string): PixelsSetup {
  const setup: PixelsSetup = { pixels: [], trackers: [] };
  if (!isPlainObject(raw)) {
    warn('settings', 'expected an object');
    return setup;
  }
  for (const vendor of Object.keys(PIXEL_SCRIPTS) as PixelVendorName[]) {
    if (raw[vendor] === undefined) continue;
    const rule = PIXEL_SCRIPTS[vendor];
    const settings = read(vendor, vendorSchema(rule), raw[vendor]);
    if (!settings) continue;
    const base = resolveAllowedUrl(settings.scriptUrl || rule.base, {
      origin,
      providerHosts: [rule.host],
    });
    if (!base) {
      warn(vendor, 'scriptUrl is neither the site’s nor the vendor’s');
      continue;
    }
    const src = `${base.origin}${base.pathname}${rule.query?.(settings.id) ?? ''}`;
    const account =
      vendor === 'googleAds'
        ? { id: settings.id, conversions: settings.conversions }
        : { id: settings.id };
    setup.pixels.push({ vendor, account, src });
  }
  const trackers =
    raw['trackers'] === undefined ? [] : read('trackers', array(unknown()), raw['trackers']);
  (trackers ?? []).forEach((value, index) => {
    const tracker = read(`trackers.${index}`, trackerSchema, value);
    if (!tracker) return;
    // Any https host the host's settings name (its CSP has to list it too), or the site itself.
    const src = resolveAllowedUrl(tracker.src, { origin, providerHosts: [hostOf(tracker.src)] });
    if (!src) return warn(`trackers.${index}`, 'src must be the site’s or an https URL');
    setup.trackers.push({
      name: tracker.name,
      src: src.href,
      ...(tracker.queue ? { queue: tracker.queue } : {}),
      pageView: tracker.pageView,
    });
  });
  return setup;
}
