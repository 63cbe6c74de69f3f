import { describe, expect, it } from 'vitest';
import { isResponsiveWidth, RESPONSIVE_WIDTHS, srcsetFor } from './responsive-image';

const ORIGIN = 'https://shop.example';

describe('srcsetFor', () => {
  it('lists the three widths of spec/shell.md for a same-origin image', () => {
    expect(RESPONSIVE_WIDTHS).toEqual([320, 480, 768]);
    expect(srcsetFor('/images/product/12.svg', ORIGIN)).toBe(
      '/images/product/12.svg?w=320 320w, /images/product/12.svg?w=480 480w, /images/product/12.svg?w=768 768w',
    );
  });

  it('keeps the query and replaces an existing w', () => {
    expect(srcsetFor('https://shop.example/i.svg?oid=4&w=100', ORIGIN)?.split(', ')[0]).toBe(
      '/i.svg?oid=4&w=320 320w',
    );
  });

  it.each(['https://cdn.other.example/i.jpg', 'data:image/png;base64,AA', '//evil.example/x.png'])(
    'leaves %s alone',
    (url) => {
      expect(srcsetFor(url, ORIGIN)).toBeUndefined();
    },
  );

  it('knows the widths the image routes accept', () => {
    expect(isResponsiveWidth(480)).toBe(true);
    expect(isResponsiveWidth(500)).toBe(false);
  });
});
