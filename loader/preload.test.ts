// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PER_TASK, preload } from './preload';
import { manualTasks } from '../tests/helpers/manual-tasks';

const BASE = 'https://shop.example/rove/loader.js';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
    href: link.href,
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preload', () => {
  it('asks for every file once, at low priority, beside loader.js — the page’s named ones too', async () => {
    document.head.innerHTML =
      '<meta name="rove-preload" content="chunks/rove-love.x.js chunks/kit-A.js  https://evil.example/x.js ../up.js">';
    preload(['chunks/kit-A.js', 'chunks/runtime-B.js', 'loader.js'], BASE);
    await vi.waitFor(() =>
      expect(links()).toEqual([
        { href: 'https://shop.example/rove/chunks/kit-A.js', priority: 'low' },
        { href: 'https://shop.example/rove/chunks/runtime-B.js', priority: 'low' },
        { href: 'https://shop.example/rove/chunks/rove-love.x.js', priority: 'low' },
      ]),
    );
  });

  it('adds a few per task, none in the caller’s, so a long list never makes a long task', () => {
    const tasks = manualTasks();
    const files = Array.from({ length: 7 }, (_, index) => `chunks/file-${index}.js`);
    preload(files, BASE);
    expect(links()).toHaveLength(0);
    const perTask: number[] = [];
    while (tasks.length > 0) {
      const before = links().length;
      tasks.shift()?.();
      perTask.push(links().length - before);
    }
    expect(PER_TASK).toBe(2);
    expect(perTask).toEqual([2, 2, 2, 1]);
    expect(links().map((link) => link.href)).toEqual(
      files.map((file) => `https://shop.example/rove/${file}`),
    );
  });
});
