// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elementTags, preloadFiles, preloadMeta } from './preload-hints';

const MANIFEST = [
  {
    file: 'loader.js',
    source: 'loader/index.ts',
    imports: [],
    dynamicImports: ['chunks/start-widgets-B.js'],
  },
  {
    file: 'chunks/start-widgets-B.js',
    source: 'loader/start-widgets.ts',
    imports: ['chunks/kit-C.js'],
  },
  { file: 'chunks/kit-C.js', imports: [] },
  { file: 'chunks/tracking-D.js', source: 'loader/tracking.ts', imports: ['chunks/kit-C.js'] },
  {
    file: 'chunks/rove-love.S.js',
    source: 'widgets/love/define.ts',
    imports: ['chunks/kit-C.js', 'chunks/email-F.js'],
  },
  { file: 'chunks/email-F.js', imports: ['chunks/kit-C.js'] },
  {
    file: 'chunks/rove-cart.S.js',
    source: 'widgets/cart/define.ts',
    imports: ['chunks/cart-G.js'],
  },
  { file: 'chunks/cart-G.js', imports: [] },
];

describe('preload hints', () => {
  it('finds our elements in a page, once each', () => {
    expect(
      elementTags(
        '<rove-love nid="1"></rove-love><p>rove-cart</p><rove-love-count>x</rove-love-count><rove-love>',
      ),
    ).toEqual(['rove-love', 'rove-love-count']);
  });

  it("hints what every page loads and each element's chunk with its imports, not loader.js nor its start module", () => {
    expect(preloadFiles(MANIFEST, ['rove-love'])).toEqual([
      'chunks/kit-C.js',
      'chunks/tracking-D.js',
      'chunks/rove-love.S.js',
      'chunks/email-F.js',
    ]);
    // A tag we do not ship hints nothing of its own.
    expect(preloadFiles(MANIFEST, ['rove-nothing'])).not.toContain('chunks/cart-G.js');
  });

  it('names them for the loader in one inert meta tag', () => {
    expect(preloadMeta(['chunks/kit-C.js', 'chunks/email-F.js'])).toBe(
      '<meta name="rove-preload" content="chunks/kit-C.js chunks/email-F.js">',
    );
  });
});
