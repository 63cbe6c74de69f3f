// @vitest-environment happy-dom
/**
 * Loading a vendor's script once: what is appended to the page, what is reused, and what a
 * failure leaves for the next try. happy-dom does not run scripts (it fires error at once):
 * the appended tags are kept detached and their load/error events fired as a browser would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVendorScript, requestScript, resetVendorScripts } from './vendor-script';

interface Api {
  start(): void;
}
declare global {
  interface Window {
    SomeVendor?: Api;
  }
}

let appended: Node[] = [];
const scripts = () =>
  appended.filter(
    (node): node is HTMLScriptElement =>
      node instanceof HTMLScriptElement && node.dataset['rove'] === 'some-vendor',
  );
const load = (src = 'https://shop.example/vendor.js') =>
  loadVendorScript<Api>({ src, ready: (win) => win.SomeVendor ?? null, name: 'some-vendor' });

beforeEach(() => {
  resetVendorScripts();
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as Node[]));
  });
  delete window.SomeVendor;
});

afterEach(() => {
  delete window.SomeVendor;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('loadVendorScript', () => {
  it('resolves a vendor that is already on the page without loading anything', async () => {
    const api: Api = { start: vi.fn() };
    window.SomeVendor = api;
    await expect(load('/vendor.js')).resolves.toBe(api);
    expect(scripts()).toHaveLength(0);
  });

  it('appends one async script for concurrent loads and resolves the API it defines', async () => {
    const first = load();
    const second = load();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://shop.example/vendor.js');
    expect(scripts()[0]?.async).toBe(true);
    const api: Api = { start: vi.fn() };
    window.SomeVendor = api;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('writes the attributes the vendor reads from its tag', async () => {
    const loading = loadVendorScript<Api>({
      src: 'https://shop.example/vendor.js',
      ready: (win) => win.SomeVendor ?? null,
      name: 'some-vendor',
      attributes: { 'data-client-id': 'client-1', 'data-environment': 'playground' },
    });
    const [script] = scripts();
    expect(script?.getAttribute('data-client-id')).toBe('client-1');
    expect(script?.getAttribute('data-environment')).toBe('playground');
    window.SomeVendor = { start: vi.fn() };
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(window.SomeVendor);
  });

  it('resolves null on a load error, and tries again on the next call', async () => {
    const failed = load('/vendor.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeNull();
    const again = load('/vendor.js');
    expect(scripts()).toHaveLength(2);
    scripts()[1]?.dispatchEvent(new Event('load'));
    // Loaded, but it defined nothing usable.
    await expect(again).resolves.toBeNull();
  });

  it('waits for the host’s own tag of the same script instead of adding a second', async () => {
    const hostTag = document.createElement('script');
    hostTag.src = 'https://shop.example/vendor.js';
    document.body.append(hostTag);
    const pending = load();
    expect(scripts()).toHaveLength(0);
    const api: Api = { start: vi.fn() };
    window.SomeVendor = api;
    hostTag.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe(api);
  });

  it('stops waiting for a host tag that never loads', async () => {
    vi.useFakeTimers();
    const hostTag = document.createElement('script');
    hostTag.src = 'https://shop.example/vendor.js';
    document.body.append(hostTag);
    const pending = load();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(pending).resolves.toBeNull();
  });
});

describe('requestScript', () => {
  const request = () =>
    requestScript({ src: 'https://shop.example/pixel.js', name: 'some-vendor' });

  it('adds one tag for a vendor whose queue is the caller’s, whatever the page defines', async () => {
    window.SomeVendor = { start: vi.fn() };
    const first = request();
    const second = request();
    expect(scripts().map((script) => script.src)).toEqual(['https://shop.example/pixel.js']);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await expect(request()).resolves.toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('resolves false on an error and adds a new tag on the next request', async () => {
    const failed = request();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    void request();
    expect(scripts()).toHaveLength(2);
  });
});
