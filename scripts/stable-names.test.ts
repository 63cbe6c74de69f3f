import { describe, expect, it } from 'vitest';
import { randomParts, withStableNames } from './stable-names';

const BUILD = [
  'rove-love.b-IIbj.js',
  'rove-country.b-IIbj.js',
  'kit-tQM03Ek.js',
  'CoverageDialog-DStjG-F.js',
  'klarna-vendor-DPUUbiW.b-IIbj.js',
];
const REBUILT = [
  'rove-love.Zq3x_A.js',
  'rove-country.Zq3x_A.js',
  'kit-9fK2-aB.js',
  'CoverageDialog-QQ1w2e3.js',
  'klarna-vendor-a1b2c3d.Zq3x_A.js',
];

describe('stable names for the size report', () => {
  it('finds the stamp and each shared chunk’s hash, never a part of a tag', () => {
    const parts = randomParts(BUILD);
    expect([...parts.keys()].sort()).toEqual(['DPUUbiW', 'DStjG-F', 'b-IIbj', 'tQM03Ek'].sort());
    for (const [part, standIn] of parts) expect(standIn).toHaveLength(part.length);
  });

  it('gives the same text for the same code whatever hashes a build drew', () => {
    const code = (names: string[]) =>
      `import"./${names[2]}";import("./${names[3]}");const s="${names[0]?.split('.')[1]}"`;
    const first = withStableNames(code(BUILD), randomParts(BUILD));
    const second = withStableNames(code(REBUILT), randomParts(REBUILT));
    expect(first).toBe(second);
    expect(first).not.toContain('tQM03Ek');
    expect(first.length).toBe(code(BUILD).length);
  });

  it('leaves the text alone when the names follow no known pattern', () => {
    const parts = randomParts(['loader.js', 'plain.js']);
    expect(withStableNames('import "./plain.js"', parts)).toBe('import "./plain.js"');
  });
});
