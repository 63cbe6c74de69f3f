// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => removeCookie('rove_test'));

describe('cookies', () => {
  it('writes, reads back and removes, encoding what needs it', () => {
    expect(writeCookie('rove_test', 'a b;c', { days: 14 })).toBe(true);
    expect(readCookie('rove_test')).toBe('a b;c');
    removeCookie('rove_test');
    expect(readCookie('rove_test')).toBeUndefined();
  });

  it('reads a cookie another script wrote without encoding', () => {
    document.cookie = 'rove_test=%E0%A4%A; path=/';
    expect(readCookie('rove_test')).toBe('%E0%A4%A');
  });

  it('never throws when the browser blocks cookies', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCookie('rove_test')).toBeUndefined();
    expect(writeCookie('rove_test', 'x')).toBe(false);
  });
});
