import type { Shop } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../images/product-svg';
import { markup, type SafeHtml } from '../lib/html';
import { productCard } from './product-card';
import { PAGE_STYLESHEET } from './user-pages';

// /demo/page-behaviours: every behaviour the loader runs on a CMS page (loader/page/README.md)
// on one page, with a stand-in for Drupal's admin toolbar and contextual links, which the VR
// viewer hides while it is open.

/** A grey placeholder, as lazy-loading modules put in src until the original loads. */
const PLACEHOLDER =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 3%22%3E%3Crect width=%224%22 height=%223%22 fill=%22%23ddd%22/%3E%3C/svg%3E';

/** The admin toolbar Drupal puts at the top of the page for staff (a static stand-in). */
export const ADMIN_TOOLBAR = markup`${PAGE_STYLESHEET}
<nav id="toolbar-administration" class="demo-admin-toolbar" aria-label="Administration (demo stand-in)">
<span class="demo-admin-toolbar__label">Drupal admin toolbar (stand-in)</span>
<a href="/demo">Content</a> <a href="/demo">Structure</a> <a href="/demo">Appearance</a>
</nav>`;

export function pageBehavioursPage(products: readonly CatalogueProduct[], shop: Shop): SafeHtml {
  const [first, second, third] = products;
  const img = (product: CatalogueProduct | undefined, extra: SafeHtml | '' = '') =>
    product
      ? markup`<img src="${product.image}" alt="${product.title}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" ${extra}>`
      : '';
  return markup`<section class="page-behaviours">
<h1>Page behaviours</h1>
<p>What the loader does on any CMS page (spec/shell.md §2, issue 7). See <code>loader/page/README.md</code>.</p>

<h2 id="forms">Account forms</h2>
<ul>
<li><a href="/user/password">Request new password</a> — try <code>ana@</code> ('Enter a valid e-mail address') and <code>casey@example.com</code> ('Please wait').</li>
<li><a href="/user/login">Log in</a> — the user name <code>staff</code> or <code>admin</code> sets <code>data-rove-staff="true"</code> on the form.</li>
</ul>

<h2 id="vr">Virtual-reality viewer</h2>
<div class="block contextual-region demo-block">
<div class="contextual"><button type="button" class="contextual__trigger">Configure block (admin stand-in)</button></div>
<ul class="page-behaviours__vr">
<li><a class="open-vr" href="/vr/tour/showroom" data-vr-mobile="/vr/tour/showroom/mobile">Showroom tour</a> (desktop, or the mobile variant on phones)</li>
<li><button type="button" class="button" data-open-vr="/vr/tour/living-room" data-vr-mobile="/vr/tour/living-room/mobile">Living room tour</button></li>
<li><a class="open-vr" href="https://tours.example.net/unlisted">A tour on a host that is not allowed</a> (a normal link: it navigates)</li>
</ul>
</div>

<h2 id="protected">Protected product images</h2>
<p>Right-click is blocked on card images and <code>[data-rove-protect]</code> images; links and other images keep their menu.</p>
<div class="page-behaviours__cards">
${products.map((product) => productCard(product, shop))}
</div>
<figure data-rove-protect class="page-behaviours__figure" id="protected-figure">${img(second)}<figcaption>Inside <code>[data-rove-protect]</code>: protected.</figcaption></figure>
<figure class="page-behaviours__figure" id="plain-figure">${img(third)}<figcaption>An ordinary image: its menu works.</figcaption></figure>

<h2 id="responsive">Responsive widths 320 / 480 / 768</h2>
<figure class="page-behaviours__figure">${img(first, markup`id="responsive-image" data-rove-responsive="(min-width: 768px) 50vw, 100vw"`)}<figcaption>Gets <code>srcset</code> with <code>?w=320</code>, <code>480</code> and <code>768</code>.</figcaption></figure>

<h2 id="print">Print shows originals</h2>
<p>These images load lazily on screen; printing (or print preview) loads them all first.</p>
<div class="page-behaviours__spacer" aria-hidden="true"></div>
<div class="page-behaviours__lazy">
${products.map(
  (product, i) =>
    markup`<figure class="page-behaviours__figure"><img class="lazy-data-src" id="lazy-data-src-${i}" src="${PLACEHOLDER}" data-src="${product.image}" alt="${product.title}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"><figcaption><code>data-src</code> original</figcaption></figure>`,
)}
${products.map(
  (product, i) =>
    markup`<figure class="page-behaviours__figure">${img(product, markup`class="lazy-native" id="lazy-native-${i}" loading="lazy"`)}<figcaption><code>loading="lazy"</code></figcaption></figure>`,
)}
</div>
</section>`;
}
