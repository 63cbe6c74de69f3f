import { sameOriginPath } from '../../core/sanitize/same-origin-path';
// Pure rules of <rove-product-toggle>: which tab a key moves to and where shop-all points.

/** spec/shell.md §4: the home toggle fades in 200 ms. */
export const FADE_MS = 200;

/** Where shop-all goes for each list (spec/shell.md §2), when the panel names no other page. */
export const SHOP_ALL: Readonly<Record<string, string>> = {
  'best-sellers': '/best-sellers',
  'new-arrivals': '/new-arrivals',
};

/**
 * The shop-all href for a panel: its own `data-href` when it is a same-origin path, else the
 * seed's page for its tab name, else null (the link keeps the server's href).
 *
 * @example shopAllHref('new-arrivals', undefined) // '/new-arrivals'
 */
export function shopAllHref(tab: string | undefined, href: string | undefined): string | null {
  const path = href ? sameOriginPath(href) : undefined;
  if (path) return path;
  return (tab && SHOP_ALL[tab]) || null;
}
