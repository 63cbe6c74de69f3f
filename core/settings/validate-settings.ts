import { currencyForCountry } from '../currency';
import { check, type CheckResult, type Schema } from '../schema';
import { DEFAULT_SETTINGS } from './defaults';
import { resolveCountry } from './resolve-country';
import { SETTING_SCHEMAS, type SettingKey, type ValidatedSettings } from './schema';

/** What decides the shopper's country besides the settings, as the browser reads it. */
export interface CountryHints {
  /** The `rove_warehouse` cookie. */
  cookie?: string | null | undefined;
  /** The address's `?locale=`. */
  queryLocale?: string | null | undefined;
}

export interface ValidSettings extends ValidatedSettings {
  /** Keys the SDK does not validate here (product_models, popups …), copied without
   * prototype keys; the widget that reads one validates it. */
  extra: Readonly<Record<string, unknown>>;
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
 * Settings values validated key by key, the country resolved from them and the hints (pure:
 * the browser's settings and a server's rendering for the same page agree). Never throws: a
 * malformed key falls back to the specification's default and is named in `invalidKeys`.
 *
 * @example validateSettings({ memberFee: 'x' }, {}).invalidKeys // ['memberFee']
 */
export function validateSettings(
  values: Readonly<Record<string, unknown>>,
  hints: CountryHints,
): { settings: ValidSettings; invalidKeys: SettingKey[] } {
  const invalidKeys: SettingKey[] = [];
  /** Keys the page set to a valid value; an invalid one counts as not said at all. */
  const accepted = new Set<SettingKey>();
  const validated = { ...DEFAULT_SETTINGS } as Record<SettingKey, unknown>;
  const extra: Record<string, unknown> = Object.create(null) as Record<string, unknown>;

  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(SETTING_SCHEMAS, key)) {
      extra[key] = values[key];
      continue;
    }
    const name = key as SettingKey;
    const result = checkSafely(SETTING_SCHEMAS[name] as Schema<unknown>, values[key]);
    if (result.ok) {
      validated[name] = result.value;
      accepted.add(name);
    } else invalidKeys.push(name);
  }

  const valid = validated as ValidatedSettings;
  const { country, locale } = resolveCountry({
    cookie: hints.cookie ?? undefined,
    setting: accepted.has('country') ? valid.country : undefined,
    settingLocale: accepted.has('locale') ? valid.locale : undefined,
    queryLocale: hints.queryLocale ?? null,
  });
  const currency =
    accepted.has('currency') && country === valid.country
      ? valid.currency
      : currencyForCountry(country);
  return { settings: { ...valid, country, locale, currency, extra }, invalidKeys };
}
