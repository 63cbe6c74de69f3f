// @vitest-environment happy-dom
/**
 * The classic shim of a build pins that build's loader.js when the page pins the shim
 * (docs/decisions/0077); scripts/classic-shim.test.ts tests the rest of what it does.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SHIM, LOADER_INTEGRITY, classicShimFor, writeClassicShim } from './classic-shim';
import { subresourceIntegrity } from './integrity';

/** The loader a shim with these attributes adds, run as a browser runs a classic script. */
function loaderAddedBy(shimText: string, attributes: Record<string, string>): HTMLScriptElement {
  const shim = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) shim.setAttribute(name, value);
  document.createElement('div').append(shim);
  const page = {
    currentScript: shim,
    scripts: [shim],
    createElement: (tag: string) => document.createElement(tag),
  };
  runInNewContext(shimText, { document: page, URL, console });
  return shim.nextElementSibling as HTMLScriptElement;
}

describe("the classic shim's integrity for loader.js", () => {
  const shim = classicShimFor('sha384-LOADER');
  const src = 'https://cdn.example.com/rove/loader.classic.js';

  it('gives the loader its build hash when the page pinned the shim', () => {
    const loader = loaderAddedBy(shim, { src, integrity: 'sha384-SHIM', crossorigin: 'anonymous' });
    expect(loader.getAttribute('integrity')).toBe('sha384-LOADER');
    expect(loader.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('checks nothing the page did not ask for', () => {
    expect(loaderAddedBy(shim, { src }).hasAttribute('integrity')).toBe(false);
  });

  it('is written with the hash of the loader.js beside it', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'rove-shim-'));
    try {
      writeFileSync(path.join(dist, 'loader.js'), 'export {};\n');
      await writeClassicShim(dist);
      const written = readFileSync(path.join(dist, 'loader.classic.js'), 'utf8');
      expect(written).toBe(classicShimFor(subresourceIntegrity(Buffer.from('export {};\n'))));
      expect(written).not.toContain(LOADER_INTEGRITY);
      expect(CLASSIC_SHIM).toContain(LOADER_INTEGRITY);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
