import type { ModelStock, ModelsStock, ProductData } from './product-data';

/**
 * Models and swatches as pure functions over the product settings (spec/product.md §3, §4 'Swatch
 * selection'): which options exist, which are shown, and which model a selection names.
 */

export interface SwatchOption {
  oid: number;
  name: string;
  /** The option's price adjustment as the CMS formatted it ('+$300'), or ''. */
  priceText: string;
  /** The option's picture (product_imgs), or '' when it has none. */
  image: string;
}

/** One option label (Fabric, Size …): one radio group. */
export interface OptionGroup {
  aid: number;
  label: string;
  displayMode: string;
  options: SwatchOption[];
}

/** Attribute id → chosen option id. */
export type Selection = Readonly<Record<number, number>>;

/**
 * The option groups in the order the product's models list them (the CMS writes each model's
 * oids in attribute order), options in first-seen order, each with its image when it has one.
 *
 * @example buildGroups(data).map((g) => g.label) // ['Fabric', 'Size', 'Leg Finish']
 */
export function buildGroups(
  data: ProductData,
  images: ReadonlyMap<number, string> = new Map(),
): OptionGroup[] {
  const groups = new Map<number, OptionGroup>();
  for (const oids of Object.values(data.product_models)) {
    for (const oid of oids) {
      const detail = data.oid_details[String(oid)];
      if (!detail) continue; // an oid without details cannot be shown or named
      let group = groups.get(detail.aid);
      if (!group) {
        group = {
          aid: detail.aid,
          label: detail.label,
          displayMode: detail.display_mode,
          options: [],
        };
        groups.set(detail.aid, group);
      }
      if (!group.options.some((option) => option.oid === oid))
        group.options.push({
          oid,
          name: detail.name,
          priceText: detail.formatted_price,
          image: images.get(oid) ?? '',
        });
    }
  }
  return [...groups.values()];
}

/**
 * A model counts as in stock when it is neither hidden nor disallowed and has units (s), or
 * pre-orders (pr), or — once the shopper has a destination — satellite units (hs). Custom
 * message and made-to-order models are not "in stock" for the in-stock-only filter.
 *
 * @example isInStock({ ...stock, s: 0, pr: 4 }, false) // true
 */
export function isInStock(stock: ModelStock | undefined, satellite: boolean): boolean {
  if (!stock || stock.h || stock.d) return false;
  return stock.s > 0 || stock.pr > 0 || (satellite && stock.hs > 0);
}

/**
 * The option ids offered as swatches. Normally every option of a model that is not hidden
 * (a hidden model's colour must not be offered); with the in-stock-only box ticked, only
 * options of models that are in stock ("the stock lists").
 *
 * @example visibleOids(data, data.models_stock, { inStockOnly: true, satellite: false })
 */
export function visibleOids(
  data: ProductData,
  stock: ModelsStock,
  filter: { inStockOnly: boolean; satellite: boolean },
): Set<number> {
  const visible = new Set<number>();
  for (const [model, oids] of Object.entries(data.product_models)) {
    const entry = stock[model];
    const shown = filter.inStockOnly ? isInStock(entry, filter.satellite) : !entry?.h;
    if (shown) oids.forEach((oid) => visible.add(oid));
  }
  return visible;
}

/** oid_to_model's key: the option ids sorted ascending and joined by ','. */
export function modelKey(oids: readonly number[]): string {
  return [...oids].sort((a, b) => a - b).join(',');
}

/**
 * The model a selection names, or null when an option group has no choice, the combination
 * is not a model, or (in-stock-only mode) one of its options is not among the visible swatches.
 *
 * @example resolveModel(data, groups, { 1: 103, 2: 202, 3: 301 }, visible) // 'RC1002-PGV-86-WAL'
 */
export function resolveModel(
  data: ProductData,
  groups: readonly OptionGroup[],
  selection: Selection,
  visible: ReadonlySet<number>,
): string | null {
  const oids: number[] = [];
  for (const group of groups) {
    const oid = selection[group.aid];
    if (oid === undefined || !visible.has(oid)) return null;
    oids.push(oid);
  }
  if (oids.length === 0) return null;
  const model = data.oid_to_model[modelKey(oids)];
  return model !== undefined && Object.hasOwn(data.product_models, model) ? model : null;
}

/**
 * Keeps the address's option ids that belong to this product's visible swatches, one per
 * group (the first wins); the rest are dropped (spec/product.md §4).
 *
 * @example selectionFromOids(groups, [103, 999], visible) // { 1: 103 }
 */
export function selectionFromOids(
  groups: readonly OptionGroup[],
  oids: readonly number[],
  visible: ReadonlySet<number>,
): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const oid of oids) {
    if (!visible.has(oid)) continue;
    const group = groups.find((candidate) => candidate.options.some((o) => o.oid === oid));
    if (group && selection[group.aid] === undefined) selection[group.aid] = oid;
  }
  return selection;
}

/**
 * The selection a page opens on when the address names none: the first model that is not
 * hidden and whose options are all visible (the CMS's default model), else nothing.
 *
 * @example defaultSelection(data, groups, visible) // { 1: 103, 2: 202, 3: 301 }
 */
export function defaultSelection(
  data: ProductData,
  groups: readonly OptionGroup[],
  visible: ReadonlySet<number>,
): Record<number, number> {
  for (const [model, oids] of Object.entries(data.product_models)) {
    if (data.models_stock[model]?.h) continue;
    if (!oids.every((oid) => visible.has(oid))) continue;
    return selectionFromOids(groups, oids, visible);
  }
  return {};
}

/**
 * After the visible swatches change (in-stock-only ticked), each group whose choice is no
 * longer shown takes its first visible option.
 *
 * @example reselectVisible(groups, { 1: 102 }, new Set([103])) // { 1: 103 }
 */
export function reselectVisible(
  groups: readonly OptionGroup[],
  selection: Selection,
  visible: ReadonlySet<number>,
): Record<number, number> {
  const next: Record<number, number> = {};
  for (const group of groups) {
    const current = selection[group.aid];
    if (current !== undefined && visible.has(current)) next[group.aid] = current;
    else {
      const first = group.options.find((option) => visible.has(option.oid));
      if (first) next[group.aid] = first.oid;
    }
  }
  return next;
}

/** The chosen option ids in group order (for the address and the notify-me summary). */
export function selectedOids(groups: readonly OptionGroup[], selection: Selection): number[] {
  return groups.flatMap((group) =>
    selection[group.aid] === undefined ? [] : [selection[group.aid] as number],
  );
}
