import type { Currency } from '../../core/money';
import { safeUrl } from '../../core/sanitize/safe-url';
import type { HighlightPart } from '../../core/search/highlight';
import type { SearchHit } from '../../core/search/hit';
import { hitImageUrl, hitPrices, hitTitleRuns } from '../../core/search/hit-display';

/** What a result card shows, worked out from a hit (the views do no pricing or URL checks). */
export interface ResultCardModel {
  id: string;
  title: string;
  /** The title as text runs, matches marked (never the service's HTML). */
  titleRuns: HighlightPart[];
  /** Same-origin link, or undefined when the hit's URL is not allowed. */
  href?: string;
  /** Image URL: same-origin or https. */
  image?: string;
  /** The price in the visitor's currency, formatted. */
  price?: string;
  /** The MEMBER price, when the page shows member pricing. */
  memberPrice?: string;
  /** The product's node id, for its <rove-love>. */
  nid?: number;
}

export interface CardContext {
  currency: Currency;
  /** The member discount, or null when the page does not show member prices. */
  memberDiscount: number | null;
  /** The site's origin (location.origin): links must stay on it. */
  origin: string;
}

function nidOf(hit: SearchHit): number | undefined {
  const nid = typeof hit.nid === 'number' ? hit.nid : Number(hit.nid);
  return Number.isInteger(nid) && nid > 0 ? nid : undefined;
}

/**
 * @example toCardModel(hit, { currency: 'USD', memberDiscount: 0.2, origin: location.origin }).memberPrice // '$1,039'
 */
export function toCardModel(hit: SearchHit, context: CardContext): ResultCardModel {
  const titleRuns = hitTitleRuns(hit);
  const { price: formatted, memberPrice: member } = hitPrices(
    hit,
    context.currency,
    context.memberDiscount,
  );
  const model: ResultCardModel = {
    id: hit.objectID,
    title: hit.title || titleRuns.map((run) => run.text).join(''),
    titleRuns,
  };
  const href = hit.url ? safeUrl(hit.url, { origin: context.origin }) : undefined;
  if (href) model.href = href;
  const image = hitImageUrl(hit.image, context.origin);
  if (image) model.image = image;
  if (formatted) model.price = formatted;
  if (member) model.memberPrice = member;
  const nid = nidOf(hit);
  if (nid !== undefined) model.nid = nid;
  return model;
}

/** Each hit's model, with the context it was worked out for. */
const modelsByHit = new WeakMap<SearchHit, { context: string; model: ResultCardModel }>();

/**
 * {@link toCardModel}, giving back the same model for a hit it already worked out under the
 * same context. A render that changes no card — Load more's busy state, each slice of the
 * appended cards — then hands every memoised card (ResultCard) the object it had and skips
 * it: re-making and re-rendering all the cards made the tap on Load more miss its frame on a
 * phone's CPU (docs/performance/load-more.md).
 *
 * @example cardModelOf(hit, context) === cardModelOf(hit, { ...context }) // true
 */
export function cardModelOf(hit: SearchHit, context: CardContext): ResultCardModel {
  const key = `${context.currency} ${context.memberDiscount} ${context.origin}`;
  const known = modelsByHit.get(hit);
  if (known?.context === key) return known.model;
  const model = toCardModel(hit, context);
  modelsByHit.set(hit, { context: key, model });
  return model;
}
