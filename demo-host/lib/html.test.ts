// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, trusted } from './html';

describe('markup``', () => {
  it('escapes interpolated text in content and attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(markup`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('nests SafeHtml and arrays without double escaping, and drops null/false', () => {
    const items = ['a&b', 'c'].map((t) => markup`<li>${t}</li>`);
    const list = markup`<ul>${items}${null}${false}${undefined}</ul>`;
    expect(list.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
    expect(markup`${trusted('<b>ok</b>')}${0}`.value).toBe('<b>ok</b>0');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
