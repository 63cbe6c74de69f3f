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

  it("strips RFC 6265's quotes from a quoted value", () => {
    document.cookie = 'rove_test="UK"; path=/';
    expect(readCookie('rove_test')).toBe('UK');
    document.cookie = 'rove_test="; path=/';
    expect(readCookie('rove_test')).toBe('"');
  });

  it("writes and removes for the CMS's domain when one is given", () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
      written.push(text);
    });
    writeCookie('rove_grid', '6', { days: 14, domain: '.rove.shop' });
    removeCookie('rove_grid', { domain: '.rove.shop' });
    writeCookie('rove_grid', '4');
    setter.mockRestore();
    expect(written[0]).toMatch(
      /^rove_grid=6; path=\/; SameSite=Lax; expires=[^;]+; domain=\.rove\.shop$/,
    );
    expect(written[1]).toMatch(
      /^rove_grid=; path=\/; SameSite=Lax; expires=[^;]+; domain=\.rove\.shop$/,
    );
    expect(new Date(/expires=([^;]+)/.exec(written[1] ?? '')?.[1] ?? '').getTime()).toBeLessThan(
      Date.now(),
    );
    expect(written[2]).not.toContain('domain=');
  });
});
