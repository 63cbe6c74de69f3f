// Test fixture shared by html.test.ts (happy-dom) and html.chromium.test.ts
// (a real browser): each case is an input and what a user could observe in the output.
import { expect } from 'vitest';

export interface SanitizeCase {
  readonly name: string;
  readonly html: string;
  /** Selectors that must match nothing in the output. */
  readonly absent?: readonly string[];
  /** [selector, attribute] pairs: the element must exist without that attribute. */
  readonly withoutAttribute?: readonly (readonly [string, string])[];
  /** [selector, attribute, value] pairs: the element must exist with that value. */
  readonly withAttribute?: readonly (readonly [string, string, string])[];
  /** Text the output must keep. */
  readonly text?: string;
}

const EXECUTABLE = 'script, style, iframe, object, embed, frame, base, meta, link';

export const SANITIZE_CASES: readonly SanitizeCase[] = [
  {
    name: 'script element',
    html: '<p>Hi<script>alert(1)</script></p>',
    absent: [EXECUTABLE],
    text: 'Hi',
  },
  {
    name: 'script after a removed element (the NodeIterator trap)',
    html: '<div><p>a<script>x()</script>b</p><img src="x" onerror="y()"><script>z()</script></div>',
    absent: [EXECUTABLE, '[onerror]'],
    text: 'ab',
  },
  {
    name: 'style element',
    html: '<style>body{display:none}</style><p>Hi</p>',
    absent: [EXECUTABLE],
    text: 'Hi',
  },
  {
    name: 'iframe',
    html: '<iframe src="https://evil.example"></iframe><p>Hi</p>',
    absent: [EXECUTABLE],
  },
  { name: 'object', html: '<object data="x.swf"></object><p>Hi</p>', absent: [EXECUTABLE] },
  { name: 'embed', html: '<embed src="x.swf"><p>Hi</p>', absent: [EXECUTABLE] },
  { name: 'base', html: '<base href="https://evil.example/"><p>Hi</p>', absent: [EXECUTABLE] },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>',
    absent: [EXECUTABLE],
  },
  {
    name: 'event attributes',
    html: '<p onclick="a()" onmouseover="b()">Hi</p>',
    absent: ['[onclick]', '[onmouseover]'],
    text: 'Hi',
  },
  { name: 'img onerror', html: '<img src="x" onerror="alert(1)">', absent: ['[onerror]'] },
  {
    name: 'svg onload',
    html: '<svg onload="alert(1)"><circle r="1"></circle></svg>',
    absent: ['[onload]'],
  },
  {
    name: 'javascript: href',
    html: '<a href="javascript:alert(1)">x</a>',
    withoutAttribute: [['a', 'href']],
  },
  {
    name: 'javascript: href hidden with an entity tab',
    html: '<a href="jav&#x09;ascript:alert(1)">x</a>',
    withoutAttribute: [['a', 'href']],
  },
  {
    name: 'javascript: form action',
    html: '<form action="javascript:alert(1)"><button>Go</button></form>',
    withoutAttribute: [['form', 'action']],
  },
  {
    name: 'javascript: button formaction',
    html: '<form><button formaction="javascript:alert(1)">Go</button></form>',
    withoutAttribute: [['button', 'formaction']],
  },
  {
    name: 'data: link',
    html: '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
    withoutAttribute: [['a', 'href']],
  },
  {
    name: 'the love dialog form is kept',
    html:
      '<form action="/uc_love/ajax" method="get" class="love-form">' +
      '<label for="love-email">Email (optional)</label>' +
      '<input id="love-email" type="email" name="email" required>' +
      '<label><input type="checkbox" name="subscribe" value="1" checked> Send me news and offers</label>' +
      '<select name="size"><option value="1">One</option></select>' +
      '<textarea name="note"></textarea>' +
      '<button type="submit">Save</button></form>',
    withAttribute: [
      ['form', 'action', '/uc_love/ajax'],
      ['form', 'method', 'get'],
      ['label[for="love-email"]', 'for', 'love-email'],
      ['input[type="email"]', 'name', 'email'],
      ['input[type="checkbox"]', 'name', 'subscribe'],
      ['select option', 'value', '1'],
      ['textarea', 'name', 'note'],
      ['button', 'type', 'submit'],
    ],
    text: 'Email (optional) Send me news and offersOneSave',
  },
  {
    name: 'ordinary content and same-site links are kept',
    html: '<p class="x"><a href="/product/sofa">Sofa</a> <img src="/img/a.jpg" alt="A"></p>',
    withAttribute: [
      ['a', 'href', '/product/sofa'],
      ['img', 'alt', 'A'],
      ['p', 'class', 'x'],
    ],
    text: 'Sofa ',
  },
  {
    name: 'new-tab links get rel=noopener',
    html: '<a href="/lookbook" target="_blank">L</a>',
    withAttribute: [
      ['a', 'rel', 'noopener noreferrer'],
      ['a', 'target', '_blank'],
    ],
  },
  {
    name: 'ids that would stand in for a global the SDK or the page reads are dropped',
    html: '<img id="Stripe" src="/a.png"><p id="fetch">f</p><p id="addEventListener">a</p>',
    withoutAttribute: [
      ['img', 'id'],
      ['p', 'id'],
      ['p:last-child', 'id'],
    ],
  },
  {
    name: 'CMS anchors named like window properties no element can shadow are kept',
    html: '<h2 id="history">Our history</h2><a id="top" href="#history">Up</a>',
    withAttribute: [
      ['h2', 'id', 'history'],
      ['a', 'id', 'top'],
    ],
  },
  {
    name: 'named targets are dropped',
    html: '<a href="/x" target="checkout">X</a>',
    withoutAttribute: [['a', 'target']],
  },
];

/** Asserts what a user could observe in a sanitized output (parsed inert, in a template). */
export function expectSanitized(testCase: SanitizeCase, output: string): void {
  const template = document.createElement('template');
  template.innerHTML = output;
  const root = template.content;
  for (const selector of testCase.absent ?? []) {
    expect(root.querySelector(selector), `${selector} in ${output}`).toBeNull();
  }
  for (const [selector, attribute] of testCase.withoutAttribute ?? []) {
    const element = root.querySelector(selector);
    expect(element, `${selector} in ${output}`).not.toBeNull();
    expect(element?.hasAttribute(attribute), `${selector}[${attribute}] in ${output}`).toBe(false);
  }
  for (const [selector, attribute, value] of testCase.withAttribute ?? []) {
    expect(root.querySelector(selector)?.getAttribute(attribute), `${selector} in ${output}`).toBe(
      value,
    );
  }
  if (testCase.text !== undefined) expect(root.textContent).toContain(testCase.text);
  // Whatever the case, nothing executable may come out.
  expect(output).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
}
