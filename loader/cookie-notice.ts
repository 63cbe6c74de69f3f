import { commonMessages } from '../core/i18n/common';
import { pageTexts } from '../core/i18n/page-texts';
import { translate } from '../core/i18n/translate';
import { getSettings } from '../core/settings/settings';
import { showCookieNoticeIfDisabled } from '../core/storage/cookie-support';

/**
 * Fills the page's `[data-rove-cookie-notice]` boxes with the specification's cookies-disabled text
 * when the browser refuses cookies, in the page's language (a Korean page's once its Korean is
 * here). Its own small chunk: only pages that ask load it.
 */
export async function showCookieNotice(): Promise<void> {
  const { locale } = getSettings();
  await pageTexts(locale);
  showCookieNoticeIfDisabled(document, translate(commonMessages, 'cookiesDisabled', locale));
}
