import { describe, expect, it } from 'vitest';
import { STEP_FIELDS, EMPTY_VALUES, isRegion, stepOf } from './fields';
import { REGIONS } from './regions';

describe('trade fields', () => {
  it('puts every field on exactly one step', () => {
    const placed = STEP_FIELDS.flat();
    expect([...placed].sort()).toEqual(Object.keys(EMPTY_VALUES).sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect(stepOf('city')).toBe(1);
  });

  // The server checks provinces with this same helper, so it accepts exactly the lists the
  // form offers (51 US entries with DC, 13 Canadian provinces and territories).
  it('isRegion accepts exactly the offered codes of the chosen country', () => {
    expect(REGIONS.US).toHaveLength(51);
    expect(REGIONS.CA).toHaveLength(13);
    for (const [code] of REGIONS.US)
      expect([isRegion('US', code), isRegion('', code)]).toEqual([true, false]);
    for (const [code] of REGIONS.CA) expect(isRegion('CA', code)).toBe(true);
    expect(isRegion('CA', 'NY')).toBe(false);
    expect(isRegion('US', 'ON')).toBe(false);
    // Exact codes only: no case folding, no padding, no other markets' zones.
    expect(isRegion('CA', 'on')).toBe(false);
    expect(isRegion('CA', ' ON')).toBe(false);
    expect(isRegion('US', 'PR')).toBe(false);
  });
});
