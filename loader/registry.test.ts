import { describe, expect, it } from 'vitest';
import { REGISTRY, RESERVE_CSS } from './registry';

describe('registry', () => {
  it('names custom-element tags only', () => {
    for (const tag of Object.keys(REGISTRY)) expect(tag).toMatch(/^rove-[a-z]+(-[a-z]+)*$/);
  });

  it('reserves boxes only for known tags, inside @layer rove', () => {
    expect(RESERVE_CSS.startsWith('@layer rove{')).toBe(true);
    const selectors = [...RESERVE_CSS.matchAll(/(?:\{|\})([a-z-,]+)\{/g)].flatMap((match) =>
      (match[1] ?? '').split(','),
    );
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(Object.keys(REGISTRY)).toContain(selector);
  });
});
