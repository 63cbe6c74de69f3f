// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FADE_MS, shopAllHref } from './product-toggle.logic';

describe('product toggle rules', () => {
  it('fades in 200 ms (spec/shell.md §4)', () => {
    expect(FADE_MS).toBe(200);
  });

  it('points shop-all at /best-sellers or /new-arrivals', () => {
    expect(shopAllHref('best-sellers', undefined)).toBe('/best-sellers');
    expect(shopAllHref('new-arrivals', undefined)).toBe('/new-arrivals');
    expect(shopAllHref('new-arrivals', '/new-arrivals?sort=latest')).toBe(
      '/new-arrivals?sort=latest',
    );
  });

  it('refuses other origins and schemes in data-href', () => {
    expect(shopAllHref('new-arrivals', '//evil.example/')).toBe('/new-arrivals');
    expect(shopAllHref('new-arrivals', '/\\evil.example')).toBe('/new-arrivals');
    expect(shopAllHref('best-sellers', 'javascript:alert(1)')).toBe('/best-sellers');
    expect(shopAllHref('other', undefined)).toBeNull();
  });
});
