// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHashedFileName, resolveInside } from './static-files';

describe('resolveInside', () => {
  it('resolves plain relative paths inside the root', () => {
    expect(resolveInside('/srv/dist', 'chunks/a.js')).toBe('/srv/dist/chunks/a.js');
  });

  it.each([
    '',
    '../x',
    'a/../../x',
    '%2e%2e/x',
    'a//b',
    '/etc/passwd',
    'a\\..\\b',
    'a%00.js',
    '%E0%A4%A',
  ])('refuses %j', (path) => {
    expect(resolveInside('/srv/dist', path)).toBeNull();
  });
});

describe('isHashedFileName', () => {
  it.each([
    ['chunks/chunk-5XKQ2ZJR.js', true],
    ['chunks/love-Bx81_kQa.js', true],
    ['chunks/love-5XKQ2ZJR.js.map', true],
    ['loader.js', false],
    ['manifest.json', false],
    ['rove-checkout.js', false],
  ])('%s → %s', (name, hashed) => {
    expect(isHashedFileName(name)).toBe(hashed);
  });
});
