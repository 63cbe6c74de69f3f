import { FACET_ATTRIBUTES } from './constants';

/** The facet attributes of the results page, in the order the URL and the panel list them. */
export const FACET_ORDER = [
  FACET_ATTRIBUTES.color,
  FACET_ATTRIBUTES.material,
  FACET_ATTRIBUTES.type,
] as const;
export type FacetAttribute = (typeof FACET_ORDER)[number];

/** The chosen values per facet attribute (OR within an attribute, AND across attributes). */
export type FacetSelection = Partial<Record<FacetAttribute, readonly string[]>>;

/** attribute → value → number of products, as the facet-count queries answer. */
export type FacetCounts = Partial<Record<FacetAttribute, Readonly<Record<string, number>>>>;

/**
 * @example isFacetAttribute('colors') // true
 * @example isFacetAttribute('__proto__') // false
 */
export function isFacetAttribute(value: string): value is FacetAttribute {
  return (FACET_ORDER as readonly string[]).includes(value);
}

/**
 * A value the URL can carry: not empty, and well-formed UTF-16 (encodeURIComponent throws on a
 * lone surrogate, and a value from the network must never break the page).
 */
function isUsableValue(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The canonical form of a selection: known attributes only, in FACET_ORDER; values deduplicated
 * and sorted, so the same choice always gives the same URL whatever the clicking order;
 * attributes without values left out.
 *
 * @example normalizeSelection({ terms: ['Sofa'], colors: ['Gray', 'Blue', 'Gray'] }) // { colors: ['Blue', 'Gray'], terms: ['Sofa'] }
 */
export function normalizeSelection(selection: FacetSelection): FacetSelection {
  const normalized: FacetSelection = {};
  for (const attribute of FACET_ORDER) {
    const values = selection[attribute];
    if (!Array.isArray(values)) continue;
    const kept = [...new Set(values.filter(isUsableValue))].sort();
    if (kept.length > 0) normalized[attribute] = kept;
  }
  return normalized;
}

/**
 * Adds the value if absent, removes it if present.
 *
 * @example toggleFacet({ colors: ['Blue'] }, 'colors', 'Gray') // { colors: ['Blue', 'Gray'] }
 */
export function toggleFacet(
  selection: FacetSelection,
  attribute: FacetAttribute,
  value: string,
): FacetSelection {
  const current = selection[attribute] ?? [];
  const next = current.includes(value)
    ? current.filter((existing) => existing !== value)
    : [...current, value];
  return normalizeSelection({ ...selection, [attribute]: next });
}

/**
 * How many values are chosen across every attribute (the 'Filters ({count})' label).
 *
 * @example selectedCount({ colors: ['Blue', 'Gray'], terms: ['Sofa'] }) // 3
 */
export function selectedCount(selection: FacetSelection): number {
  return FACET_ORDER.reduce((sum, attribute) => sum + (selection[attribute]?.length ?? 0), 0);
}

/** @example isSelected({ colors: ['Blue'] }, 'colors', 'Blue') // true */
export function isSelected(
  selection: FacetSelection,
  attribute: FacetAttribute,
  value: string,
): boolean {
  return selection[attribute]?.includes(value) ?? false;
}

/** Two selections choose the same values. */
export function sameSelection(a: FacetSelection, b: FacetSelection): boolean {
  const left = normalizeSelection(a);
  const right = normalizeSelection(b);
  return FACET_ORDER.every(
    (attribute) =>
      (left[attribute] ?? []).join('\u0000') === (right[attribute] ?? []).join('\u0000'),
  );
}

// A leading '-' means "not" in Algolia's facetFilters; a literal one is escaped.
function filterValue(value: string): string {
  return value.startsWith('-') ? `\\${value}` : value;
}

/**
 * Algolia facetFilters: one OR-group per attribute, the groups ANDed. `except` leaves one
 * attribute out, for that attribute's own (disjunctive) counts.
 *
 * @example toFacetFilters({ colors: ['Blue', 'Gray'], nice_names: ['Velvet'] }) // [['colors:Blue', 'colors:Gray'], ['nice_names:Velvet']]
 */
export function toFacetFilters(selection: FacetSelection, except?: FacetAttribute): string[][] {
  const normalized = normalizeSelection(selection);
  return FACET_ORDER.filter((attribute) => attribute !== except && normalized[attribute]).map(
    (attribute) =>
      (normalized[attribute] ?? []).map((value) => `${attribute}:${filterValue(value)}`),
  );
}

/** The plain-object form the bus event carries. */
export function selectionRecord(selection: FacetSelection): Record<string, string[]> {
  const normalized = normalizeSelection(selection);
  const record: Record<string, string[]> = {};
  for (const attribute of FACET_ORDER) {
    const values = normalized[attribute];
    if (values) record[attribute] = [...values];
  }
  return record;
}
