import { afterEach, describe, expect, it } from 'vitest';
import { preload } from './preload';

const BASE = 'https://shop.example/rove/loader.js';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
    href: link.href,
    priority: link.getAttribute('fetchpriority'),
  }));

/** Lets a posted message (the next slice) be delivered. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preload', () => {
  it('asks for every file once, at low priority, beside loader.js — the page’s named ones too', async () => {
    document.head.innerHTML =
      '<meta name="rove-preload" content="chunks/rove-love.x.js chunks/kit-A.js  https://evil.example/x.js ../up.js">';
    preload(['chunks/kit-A.js', 'chunks/runtime-B.js', 'loader.js'], BASE);
    await nextTask();
    expect(links()).toEqual([
      { href: 'https://shop.example/rove/chunks/kit-A.js', priority: 'low' },
      { href: 'https://shop.example/rove/chunks/runtime-B.js', priority: 'low' },
      { href: 'https://shop.example/rove/chunks/rove-love.x.js', priority: 'low' },
    ]);
  });

  it('adds a few per task, so a long list never makes one long task', async () => {
    const files = Array.from({ length: 20 }, (_, index) => `chunks/file-${index}.js`);
    preload(files, BASE);
    // The first slice at once; the rest in later tasks, in order.
    expect(links()).toHaveLength(8);
    await nextTask();
    await nextTask();
    expect(links().map((link) => link.href)).toEqual(
      files.map((file) => `https://shop.example/rove/${file}`),
    );
  });
});
