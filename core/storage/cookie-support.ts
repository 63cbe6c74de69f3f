import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * True when the browser accepts cookies: `navigator.cookieEnabled` can claim true while a
 * blocker drops every write, so a test cookie is written and read back.
 *
 * @example if (!cookiesEnabled()) showNotice();
 */
export function cookiesEnabled(): boolean {
  try {
    if (!navigator.cookieEnabled) return false;
  } catch {
    return false;
  }
  const name = 'rove_cookie_probe';
  const accepted = writeCookie(name, '1') && readCookie(name) === '1';
  removeCookie(name);
  return accepted;
}

/**
 * Fills each element marked `data-rove-cookie-notice` with the specification's cookies-disabled
 * message as an error box (role=alert) when cookies are off; leaves the page alone otherwise.
 *
 * @example showCookieNoticeIfDisabled(document, messages.cookiesDisabled)
 */
export function showCookieNoticeIfDisabled(
  root: ParentNode,
  message: string,
  enabled = cookiesEnabled(),
): number {
  if (enabled) return 0;
  const boxes = root.querySelectorAll<HTMLElement>('[data-rove-cookie-notice]');
  boxes.forEach((box) => {
    box.textContent = message;
    box.setAttribute('role', 'alert');
    box.classList.add('rove-cookie-notice');
    box.hidden = false;
  });
  return boxes.length;
}
