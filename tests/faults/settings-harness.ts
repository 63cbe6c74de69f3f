/**
 * Shared by the settings fault suites: puts a page's settings in place (JSON tag, legacy
 * `window.Drupal`, body classes, address, warehouse cookie), takes it down again, and checks
 * that what the reader returned is always a complete, schema-valid settings object and that
 * nothing leaked onto the built-in prototypes.
 */
import { expect } from 'vitest';
import { countryOfLocale } from '../../core/country';
import { check, type Schema } from '../../core/schema';
import { SETTINGS_TAG_ID } from '../../core/settings/raw';
import { SETTING_SCHEMAS, type SettingKey } from '../../core/settings/schema';
import type { RoveSettings } from '../../core/settings/settings';

export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
export const FLAG_CLASSES = [
  'logged-in',
  'rove-membership-only',
  'rove-membership-lock',
  'rove-msrp-lock',
  'page-cart-checkout-review',
] as const;
/** Names that reach a prototype when copied naively. */
export const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export interface PageSetup {
  /** The JSON tag's text; undefined: no tag. */
  json?: string | undefined;
  /** window.Drupal's value (set as a plain property); see `defineDrupal` for getters. */
  drupal?: unknown;
  bodyClass?: string | undefined;
  /** Path and query of the page address. */
  url?: string | undefined;
  /** The warehouse cookie's value. */
  cookie?: string | undefined;
}

type WindowWithDrupal = Window & { Drupal?: unknown };

/** Puts the settings tag in <head> without markup parsing (the text is exactly `json`). */
export function setSettingsTag(json: string | undefined): void {
  document.getElementById(SETTINGS_TAG_ID)?.remove();
  if (json === undefined) return;
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = SETTINGS_TAG_ID;
  tag.textContent = json;
  document.head.append(tag);
}

export function setPage(setup: PageSetup): void {
  setSettingsTag(setup.json);
  if ('drupal' in setup) (window as WindowWithDrupal).Drupal = setup.drupal;
  document.body.className = setup.bodyClass ?? '';
  window.history.replaceState(null, '', setup.url ?? '/');
  clearWarehouseCookie();
  if (setup.cookie !== undefined)
    document.cookie = `rove_warehouse=${encodeURIComponent(setup.cookie)}; path=/`;
}

export function clearWarehouseCookie(): void {
  document.cookie = 'rove_warehouse=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Removes whatever a case left behind: window.Drupal (even an accessor), the tag, classes. */
export function clearPage(): void {
  try {
    delete (window as WindowWithDrupal).Drupal;
  } catch {
    // A non-configurable Drupal from a case would be a harness bug; surfaced by the next case.
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
  window.history.replaceState(null, '', '/');
  clearWarehouseCookie();
}

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
} as const;

export type ProtoSnapshot = Record<keyof typeof PROTOTYPES, string[]>;

export function snapshotPrototypes(): ProtoSnapshot {
  const names = (proto: object) => Reflect.ownKeys(proto).map(String).sort();
  return {
    Object: names(PROTOTYPES.Object),
    Array: names(PROTOTYPES.Array),
    Function: names(PROTOTYPES.Function),
    String: names(PROTOTYPES.String),
  };
}

/** Object.prototype and friends gained no keys, and `({}).polluted` is still undefined. */
export function expectNoPollution(before: ProtoSnapshot): void {
  expect(snapshotPrototypes()).toEqual(before);
  const probe = {} as Record<string, unknown>;
  expect(probe['polluted']).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
  expect(Object.getPrototypeOf([])).toBe(Array.prototype);
}

/**
 * Every field is present and passes its own schema; country, locale and currency agree;
 * flags are five booleans; extra has no prototype and no prototype-reaching key.
 */
export function expectValidSettings(settings: RoveSettings): void {
  for (const key of SETTING_KEYS) {
    const result = check(SETTING_SCHEMAS[key] as Schema<unknown>, settings[key]);
    if (!result.ok) throw new Error(`settings.${key} is invalid: ${JSON.stringify(result.issue)}`);
  }
  expect(countryOfLocale(settings.locale)).toBe(settings.country);
  expect(Object.keys(settings.flags).sort()).toEqual(
    ['checkoutReview', 'loggedIn', 'membershipLock', 'membershipOnly', 'msrpLock'].sort(),
  );
  for (const flag of Object.values(settings.flags)) expect(typeof flag).toBe('boolean');
  expect(Object.getPrototypeOf(settings.extra)).toBeNull();
  for (const key of DANGEROUS_KEYS) expect(Object.hasOwn(settings.extra, key)).toBe(false);
  for (const key of SETTING_KEYS) expect(Object.hasOwn(settings.extra, key)).toBe(false);
}
