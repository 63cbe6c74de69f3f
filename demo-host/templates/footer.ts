import { markup, type SafeHtml } from '../lib/html';
import type { PageChrome } from './page-chrome';

/** The footer's id: the layout's first frame waits for it (templates/layout.ts). */
export const SITE_FOOTER_ID = 'site-footer';

export function siteFooter(chrome: PageChrome): SafeHtml {
  return markup`<footer class="site-footer" id="${SITE_FOOTER_ID}">
    <div class="site-footer__inner">
      <div>
        <p class="site-logo site-logo--footer">Rove<span class="site-logo__dot">.</span></p>
        <p class="site-footer__note">
          The Rove widgets demo host: a stand-in for the store's CMS. Nothing here can be bought.
        </p>
      </div>
      <nav aria-label="Shop">
        <h2 class="site-footer__heading">Shop</h2>
        <ul>
          ${chrome.categories.map((c) => markup`<li><a href="/category/${c.slug}">${c.title}</a></li>`)}
        </ul>
      </nav>
      <nav aria-label="Demo">
        <h2 class="site-footer__heading">Demo</h2>
        <ul>
          <li><a href="/demo">Scenarios</a></li>
          <li><a href="/i-love">Wishlist</a></li>
          <li><a href="/demo/late-love">Infinite scroll</a></li>
        </ul>
      </nav>
    </div>
  </footer>`;
}
