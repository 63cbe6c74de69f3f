import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStamp, widgetEntries } from './widget-entries';

describe('widgetEntries', () => {
  it('finds every element, each defined under the tag the loader derives from its folder', () => {
    const entries = widgetEntries();
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['rove-love', 'rove-search', 'rove-checkout']),
    );
    expect(entries['rove-shared']).toBeUndefined();
    for (const [tag, file] of Object.entries(entries)) {
      // The loader imports chunks/<tag>.<stamp>.js for an undefined <tag>: the names must agree.
      expect(readFileSync(file, 'utf8'), file).toContain(`defineOnce('${tag}',`);
    }
  });
});

describe('buildStamp', () => {
  it('changes when any element chunk changes, and only then', () => {
    expect(buildStamp(['a', 'b'])).toBe(buildStamp(['a', 'b']));
    expect(buildStamp(['a', 'b'])).not.toBe(buildStamp(['a', 'c']));
    expect(buildStamp(['a'])).toMatch(/^[\w-]{10}$/);
  });
});
