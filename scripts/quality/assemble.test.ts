import { describe, expect, it } from 'vitest';
import { FRAGMENT_ORDER, assembleQuality } from './assemble';

describe('assembleQuality', () => {
  const base = { commit: 'abc1234', generatedAt: '2026-11-22 20:00 UTC' };

  it('orders known sections, then the others by name, and names what is missing', () => {
    const text = assembleQuality({
      ...base,
      fragments: { zeta: '## Zeta\n', csp: '## CSP\n', sizes: '## Sizes\n', alpha: '## Alpha\n' },
    });
    const order = ['## Sizes', '## CSP', '## Alpha', '## Zeta'].map((heading) =>
      text.indexOf(heading),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(text).toContain('`bench`');
    expect(text).toContain('abc1234');
    expect(text).not.toContain('Every section was measured');
  });

  it('says so when every known section is there', () => {
    const fragments = Object.fromEntries(FRAGMENT_ORDER.map((name) => [name, `## ${name}\n`]));
    expect(assembleQuality({ ...base, fragments })).toContain('Every section was measured.');
  });
});
