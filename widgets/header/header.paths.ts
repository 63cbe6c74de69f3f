/**
 * Arabic-language paths (/ar, /ar/…) skip the page-level observers (spec/shell.md §2): no live-info
 * polling, no sticky observer.
 *
 * @example isArabicPath('/ar/category/sofas') // true;  isArabicPath('/area-rugs') // false
 */
export function isArabicPath(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

/**
 * Does this click start a same-origin page load in this tab? Only those show the global
 * loading bar: a new tab, a download, a modified click, a hash jump or another site do not.
 *
 * @example startsNavigation(link, { button: 0 }, 'https://shop.test/cart') // true for /category/x
 */
export function startsNavigation(
  link: HTMLAnchorElement,
  click: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  current: string,
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return false;
  if (link.hasAttribute('download')) return false;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, current);
    from = new URL(current);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  const samePage = to.pathname === from.pathname && to.search === from.search;
  return !(samePage && to.hash !== '');
}
