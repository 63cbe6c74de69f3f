import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVE_CSS } from './reserve-css';

describe('RESERVE_CSS', () => {
  it('reserves boxes only for elements we ship, inside @layer rove', () => {
    expect(RESERVE_CSS.startsWith('@layer rove{')).toBe(true);
    const selectors = [...RESERVE_CSS.matchAll(/(?:\{|\})([a-z-,]+)(?::[^{]*)?\{/g)].flatMap(
      (match) => (match[1] ?? '').split(','),
    );
    expect(selectors.length).toBeGreaterThan(0);
    for (const tag of selectors)
      expect(existsSync(`widgets/${tag.replace(/^rove-/, '')}/define.ts`), tag).toBe(true);
  });
});
