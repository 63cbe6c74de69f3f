// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pinnedChunks } from './pinned-chunks';

function importMap(text: string): void {
  const script = document.createElement('script');
  script.type = 'importmap';
  script.textContent = text;
  document.head.append(script);
}

describe('pinnedChunks', () => {
  afterEach(() => document.head.replaceChildren());

  it("knows the chunks an import map's integrity lists, by tag", () => {
    importMap(
      JSON.stringify({
        imports: {},
        integrity: {
          'https://cdn.example/rove-widgets@1.0.0/dist/chunks/rove-love.a1b2c3.js': 'sha384-x',
          'https://cdn.example/rove-widgets@1.0.0/dist/kit-9f8e.js': 'sha384-y',
        },
      }),
    );
    const pinned = pinnedChunks(document);
    expect(pinned('rove-love')).toBe(true);
    expect(pinned('rove-love-count')).toBe(false);
    expect(pinned('rove-search')).toBe(false);
  });

  it('pins nothing without a map, or with a map that is malformed or has no integrity', () => {
    expect(pinnedChunks(document)('rove-love')).toBe(false);
    importMap('{ not json');
    importMap(JSON.stringify({ imports: { x: '/x.js' } }));
    importMap(JSON.stringify({ integrity: null }));
    expect(pinnedChunks(document)('rove-love')).toBe(false);
  });
});
