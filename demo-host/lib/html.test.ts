// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, trusted } from './html';

describe('markup``', () => {
  it('escapes interpolated text in content and attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(String(markup`<p title="${name}">${name}</p>`)).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('nests markup and arrays (nested too) without escaping them twice', () => {
    const items = ['a&b', 'c'].map((t) => markup`<li>${t}</li>`);
    const list = markup`<ul>${items}${[[markup`<li>${'d'}</li>`], []]}</ul>`;
    expect(String(list)).toBe('<ul><li>a&amp;b</li><li>c</li><li>d</li></ul>');
    expect(String(markup`<div>${list}</div>`)).toBe(
      '<div><ul><li>a&amp;b</li><li>c</li><li>d</li></ul></div>',
    );
  });

  it('escapes text that only looks escaped: only markup`` and trusted() are taken as markup', () => {
    expect(String(markup`${'&amp;'}|${trusted('<b>ok</b>')}`)).toBe('&amp;amp;|<b>ok</b>');
  });

  it('prints numbers, and nothing for null, undefined and false', () => {
    expect(String(markup`[${0}${-1.5}${null}${undefined}${false}]`)).toBe('[0-1.5]');
  });

  it('answers synchronously, with text that c.html() and String() take as is', () => {
    const page = markup`<p>${'x'}</p>`;
    expect(typeof page.toString()).toBe('string');
    expect(`${page}`).toBe('<p>x</p>');
  });

  it('refuses a promise rather than rendering it later', () => {
    const late = Promise.resolve('<p>late</p>') as unknown as string;
    expect(() => markup`<div>${late}</div>`).toThrow(TypeError);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters and leaves other text alone', () => {
    expect(escapeHtml(`&<>"' café`)).toBe('&amp;&lt;&gt;&quot;&#39; café');
  });
});
