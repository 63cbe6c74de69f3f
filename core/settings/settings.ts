import { currencyForCountry } from '../currency';
import { COOKIE } from '../storage/cookie-names';
import { readCookie } from '../storage/cookies';
import { logOnce } from '../log';
import { check, type CheckResult, type Schema } from '../schema';
import { readBodyFlags, type BodyFlags } from './body-flags';
import { DEFAULT_SETTINGS } from './defaults';
import { readRawSettings } from './raw';
import { resolveCountry } from './resolve-country';
import { SETTING_SCHEMAS, type SettingKey, type ValidatedSettings } from './schema';

export interface RoveSettings extends ValidatedSettings {
  flags: BodyFlags;
  /** Keys the SDK does not validate here (product_models, search, stripe, popups …), copied
   * without prototype keys; the widget that reads one validates it. */
  extra: Readonly<Record<string, unknown>>;
}

export interface SettingsResult {
  settings: RoveSettings;
  /** Keys that were present but invalid and fell back to their default. */
  invalidKeys: SettingKey[];
}

/**
 * A schema check that treats a throw as a failure: legacy `Drupal.settings` values come from
 * host scripts and may hide throwing getters or revoked proxies (JSON never does).
 */
function checkSafely(schema: Schema<unknown>, value: unknown): CheckResult<unknown> {
  try {
    return check(schema, value);
  } catch {
    return {
      ok: false,
      issue: { path: '', expected: 'a readable value', got: 'a value that threw' },
    };
  }
}

/**
 * Validates the page's settings key by key. Never throws: a malformed key falls back to
 * the seeds' default and is reported in `invalidKeys`.
 *
 * @example parseSettings(document, window).settings.memberFee // 100
 */
export function parseSettings(doc: Document, win: Window): SettingsResult {
  const raw = readRawSettings(doc, win);
  const invalidKeys: SettingKey[] = [];
  /** Keys the page set to a valid value; an invalid one counts as not said at all. */
  const accepted = new Set<SettingKey>();
  const validated = { ...DEFAULT_SETTINGS } as Record<SettingKey, unknown>;
  const extra: Record<string, unknown> = Object.create(null) as Record<string, unknown>;

  for (const key of Object.keys(raw.values)) {
    if (!Object.hasOwn(SETTING_SCHEMAS, key)) {
      extra[key] = raw.values[key];
      continue;
    }
    const name = key as SettingKey;
    const result = checkSafely(SETTING_SCHEMAS[name] as Schema<unknown>, raw.values[key]);
    if (result.ok) {
      validated[name] = result.value;
      accepted.add(name);
    } else invalidKeys.push(name);
  }

  const values = validated as ValidatedSettings;
  let queryLocale: string | null = null;
  try {
    queryLocale = new URL(win.location.href).searchParams.get('locale');
  } catch {
    // about:blank and friends have no query.
  }
  const { country, locale } = resolveCountry({
    cookie: readCookie(COOKIE.warehouse),
    setting: accepted.has('country') ? values.country : undefined,
    settingLocale: accepted.has('locale') ? values.locale : undefined,
    queryLocale,
  });
  const currency =
    accepted.has('currency') && country === values.country
      ? values.currency
      : currencyForCountry(country);

  return {
    settings: { ...values, country, locale, currency, flags: readBodyFlags(doc), extra },
    invalidKeys: raw.malformedTag
      ? ['malformed settings tag' as SettingKey, ...invalidKeys]
      : invalidKeys,
  };
}

let cached: RoveSettings | undefined;

/**
 * The page's validated settings, read once. Invalid keys are reported with one `[rove]`
 * warning.
 *
 * @example getSettings().country // 'UK' on a page with the warehouse cookie UK
 */
export function getSettings(): RoveSettings {
  if (cached) return cached;
  const { settings, invalidKeys } = parseSettings(document, window);
  if (invalidKeys.length > 0) {
    logOnce(
      'warn',
      'settings',
      `invalid settings ignored, defaults used for: ${invalidKeys.join(', ')}`,
    );
  }
  return (cached = settings);
}

/** Forgets the cached settings (tests, and a page that replaces its settings tag). */
export function resetSettings(): void {
  cached = undefined;
}
