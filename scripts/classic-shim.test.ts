// @vitest-environment happy-dom
/**
 * The build's classic shim (build/classic-shim.ts) run as a browser runs a classic script: it
 * must add exactly one module loader next to itself, resolved against its own URL, with
 * data-base, the nonce and crossorigin kept.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { CLASSIC_SHIM } from '../build/classic-shim';

interface PageGlobals {
  trustedTypes?: unknown;
  console?: Pick<Console, 'warn'>;
  scripts?: HTMLScriptElement[];
  /** The elements the shim creates (an enforcing page's script, say). */
  createElement?: (tag: string) => HTMLElement;
}

function runAsClassicScript(
  attributes: Record<string, string>,
  nonce = '',
  globals: PageGlobals = {},
): HTMLScriptElement {
  const shim = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) shim.setAttribute(name, value);
  // Browsers hide the nonce attribute once the script runs: only the property keeps it.
  Object.defineProperty(shim, 'nonce', { value: nonce });
  // In a detached parent: the test environment must not try to fetch the scripts.
  document.createElement('div').append(shim);
  // The shim's own text, run as the browser would run it, with the globals it reads.
  const page = {
    currentScript: shim,
    scripts: globals.scripts ?? [shim],
    createElement: globals.createElement ?? ((tag: string) => document.createElement(tag)),
  };
  const context: Record<string, unknown> = {
    document: page,
    URL,
    console: globals.console ?? console,
  };
  if (globals.trustedTypes) context['trustedTypes'] = globals.trustedTypes;
  runInNewContext(CLASSIC_SHIM, context);
  return shim;
}

/** A Trusted Types factory that records its policies, optionally refusing every name. */
function trustedTypesStub(refuse = false) {
  const made: { name: string; createScriptURL: (input: string) => string }[] = [];
  return {
    made,
    createPolicy(name: string, rules: { createScriptURL: (input: string) => string }) {
      if (refuse) throw new TypeError(`Policy ${name} disallowed.`);
      made.push({ name, createScriptURL: rules.createScriptURL });
      return {
        createScriptURL: (input: string) => ({
          signed: rules.createScriptURL(input),
          toString: () => input,
        }),
      };
    },
  };
}

const CDN_SHIM = 'https://cdn.example/rove/1.2/loader.classic.js';

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

  it("signs the loader's URL with its own Trusted Types policy, for that URL only", () => {
    const trustedTypes = trustedTypesStub();
    const shim = runAsClassicScript({ src: CDN_SHIM }, '', { trustedTypes });
    expect((shim.nextElementSibling as HTMLScriptElement).src).toBe(
      'https://cdn.example/rove/1.2/loader.js',
    );
    expect(trustedTypes.made.map((policy) => policy.name)).toEqual(['rove-classic']);
    expect(() => trustedTypes.made[0]?.createScriptURL('https://evil.example/x.js')).toThrow(
      /script URL refused/,
    );
  });

  it('adds nothing when the page already has that loader (the shim included twice)', () => {
    const existing = document.createElement('script');
    existing.src = 'https://cdn.example/rove/1.2/loader.js';
    const shim = runAsClassicScript({ src: `${CDN_SHIM}?copy=2` }, '', { scripts: [existing] });
    expect(shim.nextElementSibling).toBeNull();
  });

  it("says once, with [rove], when the page's Trusted Types refuse the URL, and never throws", () => {
    const warn = vi.fn();
    // An enforcing page: a policy name it does not list is refused, and so is a plain string.
    const enforcing = document.createElement('script');
    Object.defineProperty(enforcing, 'src', {
      set() {
        throw new TypeError("This document requires 'TrustedScriptURL' assignment.");
      },
    });
    const shim = runAsClassicScript({ src: CDN_SHIM }, '', {
      console: { warn },
      trustedTypes: trustedTypesStub(true),
      createElement: () => enforcing,
    });
    expect(shim.nextElementSibling).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\] loader\.js was not added/);
  });

  it('does nothing when it is not a classic script with a src', () => {
    const shim = runAsClassicScript({});
    expect(shim.nextElementSibling).toBeNull();
  });
});
