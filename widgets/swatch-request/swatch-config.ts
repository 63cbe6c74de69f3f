import type { Country } from '../../core/country';
import { safeUrl } from '../../core/sanitize/safe-url';
import {
  boolean,
  check,
  describeIssue,
  number,
  object,
  optional,
  string,
  validItems,
  type Issue,
} from '../../core/schema';
import {
  ALL_SWATCH_COUNTRY_CODES,
  SWATCH_COUNTRY_CODES,
  type SwatchCountryCode,
} from './swatch-address';

// The page's `swatch_request` setting, validated field by field (docs/architecture.md §3: settings are
// untrusted). A bad swatch is left out on its own; a bad limit or country list falls back to its
// default; only a setting with no usable swatch at all is refused as a whole.

/** The settings key the CMS fills on the swatch request pages. */
export const SWATCH_SETTINGS_KEY = 'swatch_request';

/**
 * How many swatches one request may hold when the setting does not say. The specification gives no
 * number; the demo's page copy promises five.
 */
export const DEFAULT_SWATCH_LIMIT = 5;

/** Largest limit accepted (a typo such as 5000 would otherwise remove the cap). */
export const MAX_SWATCH_LIMIT = 50;

export interface SwatchOption {
  /** The fabric's option id (spec/product.md: the request is a list of option ids). */
  id: number;
  name: string;
  /** A CSS colour (#rgb / #rrggbb) for the chip, when there is no image. */
  color: string | null;
  /** Same-origin image of the fabric, or null. */
  image: string | null;
  /** Material or collection the list is grouped by, or null. */
  group: string | null;
}

export interface SwatchRequestConfig {
  swatches: readonly SwatchOption[];
  limit: number;
  /** The visitor's kept selection (spec/product.md: the selected option ids), known ids only, ≤ limit. */
  selected: readonly number[];
  /** spec/product.md's has_been_submitted: the kept selection was already sent. */
  hasBeenSubmitted: boolean;
  /** Countries the address may be in (the intl pages offer one). */
  countries: readonly SwatchCountryCode[];
  /** The country the form starts with. */
  defaultCountry: SwatchCountryCode;
}

export type SwatchConfigResult =
  { ok: true; config: SwatchRequestConfig; issues: string[] } | { ok: false; issues: string[] };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const optionId = number({ integer: true, min: 1 });
const rawSwatch = object({
  id: optionId,
  name: string(/\S/),
  color: optional(string(HEX_COLOR), ''),
  image: optional(string(), ''),
  group: optional(string(), ''),
});
const countryCode = (value: unknown, path: string) =>
  (ALL_SWATCH_COUNTRY_CODES as readonly unknown[]).includes(value)
    ? { ok: true as const, value: value as SwatchCountryCode }
    : {
        ok: false as const,
        issue: { path, expected: ALL_SWATCH_COUNTRY_CODES.join(' | '), got: JSON.stringify(value) },
      };

/**
 * Reads the setting. `origin` is the page's (images must be same-origin); `shopCountry` picks
 * the form's starting country when the list has it.
 *
 * @example readSwatchConfig({ swatches: [{ id: 101, name: 'Ivory Boucle' }] }, 'https://rove.shop', 'US').ok // true
 * @example readSwatchConfig('nope', 'https://rove.shop', 'US').issues // ['swatch_request: expected object, got "nope"']
 */
export function readSwatchConfig(
  raw: unknown,
  origin: string,
  shopCountry: Country,
): SwatchConfigResult {
  const issues: string[] = [];
  const note = (issue: Issue) =>
    issues.push(describeIssue({ ...issue, path: `${SWATCH_SETTINGS_KEY}.${issue.path}` }));
  const root = check(
    object({
      swatches: validItems(rawSwatch, note),
      limit: optional(
        number({ integer: true, min: 1, max: MAX_SWATCH_LIMIT }),
        DEFAULT_SWATCH_LIMIT,
      ),
      selected: optional(validItems(optionId, note), []),
      has_been_submitted: optional(boolean(), false),
      countries: optional(validItems(countryCode, note), [...ALL_SWATCH_COUNTRY_CODES]),
    }),
    raw,
  );
  if (!root.ok) {
    // Only the limit, has_been_submitted or a non-array list can fail here: retry without the
    // bad key so that one wrong value never hides every swatch.
    note(root.issue);
    const key = root.issue.path.split('.')[0] ?? '';
    if (key === '' || key === 'swatches' || raw === null || typeof raw !== 'object') {
      return { ok: false, issues };
    }
    const { [key]: _dropped, ...rest } = raw as Record<string, unknown>;
    const retry = readSwatchConfig(rest, origin, shopCountry);
    return retry.ok
      ? { ...retry, issues: [...issues, ...retry.issues] }
      : { ok: false, issues: [...issues, ...retry.issues] };
  }
  const value = root.value;
  const swatches: SwatchOption[] = [];
  const seen = new Set<number>();
  value.swatches.forEach((swatch) => {
    if (seen.has(swatch.id)) {
      issues.push(`${SWATCH_SETTINGS_KEY}.swatches: option id ${swatch.id} listed twice`);
      return;
    }
    seen.add(swatch.id);
    const image = swatch.image === '' ? undefined : safeUrl(swatch.image, { origin });
    if (swatch.image !== '' && !image) {
      issues.push(`${SWATCH_SETTINGS_KEY}.swatches: image of ${swatch.id} is not same-origin`);
    }
    swatches.push({
      id: swatch.id,
      name: swatch.name.trim(),
      color: swatch.color === '' ? null : swatch.color,
      image: image ?? null,
      group: swatch.group.trim() === '' ? null : swatch.group.trim(),
    });
  });
  if (swatches.length === 0) {
    issues.push(`${SWATCH_SETTINGS_KEY}.swatches: expected at least one valid swatch`);
    return { ok: false, issues };
  }
  const selected = [...new Set(value.selected)].filter((id) => seen.has(id));
  if (selected.length < value.selected.length) {
    issues.push(`${SWATCH_SETTINGS_KEY}.selected: unknown or repeated option ids left out`);
  }
  if (selected.length > value.limit) {
    issues.push(
      `${SWATCH_SETTINGS_KEY}.selected: more than the limit (${value.limit}); kept the first`,
    );
  }
  const countries = [...new Set(value.countries)];
  const usable = countries.length > 0 ? countries : [...ALL_SWATCH_COUNTRY_CODES];
  const shopCode = SWATCH_COUNTRY_CODES[shopCountry];
  return {
    ok: true,
    issues,
    config: {
      swatches,
      limit: value.limit,
      selected: selected.slice(0, value.limit),
      hasBeenSubmitted: value.has_been_submitted,
      countries: usable,
      defaultCountry: usable.includes(shopCode) ? shopCode : (usable[0] as SwatchCountryCode),
    },
  };
}
