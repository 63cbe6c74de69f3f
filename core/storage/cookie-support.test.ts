// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { commonMessages } from '../i18n/common';
import { showCookieNoticeIfDisabled } from './cookie-support';

describe('showCookieNoticeIfDisabled', () => {
  const message = commonMessages.en.cookiesDisabled;

  it('fills every marked box with the specification’s text as an alert when cookies are off', () => {
    document.body.innerHTML =
      '<div data-rove-cookie-notice hidden></div><div data-rove-cookie-notice hidden></div>';
    expect(showCookieNoticeIfDisabled(document, message, false)).toBe(2);
    const box = document.querySelector<HTMLElement>('[data-rove-cookie-notice]');
    expect(box?.textContent).toBe(
      'Your browser currently is not set to accept Cookies. Please turn it on or check if you have another program set to block cookies.',
    );
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.hidden).toBe(false);
  });

  it('leaves the page alone when cookies work', () => {
    document.body.innerHTML = '<div data-rove-cookie-notice hidden></div>';
    expect(showCookieNoticeIfDisabled(document, message, true)).toBe(0);
    expect(document.querySelector<HTMLElement>('[data-rove-cookie-notice]')?.hidden).toBe(true);
  });
});
