/**
 * The install snippet in code, step by step as docs/vendors/affirm.md gives Affirm's own:
 * what `_affirm_config` and `window.affirm` hold before affirm.js has run.
 */
import { describe, expect, it } from 'vitest';
import { installAffirmSnippet, type AffirmSnippet } from './affirm-snippet';
import type { AffirmConfig } from './affirm.logic';

const config: AffirmConfig = {
  public_api_key: 'ABCDEF123',
  script: 'https://cdn1-sandbox.affirm.com/js/v2/affirm.js',
  locale: 'fr_CA',
  country_code: 'CAN',
};

const page = () => ({}) as Window;
const snippetOf = (win: Window) => win.affirm as AffirmSnippet;

describe('installAffirmSnippet', () => {
  it('leaves _affirm_config without its script, and queues it as checkout("set", config)', () => {
    const win = page();
    installAffirmSnippet(win, config);
    const { script: _script, ...rest } = config;
    expect(win._affirm_config).toEqual(rest);
    const affirm = snippetOf(win);
    expect(affirm.checkout._).toHaveLength(1);
    const [name, args] = affirm.checkout._[0] ?? [];
    expect(name).toBe('set');
    expect(Array.from(args ?? [])).toEqual([win._affirm_config]);
  });

  it('queues ui.ready on affirm.ui._, jsReady on affirm._, and offers no ui.refresh yet', () => {
    const win = page();
    installAffirmSnippet(win, config);
    const affirm = snippetOf(win);
    const ready = () => {};
    affirm.ui.ready(ready);
    affirm.jsReady(ready);
    expect(affirm.ui._.map(([name, args]) => [name, Array.from(args)])).toEqual([
      ['ready', [ready]],
    ]);
    expect(affirm._.map(([name, args]) => [name, Array.from(args)])).toEqual([['ready', [ready]]]);
    expect(Object.keys(affirm.ui).sort()).toEqual(['_', 'ready']);
  });

  it('queues the checkout methods and answers get, token, url and items with nothing', () => {
    const win = page();
    installAffirmSnippet(win, config);
    const checkout = snippetOf(win).checkout as unknown as Record<
      string,
      (...a: unknown[]) => unknown
    >;
    const called = ['add', 'save', 'post', 'open', 'empty', 'reset', 'on', 'off'];
    const calledLater = ['trigger', 'ready', 'setProduct', 'set'];
    for (const name of [...called, ...calledLater]) checkout[name]?.(name);
    // The config's own `set` first, then every call in the order it was made.
    expect(snippetOf(win).checkout._.map(([name]) => name)).toEqual([
      'set',
      ...called,
      ...calledLater,
    ]);
    for (const name of ['get', 'token', 'url', 'items']) expect(checkout[name]?.()).toBeUndefined();
    expect(snippetOf(win).checkout._).toHaveLength(13);
  });

  it('builds on an object the page already has, as the snippet does, and undoes itself', () => {
    const win = page();
    const own = { analytics: 'the page’s' };
    win.affirm = own;
    const undo = installAffirmSnippet(win, config);
    expect(win.affirm).toBe(own);
    expect(own).toHaveProperty('ui');
    undo();
    expect(win.affirm).toBe(own);
    expect(win._affirm_config).toBeUndefined();

    const bare = page();
    installAffirmSnippet(bare, config)();
    expect('affirm' in bare).toBe(false);
    expect('_affirm_config' in bare).toBe(false);
  });
});
