import { SWATCH_COLOURS } from '../../core/search/constants';
import {
  isSelected,
  type FacetAttribute,
  type FacetCounts,
  type FacetSelection,
} from '../../core/search/facet-selection';

/** One value of a facet as the panel lists it. */
export interface FacetOption {
  value: string;
  /** Products with this value (with the other facets' filters); undefined until counted. */
  count: number | undefined;
  selected: boolean;
}

/**
 * The colour swatches: always the specification's 13 colours (spec/shell.md §9), in its order.
 *
 * @example swatchOptions({ colors: ['Blue'] }, { colors: { Blue: 4 } })[4] // { value: 'Blue', count: 4, selected: true }
 */
export function swatchOptions(selection: FacetSelection, counts: FacetCounts): FacetOption[] {
  const counted = counts.colors;
  return SWATCH_COLOURS.map((value) => ({
    value,
    count: counted ? (Object.hasOwn(counted, value) ? counted[value] : 0) : undefined,
    selected: isSelected(selection, 'colors', value),
  }));
}

/**
 * A checkbox facet's values: those the counts name plus any chosen one they lack, most products
 * first (then by name). A facet's own counts ignore its own filter, so choosing a value never
 * reorders the list under the visitor's pointer.
 *
 * @example listOptions('nice_names', {}, { nice_names: { Wool: 2, Velvet: 5 } }).map((o) => o.value) // ['Velvet', 'Wool']
 */
export function listOptions(
  attribute: Exclude<FacetAttribute, 'colors'>,
  selection: FacetSelection,
  counts: FacetCounts,
): FacetOption[] {
  const counted = counts[attribute] ?? {};
  const values = new Set([...Object.keys(counted), ...(selection[attribute] ?? [])]);
  return [...values]
    .map((value) => ({
      value,
      count: Object.hasOwn(counted, value) ? counted[value] : counts[attribute] ? 0 : undefined,
      selected: isSelected(selection, attribute, value),
    }))
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || (a.value < b.value ? -1 : 1));
}

/** How many types show before 'More' (spec/shell.md §2). */
export const TYPES_SHOWN = 6;

/**
 * Splits the type list at six; a chosen type past the six stays in view.
 *
 * @example splitShown(options).rest.length // the values behind 'More'
 */
export function splitShown(
  options: readonly FacetOption[],
  shown: number = TYPES_SHOWN,
): { visible: FacetOption[]; rest: FacetOption[] } {
  const visible: FacetOption[] = [];
  const rest: FacetOption[] = [];
  options.forEach((option, index) =>
    (index < shown || option.selected ? visible : rest).push(option),
  );
  return { visible, rest };
}
