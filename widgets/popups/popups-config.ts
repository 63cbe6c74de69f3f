/**
 * settings.extra.popups (untrusted: marketers write it in the CMS) → a validated PopupsConfig.
 * Every part is checked with core/schema; an invalid popup is dropped with one `[rove]` warning
 * naming it, the others still show. Kind defaults (spec/product.md §4, §9; spec/marketing.md §9) are filled in
 * here so the rest of the widget reads one explicit definition.
 */
import { COUNTRIES, type Country } from '../../core/country';
import { logOnce } from '../../core/log';
import {
  array,
  boolean,
  check,
  describeIssue,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  union,
  unknown,
  type Schema,
} from '../../core/schema';
import { resolveAllowedUrl } from '../../core/sanitize/safe-url';
import { serviceUrl } from './service-url';
import type {
  CountdownSettings,
  PopupConditions,
  PopupDefinition,
  PopupKind,
  PopupMarkup,
  PopupTrigger,
  PopupsConfig,
} from './types';

export const POPUP_KINDS = [
  'newsletter',
  'promo',
  'exit-intent',
  'showroom',
  'store-closing',
  'trade-newsletter',
  'campaign-signup',
  'renewal',
] as const satisfies readonly PopupKind[];

/** Kinds with an email form; they are hidden for visitors who subscribed (by default). */
export const EMAIL_KINDS: ReadonlySet<PopupKind> = new Set<PopupKind>([
  'newsletter',
  'trade-newsletter',
  'campaign-signup',
]);

/** Kinds that post to the email-marketing endpoint (JSON:API, 202) rather than Klaviyo's form. */
export const MARKETING_KINDS: ReadonlySet<PopupKind> = new Set<PopupKind>([
  'trade-newsletter',
  'campaign-signup',
]);

/**
 * Whether a kind counts towards the campaign popups a visit shows (`popups.perVisit`, default
 * 1): every kind but a store's closing notice and a member's renewal, which are service, not
 * campaigns — they show whatever else the visit has seen.
 */
export const countsInVisit = (kind: PopupKind) => kind !== 'store-closing' && kind !== 'renewal';
export const DEFAULT_PER_VISIT = 1;
const perVisitSchema = number({ integer: true, min: 1, max: 100 });

export const DEFAULT_MARKETING_URL = '/api/email-marketing/subscriptions';
export const DEFAULT_RENEWAL_FORM = 'form#membership-renewal';

/** More definitions than any campaign page needs: the rest are ignored (hostile settings). */
export const MAX_POPUPS = 50;
/** Longest CMS HTML part accepted (characters); a bigger one is a mistake or an attack. */
export const MAX_HTML_LENGTH = 50_000;
const MAX_LIST_ITEMS = 100;

/** The specification's timings: exit intent armed after 5 s (spec/marketing.md §9), polling every 250 ms. */
export const EXIT_ARM_SECONDS = 5;
export const DEFAULT_POLL_MS = 250;

/** Each kind's trigger when the settings give none (spec/product.md §4, §9; spec/marketing.md §9). */
export const KIND_TRIGGER: Readonly<Record<PopupKind, PopupTrigger>> = {
  newsletter: { type: 'interval', seconds: 10, pollMs: DEFAULT_POLL_MS },
  promo: { type: 'interval', seconds: 10, pollMs: DEFAULT_POLL_MS },
  'campaign-signup': { type: 'interval', seconds: 10, pollMs: DEFAULT_POLL_MS },
  'trade-newsletter': { type: 'interval', seconds: 10, pollMs: DEFAULT_POLL_MS },
  showroom: { type: 'interval', seconds: 5, pollMs: DEFAULT_POLL_MS },
  'exit-intent': { type: 'exit', armAfterSeconds: EXIT_ARM_SECONDS },
  'store-closing': { type: 'load' },
  renewal: { type: 'load' },
};

/** Conditions each kind has unless the settings say otherwise. */
function kindConditions(kind: PopupKind): PopupConditions {
  const base: PopupConditions = { daysAfterClose: 1, hideWhenSubscribed: EMAIL_KINDS.has(kind) };
  if (kind === 'showroom') return { ...base, everyHours: 48 };
  if (kind === 'store-closing') return { ...base, countries: ['AU', 'KR'] };
  return base;
}

// ---- schemas of the raw shape ------------------------------------------------------------

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const RESERVED_IDS = new Set(['__proto__', 'constructor', 'prototype']);
/** A host-script name announced in rove:popup-callback; never evaluated, only a label. */
const CALLBACK = /^[A-Za-z_$][\w$.-]{0,99}$/;

const shortText = (max: number) => string(new RegExp(`^[\\s\\S]{0,${max}}$`)) as Schema<string>;
const html = shortText(MAX_HTML_LENGTH);
/** Bounded arrays: a settings array of a million entries is refused before it is walked. */
function boundedArray<T>(item: Schema<T>, max: number): Schema<T[]> {
  const items = array(item);
  return (value, path) =>
    Array.isArray(value) && value.length > max
      ? {
          ok: false,
          issue: { path, expected: `at most ${max} items`, got: `${value.length} items` },
        }
      : items(value, path);
}

const seconds = number({ min: 0, max: 86_400 });
const pollMs = number({ integer: true, min: 16, max: 60_000 });

const conditionsSchema = object({
  countries: optional(nullable(boundedArray(oneOf(COUNTRIES), COUNTRIES.length * 4)), null),
  paths: optional(nullable(boundedArray(string(/^\/[^\s]{0,300}$/), MAX_LIST_ITEMS)), null),
  loggedIn: optional(nullable(boolean()), null),
  minSessionPages: optional(nullable(number({ integer: true, min: 0, max: 10_000 })), null),
  everyHours: optional(nullable(number({ min: 0, max: 24 * 3650 })), null),
  daysAfterClose: optional(nullable(number({ min: 0, max: 3650 })), null),
  hideWhenSubscribed: optional(nullable(boolean()), null),
});

/** Legacy markup wrote `overlay` as a part: present (non-empty) meant a dimmed page. */
const overlaySchema: Schema<boolean> = union(
  boolean(),
  map(shortText(MAX_HTML_LENGTH), (text) => text.trim() !== ''),
);

const markupSchema = object({
  form: optional(nullable(html), null),
  done: optional(nullable(html), null),
  overlay: optional(nullable(overlaySchema), null),
  html: optional(nullable(html), null),
  callback: optional(
    nullable(
      union(
        string(CALLBACK),
        map(oneOf(['']), () => ''),
      ),
    ),
    null,
  ),
  list: optional(nullable(string(/^[\w.:-]{0,100}$/)), null),
  list2: optional(nullable(string(/^[\w.:-]{0,100}$/)), null),
});

const itemSchema = object({
  id: string(ID),
  kind: oneOf(POPUP_KINDS),
  label: optional(nullable(shortText(200)), null),
  conditions: optional(nullable(conditionsSchema), null),
  event: optional(nullable(unknown()), null),
  markup: optional(nullable(markupSchema), null),
  cta: optional(nullable(object({ href: shortText(2000), label: shortText(200) })), null),
  cities: optional(nullable(boundedArray(shortText(100), MAX_LIST_ITEMS)), null),
});

const countdownSchema = object({
  countdownTitle: shortText(300),
  countdownEnd: union(
    number({ min: 0 }),
    map(string(/^\d{4}-\d{2}-\d{2}/), (text) => Date.parse(text)),
  ),
});

const rootSchema = object({
  defaultList: optional(nullable(string(/^[\w.:-]{0,100}$/)), null),
  marketingUrl: optional(nullable(shortText(2000)), null),
  geolocationUrl: optional(nullable(shortText(2000)), null),
  stylesheetUrl: optional(nullable(shortText(2000)), null),
  // Checked on its own (parsePerVisit): a wrong value costs the cap's setting, not every popup.
  perVisit: optional(nullable(unknown()), null),
  renewalForm: optional(nullable(shortText(300)), null),
  countdown: optional(nullable(unknown()), null),
  items: optional(nullable(unknown()), null),
});

// ---- triggers ----------------------------------------------------------------------------

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The specification's event shapes: `{interval: [seconds, pollMs]}` (pollMs optional, 250 by default),
 * `{scroll: [percent]}`, and ours: `'exit'`, `'load'`. Missing → the kind's default.
 */
export function parseTrigger(raw: unknown, kind: PopupKind): Parsed<PopupTrigger> {
  if (raw === null || raw === undefined) return { ok: true, value: KIND_TRIGGER[kind] };
  if (raw === 'load') return { ok: true, value: { type: 'load' } };
  if (raw === 'exit')
    return { ok: true, value: { type: 'exit', armAfterSeconds: EXIT_ARM_SECONDS } };
  if (isRecord(raw) && Object.hasOwn(raw, 'interval')) {
    const interval = raw['interval'];
    if (!Array.isArray(interval) || interval.length < 1 || interval.length > 2)
      return { ok: false, reason: 'event.interval: expected [seconds, pollMs]' };
    const wait = check(seconds, interval[0]);
    if (!wait.ok) return { ok: false, reason: `event.interval.0: ${describeIssue(wait.issue)}` };
    const poll = check(optional(pollMs, DEFAULT_POLL_MS), interval[1]);
    if (!poll.ok) return { ok: false, reason: `event.interval.1: ${describeIssue(poll.issue)}` };
    return { ok: true, value: { type: 'interval', seconds: wait.value, pollMs: poll.value } };
  }
  if (isRecord(raw) && Object.hasOwn(raw, 'scroll')) {
    const scroll = raw['scroll'];
    const percent = check(number({ min: 0, max: 100 }), Array.isArray(scroll) ? scroll[0] : scroll);
    if (!percent.ok || (Array.isArray(scroll) && scroll.length !== 1))
      return { ok: false, reason: 'event.scroll: expected [percent] with 0 ≤ percent ≤ 100' };
    return { ok: true, value: { type: 'scroll', percent: percent.value } };
  }
  return {
    ok: false,
    reason: "event: expected {interval: [s, ms]}, {scroll: [%]}, 'exit' or 'load'",
  };
}

// ---- definitions -------------------------------------------------------------------------

function warn(key: string, message: string): void {
  logOnce('warn', `popups:${key}`, message);
}

function withoutNulls<T extends object>(value: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (entry !== null) out[key] = entry;
  return out as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;
}

function parseDefinition(
  raw: unknown,
  context: { origin: string; defaultList: string },
): Parsed<PopupDefinition> {
  const parsed = check(itemSchema, raw);
  if (!parsed.ok) return { ok: false, reason: describeIssue(parsed.issue) };
  const item = parsed.value;
  if (RESERVED_IDS.has(item.id)) return { ok: false, reason: `id: "${item.id}" is reserved` };
  const trigger = parseTrigger(item.event, item.kind);
  if (!trigger.ok) return trigger;

  const given = item.markup ? withoutNulls(item.markup) : {};
  const markup: PopupMarkup = {
    form: given.form ?? '',
    done: given.done ?? '',
    overlay: given.overlay ?? true,
    html: given.html ?? '',
    callback: given.callback ? given.callback : null,
    list: given.list ? given.list : context.defaultList,
    list2: given.list2 ? given.list2 : null,
  };
  if (EMAIL_KINDS.has(item.kind) && markup.list === '')
    return { ok: false, reason: 'markup.list: no list (set it, or popups.defaultList)' };

  const countries = item.conditions?.countries;
  const conditions: PopupConditions = {
    ...kindConditions(item.kind),
    ...withoutNulls(item.conditions ?? {}),
    // A duplicate-free list, in the settings' order.
    ...(countries ? { countries: [...new Set<Country>(countries)] } : {}),
  };

  let cta: PopupDefinition['cta'] = null;
  if (item.cta) {
    const href = resolveAllowedUrl(item.cta.href, { origin: context.origin });
    if (href && item.cta.label.trim() !== '')
      cta = { href: href.href, label: item.cta.label.trim() };
    else
      warn(
        `cta:${item.id}`,
        `popup "${item.id}": call to action dropped (its link must stay on this site and have a label)`,
      );
  }

  const cities = [...new Set((item.cities ?? []).map((city) => city.trim()).filter(Boolean))];
  if (item.kind === 'showroom' && cities.length === 0)
    return { ok: false, reason: 'cities: a showroom popup needs the cities it is for' };

  // '' = the view's per-kind name in the page's language (core/i18n/popups: labelNewsletter …).
  const label = item.label?.trim() ?? '';
  return {
    ok: true,
    value: {
      id: item.id,
      kind: item.kind,
      label,
      conditions,
      trigger: trigger.value,
      markup,
      cta,
      cities,
    },
  };
}

function parseCountdown(raw: unknown): CountdownSettings | null {
  if (raw === null || raw === undefined) return null;
  const parsed = check(countdownSchema, raw);
  if (!parsed.ok) {
    warn('countdown', `popups.countdown ignored: ${describeIssue(parsed.issue)}`);
    return null;
  }
  const { countdownTitle, countdownEnd } = parsed.value;
  if (!Number.isFinite(countdownEnd)) {
    warn('countdown', 'popups.countdown ignored: countdownEnd is not a date');
    return null;
  }
  return { countdownTitle: countdownTitle.trim(), countdownEnd };
}

/** An empty configuration: nothing shows. */
export const NO_POPUPS: PopupsConfig = {
  popups: [],
  countdown: null,
  defaultList: '',
  marketingUrl: DEFAULT_MARKETING_URL,
  geolocationUrl: null,
  stylesheetUrl: null,
  renewalForm: DEFAULT_RENEWAL_FORM,
  perVisit: DEFAULT_PER_VISIT,
};

/** `popups.perVisit`: a whole number from 1 to 100; anything else is the default, with one warning. */
function parsePerVisit(raw: unknown): number {
  if (raw === null) return DEFAULT_PER_VISIT;
  const parsed = check(perVisitSchema, raw);
  if (parsed.ok) return parsed.value;
  warn('perVisit', `popups.perVisit ignored: ${describeIssue(parsed.issue)}`);
  return DEFAULT_PER_VISIT;
}

/**
 * Validates `settings.extra.popups`. Never throws; logs one `[rove]` warning per dropped part.
 *
 * @example
 * parsePopupsConfig({ defaultList: 'Xy12', items: [{ id: 'news', kind: 'newsletter' }] }, location.origin)
 *   .popups[0].trigger // { type: 'interval', seconds: 10, pollMs: 250 }
 */
export function parsePopupsConfig(raw: unknown, origin: string): PopupsConfig {
  if (raw === undefined || raw === null) return NO_POPUPS;
  const root = check(rootSchema, raw);
  if (!root.ok) {
    warn('root', `settings.popups ignored: ${describeIssue(root.issue)}`);
    return NO_POPUPS;
  }
  const settings = root.value;
  const defaultList = settings.defaultList ?? '';

  /** A service address of the settings; one elsewhere is dropped with a warning. */
  const service = (key: 'marketingUrl' | 'geolocationUrl' | 'stylesheetUrl') => {
    const url = serviceUrl(settings[key], origin);
    if (settings[key] !== null && url === null)
      warn(key, `popups.${key} ignored: it must be on this site or https`);
    return url;
  };
  const marketingUrl = service('marketingUrl');
  const geolocationUrl = service('geolocationUrl');
  const stylesheetUrl = service('stylesheetUrl');

  const popups: PopupDefinition[] = [];
  const items = settings.items;
  if (items !== null && !Array.isArray(items)) {
    warn('items', 'popups.items ignored: expected an array');
  } else if (items) {
    if (items.length > MAX_POPUPS)
      warn('items-cap', `popups.items: only the first ${MAX_POPUPS} of ${items.length} are used`);
    const seen = new Set<string>();
    const count = Math.min(items.length, MAX_POPUPS);
    for (let index = 0; index < count; index += 1) {
      const result = parseDefinition(items[index], { origin, defaultList });
      const rawId = isRecord(items[index]) ? items[index]['id'] : undefined;
      const name = typeof rawId === 'string' ? `"${rawId.slice(0, 64)}"` : `#${index}`;
      if (!result.ok) {
        warn(`item:${index}`, `popup ${name} ignored: ${result.reason}`);
        continue;
      }
      if (seen.has(result.value.id)) {
        warn(`item:${index}`, `popup ${name} ignored: its id is used by an earlier popup`);
        continue;
      }
      seen.add(result.value.id);
      popups.push(result.value);
    }
  }

  return {
    popups,
    countdown: parseCountdown(settings.countdown),
    defaultList,
    marketingUrl: marketingUrl ?? DEFAULT_MARKETING_URL,
    geolocationUrl,
    stylesheetUrl,
    renewalForm: settings.renewalForm?.trim() || DEFAULT_RENEWAL_FORM,
    perVisit: parsePerVisit(settings.perVisit),
  };
}
