// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('product page delivery and financing tags', () => {
  it('carries <rove-delivery> and <rove-financing> with no-JS text, under the strict CSP', async () => {
    const response = await new TestBrowser(host.app).get('/product/demo-financing');
    const page = await response.text();
    expect(page).toMatch(
      /<rove-delivery class="product__delivery" nid="1006"\s*><p class="product__delivery-fallback">\s*Enter your postal code at checkout to check delivery.\s*<\/p><\/rove-delivery\s*>/,
    );
    expect(page).toMatch(/<rove-financing class="product__financing" nid="1006"\s*><p/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    // No inline script other than the JSON settings tag, no inline style attribute.
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', body = ''] of scripts) {
      if (body.trim() !== '') expect(attributes).toContain('type="application/json"');
    }
    expect(page).not.toMatch(/\sstyle="/);
  });
});
