import { commonMessages } from '../core/i18n/common';
import { translate } from '../core/i18n/translate';
import { getSettings } from '../core/settings/settings';
import { showCookieNoticeIfDisabled } from '../core/storage/cookie-support';

/**
 * Fills the page's `[data-rove-cookie-notice]` boxes with the specification's cookies-disabled text
 * when the browser refuses cookies. Its own small chunk: only pages that ask load it.
 */
export function showCookieNotice(): void {
  showCookieNoticeIfDisabled(
    document,
    translate(commonMessages, 'cookiesDisabled', getSettings().locale),
  );
}
