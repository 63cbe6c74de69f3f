import { markup, type SafeHtml } from '../lib/html';

/** The wishlist toggle as a CMS editor writes it; the SDK upgrades it (spec/shell.md 'love'). */
export function loveTag(product: { nid: number; title: string }): SafeHtml {
  return markup`<rove-love nid="${product.nid}" product-title="${product.title}"></rove-love>`;
}
