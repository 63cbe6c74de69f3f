// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChatVendor, resetChatVendor, type RoveChatVendor } from './chat-vendor';

// happy-dom does not run scripts (it fires error at once): keep the appended scripts detached and
// fire their load/error events as a browser would.
let appended: Node[] = [];
const scripts = () =>
  appended.filter(
    (node): node is HTMLScriptElement =>
      node instanceof HTMLScriptElement && node.dataset['rove'] === 'chat-vendor',
  );

beforeEach(() => {
  resetChatVendor();
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as Node[]));
  });
  delete window.RoveChatVendor;
});

afterEach(() => {
  delete window.RoveChatVendor;
});

describe('loadChatVendor', () => {
  it('resolves a vendor that is already on the page without loading anything', async () => {
    const vendor: RoveChatVendor = { start: vi.fn() };
    window.RoveChatVendor = vendor;
    await expect(loadChatVendor('/chat.js')).resolves.toBe(vendor);
    expect(scripts()).toHaveLength(0);
  });

  it('appends one script for concurrent loads and resolves the API it defines', async () => {
    const first = loadChatVendor('https://shop.example/chat.js');
    const second = loadChatVendor('https://shop.example/chat.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://shop.example/chat.js');
    const vendor: RoveChatVendor = { start: vi.fn() };
    window.RoveChatVendor = vendor;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(vendor);
    await expect(second).resolves.toBe(vendor);
  });

  it('resolves null on a load error, and tries again on the next call', async () => {
    const failed = loadChatVendor('/chat.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeNull();
    const again = loadChatVendor('/chat.js');
    expect(scripts()).toHaveLength(2);
    scripts()[1]?.dispatchEvent(new Event('load'));
    // Loaded, but it defined nothing usable.
    await expect(again).resolves.toBeNull();
  });
});
