// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-script';

describe('jsonForScript', () => {
  it('cannot close the script tag or open a comment, and stays the same JSON', () => {
    const value = {
      title: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      line: '\u2028',
    };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});
