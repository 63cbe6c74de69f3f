import { COOKIE } from '../storage/cookie-names';
import { readCookie } from '../storage/cookies';
import { logOnce } from '../log';
import { readBodyFlags, type BodyFlags } from './body-flags';
import { readRawSettings } from './raw';
import type { SettingKey } from './schema';
import { validateSettings, type ValidSettings } from './validate-settings';

export interface RoveSettings extends ValidSettings {
  flags: BodyFlags;
}

export interface SettingsResult {
  settings: RoveSettings;
  /** Keys that were present but invalid and fell back to their default. */
  invalidKeys: SettingKey[];
}

/**
 * Validates the page's settings key by key (validate-settings.ts), with the page's warehouse
 * cookie, `?locale=` and body flags. Never throws: a malformed key falls back to the specification'
 * default and is reported in `invalidKeys`.
 *
 * @example parseSettings(document, window).settings.memberFee // 100
 */
export function parseSettings(doc: Document, win: Window): SettingsResult {
  const raw = readRawSettings(doc, win);
  let queryLocale: string | null = null;
  try {
    queryLocale = new URL(win.location.href).searchParams.get('locale');
  } catch {
    // about:blank and friends have no query.
  }
  const { settings, invalidKeys } = validateSettings(raw.values, {
    cookie: readCookie(COOKIE.warehouse),
    queryLocale,
  });
  return {
    settings: { ...settings, flags: readBodyFlags(doc) },
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
