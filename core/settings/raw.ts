import { isPlainObject, safeCopy } from './plain-object';

/** id of the JSON settings tag a page may carry (docs/architecture.md §3). */
export const SETTINGS_TAG_ID = 'rove-settings';

function readLegacy(win: Window): Record<string, unknown> {
  try {
    const drupal: unknown = (win as Window & { Drupal?: unknown }).Drupal;
    if (!isPlainObject(drupal)) return {};
    const settings = drupal['settings'];
    return isPlainObject(settings) ? safeCopy(settings) : {};
  } catch {
    return {};
  }
}

function readJsonTag(doc: Document): Record<string, unknown> | 'malformed' {
  const tag = doc.getElementById(SETTINGS_TAG_ID);
  if (!(tag instanceof HTMLScriptElement)) return {};
  try {
    const parsed: unknown = JSON.parse(tag.textContent || '{}');
    return isPlainObject(parsed) ? safeCopy(parsed) : 'malformed';
  } catch {
    return 'malformed';
  }
}

export interface RawSettings {
  values: Record<string, unknown>;
  /** The JSON tag was present but not a JSON object. */
  malformedTag: boolean;
}

/**
 * Merges `window.Drupal.settings` and `<script type="application/json" id="rove-settings">`,
 * the JSON tag winning per key. Unvalidated: see `getSettings()` for the checked result.
 * Kept free of dependencies because the loader uses it for the kill switches.
 *
 * @example readRawSettings().values.memberFee // 100 (or whatever the page says)
 */
export function readRawSettings(doc: Document = document, win: Window = window): RawSettings {
  const fromTag = readJsonTag(doc);
  const merged = Object.assign(
    Object.create(null) as Record<string, unknown>,
    readLegacy(win),
    fromTag === 'malformed' ? {} : fromTag,
  );
  return { values: merged, malformedTag: fromTag === 'malformed' };
}

/**
 * A widget is on unless the page sets `widgets: {"rove-love": false}`.
 *
 * @example isWidgetDisabled({ widgets: { 'rove-love': false } }, 'rove-love') // true
 */
export function isWidgetDisabled(values: Record<string, unknown>, tag: string): boolean {
  const widgets = values['widgets'];
  return isPlainObject(widgets) && Object.hasOwn(widgets, tag) && widgets[tag] === false;
}
