// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createCloseLock } from './header.lock';
import { isArabicPath, startsNavigation } from './header.paths';

describe('createCloseLock', () => {
  it('refuses pointer and backdrop closes for 500 ms, never Escape or the close button', () => {
    let time = 1000;
    const lock = createCloseLock(500, () => time);
    lock.opened();
    expect(lock.mayClose('backdrop')).toBe(false);
    expect(lock.mayClose('pointer')).toBe(false);
    expect(lock.mayClose('escape')).toBe(true);
    expect(lock.mayClose('close-button')).toBe(true);
    time = 1499;
    expect(lock.mayClose('backdrop')).toBe(false);
    time = 1500;
    expect(lock.mayClose('backdrop')).toBe(true);
  });
});

describe('isArabicPath', () => {
  it.each([
    ['/ar', true],
    ['/ar/category/sofas', true],
    ['/area-rugs', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isArabicPath(path)).toBe(expected));
});

describe('startsNavigation', () => {
  const here = 'https://shop.test/category/sofas?page=2';
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('counts a plain click to another same-origin page', () => {
    expect(startsNavigation(link('https://shop.test/cart'), click, here)).toBe(true);
    expect(startsNavigation(link('https://shop.test/category/sofas?page=3'), click, here)).toBe(
      true,
    );
  });

  it('leaves out new tabs, downloads, modified clicks, hash jumps and other sites', () => {
    expect(startsNavigation(link('https://shop.test/x', { target: '_blank' }), click, here)).toBe(
      false,
    );
    expect(startsNavigation(link('https://shop.test/x', { download: '' }), click, here)).toBe(
      false,
    );
    expect(startsNavigation(link('https://shop.test/x'), { ...click, ctrlKey: true }, here)).toBe(
      false,
    );
    expect(startsNavigation(link('https://shop.test/x'), { ...click, button: 1 }, here)).toBe(
      false,
    );
    expect(startsNavigation(link(`${here}#reviews`), click, here)).toBe(false);
    expect(startsNavigation(link('https://other.test/'), click, here)).toBe(false);
    expect(startsNavigation(link('mailto:a@b.test'), click, here)).toBe(false);
  });
});
