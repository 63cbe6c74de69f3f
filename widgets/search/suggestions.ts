import type { Currency } from '../../core/money';
import { safeUrl } from '../../core/sanitize/safe-url';
import type { IndexName } from '../../core/search/constants';
import type { HighlightPart } from '../../core/search/highlight';
import { hitImageUrl, hitPrices, hitTitleRuns } from '../../core/search/hit-display';
import type { SearchHit } from '../../core/search/hit';
import { SUGGESTED_INDEXES } from './build-requests';
import { shownHistory, type HistoryEntry } from './history';
import { resultsPageUrl, viewAllUrl } from './results-url';
import { panelMode, type SearchState } from './search.logic';

/**
 * The panel's options as data: grouped for display, numbered as one flat list for the
 * keyboard (the active index runs across groups). Prices are formatted here, not in the view.
 */

/** A product, page, category or look. */
export interface HitOption {
  kind: 'hit';
  index: IndexName;
  objectID: string;
  href: string;
  /** The highlighted title as text runs (never HTML). */
  title: HighlightPart[];
  image?: string;
  /** The price in the visitor's currency, formatted; absent when the hit has none. */
  price?: string;
  /** The MEMBER price, for members only. */
  memberPrice?: string;
}

export type SearchOption =
  | HitOption
  | { kind: 'view-all'; index: IndexName; href: string; count: number; query: string }
  | { kind: 'history'; term: string; href: string }
  | { kind: 'clear-history' };

export interface OptionGroup {
  /** A suggested index, or the recent searches. */
  key: IndexName | 'history';
  options: SearchOption[];
}

/** What options need to know about the page. */
export interface OptionContext {
  basePath: string;
  /** The page's origin: suggestion links must stay on it. */
  origin: string;
  currency: Currency;
  /** The member discount when the visitor is a member, else null (no MEMBER price). */
  memberDiscount: number | null;
}

/** Indexes whose hits show a picture (products and shop-the-look rooms). */
const PICTURED: ReadonlySet<IndexName> = new Set<IndexName>(['products', 'STL']);

/**
 * The option groups for the current state: recent searches (then 'Clear recent searches')
 * for an empty term, else one group per index with hits, each ending with its view-all link.
 *
 * @example optionGroups(state, { basePath: '/', origin: location.origin, currency: 'USD', memberDiscount: null })
 */
export function optionGroups(state: SearchState, context: OptionContext): OptionGroup[] {
  if (panelMode(state) === 'history') return historyGroups(state.history, context);
  const answer = state.shown;
  if (!answer) return [];
  const groups: OptionGroup[] = [];
  answer.results.forEach((result, position) => {
    // Results come back in the order of the requests (build-requests.ts).
    const index = SUGGESTED_INDEXES[position];
    if (!index) return;
    const hits = result.hits.flatMap((hit) => {
      const option = hitOption(hit, index, context);
      return option ? [option] : [];
    });
    if (hits.length === 0) return;
    const options: SearchOption[] = hits;
    const href = viewAllUrl(context.basePath, index, answer.query);
    if (href)
      options.push({
        kind: 'view-all',
        index,
        href,
        count: Math.max(result.nbHits, hits.length),
        query: answer.query,
      });
    groups.push({ key: index, options });
  });
  return groups;
}

function historyGroups(history: HistoryEntry[], context: OptionContext): OptionGroup[] {
  const entries = shownHistory(history);
  if (entries.length === 0) return [];
  const options: SearchOption[] = entries.map((entry) => ({
    kind: 'history',
    term: entry.term,
    // Stored links are read back from shared storage: only our own pages are followed.
    href:
      safeUrl(entry.href, { origin: context.origin }) ??
      resultsPageUrl(context.basePath, entry.term),
  }));
  options.push({ kind: 'clear-history' });
  return [{ key: 'history', options }];
}

function hitOption(hit: SearchHit, index: IndexName, context: OptionContext): HitOption | null {
  // A hit whose link leaves the site (or has none) cannot be followed: it is left out.
  const href = hit.url ? safeUrl(hit.url, { origin: context.origin }) : undefined;
  if (!href) return null;
  const option: HitOption = {
    kind: 'hit',
    index,
    objectID: hit.objectID,
    href,
    title: hitTitleRuns(hit),
  };
  const image = PICTURED.has(index) ? hitImageUrl(hit.image, context.origin) : undefined;
  if (image) option.image = image;
  const { price, memberPrice } = hitPrices(hit, context.currency, context.memberDiscount);
  if (price) option.price = price;
  if (memberPrice) option.memberPrice = memberPrice;
  return option;
}

/** Every option in keyboard order. */
export function flatOptions(groups: readonly OptionGroup[]): SearchOption[] {
  return groups.flatMap((group) => group.options);
}

/** How many suggestions (hits) the panel lists: what the live region announces. */
export function suggestionCount(groups: readonly OptionGroup[]): number {
  return flatOptions(groups).filter((option) => option.kind === 'hit').length;
}

/** The term has been answered and nothing matched: the specification's no-results message shows. */
export function hasNoResults(state: SearchState, groups: readonly OptionGroup[]): boolean {
  return (
    panelMode(state) === 'suggestions' &&
    state.shown !== null &&
    state.pending === null &&
    state.failure === null &&
    groups.length === 0
  );
}
