import { describe, expect, it } from 'vitest';
import {
  SNIPPET_END,
  SNIPPET_START,
  cdnBase,
  cdnSnippet,
  replaceSnippet,
} from './readme-snippet-block';

const input = {
  name: 'rove-widgets',
  version: '1.2.0',
  loader: 'sha384-LOADER',
  classic: 'sha384-CLASSIC',
};

describe('the README CDN snippet', () => {
  it('pins the address to the release', () => {
    expect(cdnBase('rove-widgets', '1.2.0')).toBe(
      'https://cdn.jsdelivr.net/npm/rove-widgets@1.2.0/dist/',
    );
  });

  it('gives each loader its integrity, with crossorigin, between the markers', () => {
    const block = cdnSnippet(input);
    expect(block.startsWith(SNIPPET_START)).toBe(true);
    expect(block.endsWith(SNIPPET_END)).toBe(true);
    expect(block).toContain(
      '<script type="module" src="https://cdn.jsdelivr.net/npm/rove-widgets@1.2.0/dist/loader.js"\n' +
        '  integrity="sha384-LOADER"\n' +
        '  crossorigin="anonymous"',
    );
    expect(block).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/rove-widgets@1.2.0/dist/loader.classic.js"\n' +
        '  integrity="sha384-CLASSIC"\n' +
        '  crossorigin="anonymous"',
    );
  });

  it('replaces only the marked block, and leaves a current one as it is', () => {
    const readme = `# Rove\n\n${SNIPPET_START}\nold\n${SNIPPET_END}\n\n## Next\n`;
    const updated = replaceSnippet(readme, cdnSnippet(input));
    expect(updated).toBe(`# Rove\n\n${cdnSnippet(input)}\n\n## Next\n`);
    expect(replaceSnippet(updated, cdnSnippet(input))).toBe(updated);
    // A new hash (a new build) makes it stale.
    expect(replaceSnippet(updated, cdnSnippet({ ...input, loader: 'sha384-NEW' }))).not.toBe(
      updated,
    );
  });

  it('refuses a file without the markers, so --check cannot pass on a README that lost them', () => {
    expect(() => replaceSnippet('# Rove\n', cdnSnippet(input))).toThrow(/no block between/);
    expect(() => replaceSnippet(`${SNIPPET_END}\n${SNIPPET_START}\n`, cdnSnippet(input))).toThrow(
      /no block between/,
    );
  });
});
