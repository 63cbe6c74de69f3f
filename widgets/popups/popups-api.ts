/**
 * The popups' calls (spec/marketing.md §7; spec/product.md §7). Subscriptions and the renewal change state
 * and their replies are not read (the specification shows no shapes; success is the status), so they go
 * through `sendForStatus` below — never retried. The geolocation lookup reads JSON through
 * core/http/json's callJson and is validated.
 */
import { callJson, send, type CallOptions } from '../../core/http/json';
import { logOnce } from '../../core/log';
import { object, string, type Infer } from '../../core/schema';

/** Klaviyo's list subscription on the site (spec/marketing.md §7), relative to the site's root. */
export const KLAVIYO_SUBSCRIBE_PATH = '/klaviyo/api/subscribe';

export type StatusResult = { ok: true; status: number } | { ok: false; reason: string };

/**
 * One request whose answer is its status (any status the server gave): never retried, since
 * the call changes something; the reply's body is not read for meaning. Never throws.
 */
export async function sendForStatus(
  url: string,
  body: Pick<CallOptions, 'method' | 'form' | 'json'>,
  signal?: AbortSignal,
): Promise<StatusResult> {
  const sent = await send(url, 'application/json', {
    ...body,
    basePath: '/',
    idempotent: false,
    ...(signal ? { signal } : {}),
  });
  if (sent.ok) return { ok: true, status: sent.response.status };
  const { error } = sent;
  if (error.kind === 'http') return { ok: true, status: error.status };
  return { ok: false, reason: error.kind === 'timeout' ? 'timed out' : error.message };
}

export interface Subscription {
  email: string;
  list: string;
  list2: string | null;
}

/**
 * POST /klaviyo/api/subscribe, form data email, list and list2 only when set. Success is any
 * 2xx; a failure is only logged (spec/marketing.md §7).
 *
 * @example await subscribeToList({ email: 'ana@rove.shop', list: 'Xy12', list2: null }) // true
 */
export async function subscribeToList(
  subscription: Subscription,
  signal?: AbortSignal,
): Promise<boolean> {
  const form = new URLSearchParams({ email: subscription.email, list: subscription.list });
  if (subscription.list2) form.set('list2', subscription.list2);
  const result = await sendForStatus(KLAVIYO_SUBSCRIBE_PATH, { method: 'POST', form }, signal);
  if (result.ok && result.status >= 200 && result.status < 300) return true;
  if (!signal?.aborted)
    logOnce(
      'error',
      `popups:subscribe:${result.ok ? result.status : result.reason}`,
      'newsletter subscription failed',
      result.ok ? `HTTP ${result.status}` : result.reason,
    );
  return false;
}

/**
 * The email-marketing subscription (spec/product.md §7): JSON `{data: {type: 'subscription',
 * attributes: {list_id, email}}}`; success is status 202 exactly, anything else is logged.
 *
 * @example await subscribeToMarketing('/api/email-marketing/subscriptions', { email: 'ana@rove.shop', list: 'TRADE' }) // true on 202
 */
export async function subscribeToMarketing(
  url: string,
  subscription: { email: string; list: string },
  signal?: AbortSignal,
): Promise<boolean> {
  const json = {
    data: {
      type: 'subscription',
      attributes: { list_id: subscription.list, email: subscription.email },
    },
  };
  const result = await sendForStatus(url, { method: 'POST', json }, signal);
  if (result.ok && result.status === 202) return true;
  if (!signal?.aborted)
    logOnce(
      'error',
      `popups:marketing:${result.ok ? result.status : result.reason}`,
      'email-marketing subscription failed',
      result.ok ? `HTTP ${result.status} (expected 202)` : result.reason,
    );
  return false;
}

/**
 * GET {basePath}user/membership/renewal: enrols the member in the renewal discount (spec/product.md
 * §4, §7). Its failure is ignored: the host form is submitted either way.
 *
 * @example await enrolRenewal('/')
 */
export async function enrolRenewal(basePath: string, signal?: AbortSignal): Promise<void> {
  const base = new URL(basePath, location.origin);
  // A GET that changes state: sendForStatus never repeats it.
  await sendForStatus(new URL('user/membership/renewal', base).href, { method: 'GET' }, signal);
}

const geolocationSchema = object({
  countryCode: string(),
  regionName: string(),
  cityName: string(),
});

export type Geolocation = Infer<typeof geolocationSchema>;

const lookups = new Map<string, Promise<Geolocation | null>>();

/**
 * The visitor's location from the geolocation service (spec/product.md §3, §7), validated; null on any
 * failure (then no showroom popup). One lookup per page and URL, shared by every instance, so
 * it is not aborted by one element leaving.
 *
 * @example (await lookupGeolocation('https://geo.example/json'))?.cityName // 'Toronto'
 */
export function lookupGeolocation(url: string): Promise<Geolocation | null> {
  let lookup = lookups.get(url);
  if (!lookup) {
    lookup = callJson(url, geolocationSchema, { basePath: '/' }).then((reply) => {
      if (reply.ok) return reply.data;
      logOnce('warn', 'popups:geolocation', 'geolocation lookup failed', reply.error.message);
      return null;
    });
    lookups.set(url, lookup);
  }
  return lookup;
}

/** Forgets the page's geolocation lookups (tests). */
export function resetGeolocation(): void {
  lookups.clear();
}

/**
 * Adds the newsletter stylesheet once per document (spec/marketing.md §7); a load failure is only
 * logged, with the specification's text.
 *
 * @example loadPopupStylesheet(document, '/themes/rove/newsletter.css')
 */
export function loadPopupStylesheet(doc: Document, href: string): void {
  const resolved = new URL(href, doc.location?.href ?? location.href).href;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-rove-popups-css]')) {
    if (link.href === resolved) return;
  }
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = resolved;
  link.dataset['rovePopupsCss'] = '';
  link.addEventListener(
    'error',
    () => logOnce('error', 'popups:css', 'Error loading newsletter CSS'),
    {
      once: true,
    },
  );
  doc.head.append(link);
}
