import { safeUrl } from '../../core/sanitize/safe-url';

/**
 * Leaving the page for a suggestion or a results page. Only the site's own URLs are followed:
 * suggestion links come from the search service and stored history from shared storage.
 * (A module of its own so component tests can observe navigation without performing it.)
 */

function ownUrl(href: string): string | undefined {
  return safeUrl(href, { origin: window.location.origin });
}

/**
 * Goes to `href` in this tab. Returns false (and stays) when the URL is not the site's.
 *
 * @example navigateTo('/search/products/sofa/')
 */
export function navigateTo(href: string): boolean {
  const url = ownUrl(href);
  if (!url) return false;
  window.location.assign(url);
  return true;
}

/**
 * Opens `href` in a new tab without giving it a handle on this page (noopener). Returns false
 * when the URL is not the site's.
 *
 * @example openInNewTab('/product/oak-sofa')
 */
export function openInNewTab(href: string): boolean {
  const url = ownUrl(href);
  if (!url) return false;
  window.open(url, '_blank', 'noopener');
  return true;
}
