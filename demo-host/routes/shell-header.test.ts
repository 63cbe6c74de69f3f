// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('the page header markup <rove-header> enhances', () => {
  it('wraps the header, marks the menus, the flyout trigger and the new-tab links', async () => {
    const browser = new TestBrowser(host.app);
    const html = await (await browser.get('/category/sofas')).text();
    expect(html).toMatch(/<rove-header><header class="site-header">/);
    expect(html).toContain(
      'id="site-nav-primary" aria-label="Categories" data-rove-menu="primary"',
    );
    expect(html).toContain('aria-label="Account" data-rove-menu="secondary"');
    expect(html).toMatch(/<rove-cart-count class="header-cart" data-rove-cart-flyout\s*>/);
    // The flyout's no-JS fallback is the cart link itself.
    expect(html).toMatch(/data-rove-cart-flyout\s*><a class="header-link" href="\/cart"/);
    expect(html.match(/data-rove-new-tab/g)).toHaveLength(2);
    expect(html).toContain('href="/user/membership/enroll/login?register=1"');
    // The existing e2e hooks are still there.
    expect(html).toContain('<rove-search class="site-search">');
    expect(html).toContain('<rove-love-count class="header-love"');
    expect(html).toContain('<rove-country class="country-menu">');
  });
});
