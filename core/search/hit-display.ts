import { formatMoney, type Currency } from '../money';
import { memberPrice } from '../pricing';
import { parseHighlight, type HighlightPart } from './highlight';
import type { SearchHit } from './hit';

/**
 * The title as text runs: the service's highlight when there is one, else the plain title.
 *
 * @example hitTitleRuns(hit) // [{ text: 'Oak', highlighted: true }, { text: ' Sofa', highlighted: false }]
 */
export function hitTitleRuns(
  hit: Pick<SearchHit, 'title' | 'objectID' | '_highlightResult'>,
): HighlightPart[] {
  const highlighted = hit._highlightResult.title.value;
  return highlighted
    ? parseHighlight(highlighted)
    : [{ text: hit.title || hit.objectID, highlighted: false }];
}

/**
 * A picture the page may load: from the site itself or an https host (a CDN); never plain
 * http from elsewhere (mixed content) nor another scheme.
 *
 * @example hitImageUrl('/images/product/12.svg', 'https://shop.example') // 'https://shop.example/images/product/12.svg'
 */
export function hitImageUrl(url: string, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'https:' || resolved.origin === new URL(origin).origin
      ? resolved.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The price in the visitor's currency and, for a member (memberDiscount not null), the
 * MEMBER price; nothing when the hit has no price in that currency.
 *
 * @example hitPrices(hit, 'USD', 0.2) // { price: '$1,299', memberPrice: '$1,039' }
 */
export function hitPrices(
  hit: Pick<SearchHit, 'prices'>,
  currency: Currency,
  memberDiscount: number | null,
): { price?: string; memberPrice?: string } {
  const amount = hit.prices.final[currency.toLowerCase()];
  if (typeof amount !== 'number') return {};
  const price = formatMoney(amount, currency);
  return memberDiscount === null
    ? { price }
    : { price, memberPrice: formatMoney(memberPrice(amount, memberDiscount), currency) };
}
