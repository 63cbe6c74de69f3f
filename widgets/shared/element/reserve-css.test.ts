import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVE_CSS } from './reserve-css';

/** Every style rule's selectors: the text before each `{`, at-rules and nested `&` rules skipped. */
const selectors = [...RESERVE_CSS.matchAll(/([^{};]+)\{/g)]
  .map((match) => (match[1] ?? '').trim())
  .filter((prelude) => !prelude.startsWith('@') && !prelude.startsWith('&'))
  .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));

describe('RESERVE_CSS', () => {
  it('is one sheet in @layer rove', () => {
    expect(RESERVE_CSS.startsWith('@layer rove{')).toBe(true);
    expect(RESERVE_CSS.endsWith('}')).toBe(true);
  });

  it('reserves boxes only for elements we ship', () => {
    const tags = selectors.filter((selector) => !selector.startsWith('.'));
    expect(tags.length).toBeGreaterThan(0);
    for (const selector of tags) {
      const tag = /^rove-[a-z-]+/.exec(selector)?.[0] ?? selector;
      expect(existsSync(`widgets/${tag.replace(/^rove-/, '')}/define.ts`), selector).toBe(true);
    }
  });

  it('carries the shared screen-reader-only rule, and no other class', () => {
    expect(selectors.filter((selector) => selector.startsWith('.'))).toEqual([
      '.rove-visually-hidden',
    ]);
    expect(RESERVE_CSS).toContain('clip-path:inset(50%)');
  });
});
