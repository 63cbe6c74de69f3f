import { describe, expect, it } from 'vitest';
import { elementMarkup, hostPage, loaderTag, sourceFrom, withoutAttribute } from './host-page';

const SERVER_HTML = `<!doctype html><html><head>
<script type="application/json" id="rove-settings">{"country":"US"}</script>
<script type="module" src="/rove/loader.js" data-base="/rove/"></script>
</head><body class="page-product logged-in">
<rove-love-count class="header-love"><a href="/i-love">Wishlist</a></rove-love-count
>
<rove-love nid="1001" product-title="Chair &amp; co"></rove-love>
<rove-love nid="1002"></rove-love>
</body></html>`;

describe('the lifecycle host pages', () => {
  it('cut an element with its fallback, also when the closing tag breaks before its >', () => {
    expect(elementMarkup(SERVER_HTML, 'rove-love-count')).toBe(
      '<rove-love-count class="header-love"><a href="/i-love">Wishlist</a></rove-love-count\n>',
    );
    // rove-love is not rove-love-count: the first rove-love is the one with nid 1001.
    expect(elementMarkup(SERVER_HTML, 'rove-love')).toBe(
      '<rove-love nid="1001" product-title="Chair &amp; co"></rove-love>',
    );
    expect(elementMarkup(SERVER_HTML, 'rove-cart')).toBeUndefined();
  });

  it('keep the page’s settings and body flags, and drop a property’s attribute only', () => {
    const source = sourceFrom(SERVER_HTML, 'rove-love', "default-src 'self'");
    expect(source.settings).toContain('"country":"US"');
    expect(source.bodyClass).toBe('page-product logged-in');
    expect(withoutAttribute(source.markup, 'nid')).toBe(
      '<rove-love product-title="Chair &amp; co"></rove-love>',
    );
    expect(withoutAttribute(source.markup, 'product-title')).toBe(
      '<rove-love nid="1001"></rove-love>',
    );
  });

  it('place the loaders and copies as asked; later loader copies get their own address', () => {
    const source = sourceFrom(SERVER_HTML, 'rove-love', '');
    const page = hostPage(source, { loaderInHead: 1, loaderAtBodyEnd: 1, instances: 3 });
    const head = page.slice(0, page.indexOf('</head>'));
    const body = page.slice(page.indexOf('<body'));
    expect(head).toContain(loaderTag(0));
    expect(body.match(/<rove-love nid="1001"/g)).toHaveLength(3);
    expect(body.trimEnd().endsWith(`${loaderTag(1)}\n</body>\n</html>`)).toBe(true);
    expect(loaderTag(1)).toContain('/rove/loader.js?copy=2');
    expect(hostPage(source, { loaderInHead: 0, loaderAtBodyEnd: 0, instances: 1 })).not.toContain(
      'loader.js',
    );
  });
});
