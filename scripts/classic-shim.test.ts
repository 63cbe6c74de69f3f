/**
 * The build's classic shim (build/classic-shim.ts) run as a browser runs a classic script: it
 * must add exactly one module loader next to itself, resolved against its own URL, with
 * data-base, the nonce and crossorigin kept.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SHIM } from '../build/classic-shim';

function runAsClassicScript(attributes: Record<string, string>, nonce = ''): HTMLScriptElement {
  const shim = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) shim.setAttribute(name, value);
  // Browsers hide the nonce attribute once the script runs: only the property keeps it.
  Object.defineProperty(shim, 'nonce', { value: nonce });
  // In a detached parent: the test environment must not try to fetch the scripts.
  document.createElement('div').append(shim);
  // The shim's own text, run as the browser would run it, with the globals it reads.
  const page = { currentScript: shim, createElement: (tag: string) => document.createElement(tag) };
  runInNewContext(CLASSIC_SHIM, { document: page, URL });
  return shim;
}

describe('classic-script shim', () => {
  it('adds the module loader beside itself, from its own folder, keeping data-base and nonce', () => {
    const shim = runAsClassicScript(
      {
        src: 'https://cdn.example/rove/1.2/loader.classic.js',
        'data-base': '/rove/',
        crossorigin: 'anonymous',
      },
      'n0nce',
    );
    const loader = shim.nextElementSibling as HTMLScriptElement;
    expect(loader.tagName).toBe('SCRIPT');
    expect(loader.type).toBe('module');
    expect(loader.src).toBe('https://cdn.example/rove/1.2/loader.js');
    expect(loader.getAttribute('data-base')).toBe('/rove/');
    expect(loader.nonce).toBe('n0nce');
    expect(loader.getAttribute('crossorigin')).toBe('anonymous');
    expect(shim.parentElement?.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('does nothing when it is not a classic script with a src', () => {
    const shim = runAsClassicScript({});
    expect(shim.nextElementSibling).toBeNull();
  });
});
