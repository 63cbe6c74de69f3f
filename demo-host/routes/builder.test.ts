// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, readSettings, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('GET /builder', () => {
  it('offers every element, opens on rove-love and renders its fields with hints', async () => {
    const page = await (await new TestBrowser(host.app).get('/builder')).text();
    expect(page).toContain(
      '<option value="rove-love" selected>&lt;rove-love&gt; — wishlist toggle</option>',
    );
    expect(page.match(/<option value="rove-[^"]+"/g)?.length).toBeGreaterThanOrEqual(30);
    expect(page).toContain('<legend>Attributes</legend>');
    expect(page).toContain(
      '<input type="text" id="builder-attr-nid" name="nid" aria-describedby="builder-attr-nid-hint" inputmode="decimal"',
    );
    expect(page).toContain(
      '<p class="builder-field__hint" id="builder-attr-nid-hint">The product&#39;s node id.</p>',
    );
    expect(page).toContain('<code id="builder-snippet">&lt;rove-love&gt;&lt;/rove-love&gt;</code>');
    expect(page).toContain(
      'src="/builder/preview?tag=rove-love&amp;attrs=" width="390" height="700"',
    );
    expect(page).toContain('width="1280" height="800"');
    expect(page).toContain('<script type="module" src="/demo-assets/builder.js"></script>');
    // rove-love names no settings key: nothing to copy beside the HTML.
    expect(page).toContain('names no settings key of its own');
    expect(page).not.toContain('id="builder-settings"');
    // The page's own settings block is the demo host's, as on every page.
    expect(readSettings(page)).toHaveProperty('basePath', '/');
  });

  it('renders an enum as a select with the default named, a boolean as a checkbox', async () => {
    const browser = new TestBrowser(host.app);
    const financing = await (await browser.get('/builder?tag=rove-financing')).text();
    expect(financing).toContain(
      '<select id="builder-attr-programme" name="programme" aria-describedby="builder-attr-programme-hint">\n<option value="">Default (standard_3_6_12)</option>\n<option value="standard_3_6_12">standard_3_6_12</option>\n<option value="zero_percent">zero_percent</option>',
    );
    const carousel = await (await browser.get('/builder?tag=rove-carousel')).text();
    expect(carousel).toContain(
      '<input type="checkbox" id="builder-attr-autoplay" name="autoplay" aria-describedby="builder-attr-autoplay-hint">',
    );
  });

  it('offers the settings an element reads with the demo values, as JSON', async () => {
    const page = await (await new TestBrowser(host.app).get('/builder?tag=rove-cart-count')).text();
    expect(page).toContain('<li><code>settings.cart.count</code></li>');
    expect(page).toMatch(
      /<code id="builder-settings">\{\n {2}&quot;cart&quot;: \{\n {4}&quot;count&quot;: 0\n {2}\}\n\}<\/code>/,
    );
  });

  it('lists keys this page does not set without a JSON block to copy', async () => {
    const page = await (await new TestBrowser(host.app).get('/builder?tag=rove-checkout')).text();
    expect(page).toContain('<li><code>settings.checkout.orderId</code></li>');
    expect(page).toContain('This page of the demo sets none of them');
    expect(page).not.toContain('id="builder-settings"');
  });

  it('answers 404 for a tag the manifest does not have', async () => {
    const response = await new TestBrowser(host.app).get('/builder?tag=script');
    expect(response.status).toBe(404);
  });
});

describe('GET /builder/preview', () => {
  it("puts the element on a page with the loader and the host's settings", async () => {
    const response = await new TestBrowser(host.app).get(
      '/builder/preview?tag=rove-love&attrs=' + encodeURIComponent('nid=1001&product-title=Oak'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<rove-love nid="1001" product-title="Oak"></rove-love>');
    expect(page).toContain('<script type="module" src="/rove/loader.js"');
    expect(readSettings(page)).toHaveProperty('basePath', '/');
  });

  it('takes only the element’s own attributes, valid, escaped', async () => {
    const attrs = new URLSearchParams({
      nid: 'twelve',
      onclick: 'alert(1)',
      'product-title': '"><script>alert(1)</script>',
    });
    const page = await (
      await new TestBrowser(host.app).get(
        `/builder/preview?tag=rove-love&attrs=${encodeURIComponent(attrs.toString())}`,
      )
    ).text();
    expect(page).toContain(
      '<rove-love product-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></rove-love>',
    );
    expect(page).not.toContain('onclick');
    expect(page).not.toContain('twelve');
  });

  it('writes a boolean attribute bare and answers 404 for an unknown tag', async () => {
    const browser = new TestBrowser(host.app);
    const page = await (
      await browser.get('/builder/preview?tag=rove-carousel&attrs=autoplay%3D%26index%3D2')
    ).text();
    expect(page).toContain('<rove-carousel autoplay index="2"></rove-carousel>');
    expect((await browser.get('/builder/preview?tag=iframe')).status).toBe(404);
  });
});

describe('/demo', () => {
  it('links to the builder', async () => {
    const page = await (await new TestBrowser(host.app).get('/demo')).text();
    expect(page).toContain('<a href="/builder">open the embed builder</a>');
  });
});
