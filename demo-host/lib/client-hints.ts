/**
 * Whether a request comes from a desktop-sized browser, for markup that differs by layout
 * before any script runs (the results page's filters sit open beside the results on desktops).
 * Chromium sends the `Sec-CH-UA-Mobile` client hint with every request; other engines do not,
 * so their user agent decides. A wrong guess costs one re-render, not a broken page.
 *
 * @example isDesktopRequest((name) => headers.get(name)) // true for '?0'
 */
export function isDesktopRequest(header: (name: string) => string | undefined | null): boolean {
  const mobileHint = header('sec-ch-ua-mobile');
  if (mobileHint === '?1') return false;
  if (mobileHint === '?0') return true;
  return !/Mobi|Android|iPhone|iPad/i.test(header('user-agent') ?? '');
}
