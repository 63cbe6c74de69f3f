import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStamp, renamesFor, widgetEntries } from './widget-entries';

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
    expect(buildStamp(['a'])).toMatch(/^[\w-]{6}$/);
  });
});

describe('renamesFor', () => {
  const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
    fileName,
    name: fileName.slice('chunks/'.length, -'.js'.length),
    isEntry: /^chunks\/rove-[\w-]+\.js$/.test(fileName),
    imports,
    dynamicImports,
  });

  it('stamps the elements, the parts they load on demand, and whatever imports those', () => {
    const renames = renamesFor(
      [
        chunk('chunks/kit-Ab.js'),
        chunk('chunks/rove-love.js', ['chunks/kit-Ab.js']),
        chunk('chunks/rove-checkout.js', ['chunks/kit-Ab.js'], ['chunks/later-steps-Cd.js']),
        chunk('chunks/later-steps-Cd.js', ['chunks/rove-checkout.js'], ['chunks/stripe-Ef.js']),
        chunk('chunks/stripe-Ef.js', ['chunks/kit-Ab.js']),
        chunk('chunks/receipt-Gh.js', ['chunks/later-steps-Cd.js']),
      ],
      'S1',
    );
    expect(Object.fromEntries(renames)).toEqual({
      'chunks/rove-love.js': 'chunks/rove-love.S1.js',
      'chunks/rove-checkout.js': 'chunks/rove-checkout.S1.js',
      // Imports an element: its content changes with the stamp, so its name does too.
      'chunks/later-steps-Cd.js': 'chunks/later-steps-Cd.S1.js',
      // Imports a renamed part: the same, one level further.
      'chunks/receipt-Gh.js': 'chunks/receipt-Gh.S1.js',
    });
  });
});
