import { currencySymbol } from '../../core/money';
import { markup, type SafeHtml } from '../lib/html';
import {
  COUNTRIES,
  COUNTRY_CURRENCY,
  COUNTRY_NAMES,
  DEFAULT_LOCALE,
  type Country,
} from '../lib/markets';
import { LOOKBOOK_URL } from './home-page';
import type { PageChrome } from './page-chrome';

const HEART = markup`<svg
  class="icon"
  viewBox="0 0 24 24"
  width="24"
  height="24"
  aria-hidden="true"
  focusable="false"
>
  <path
    d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linejoin="round"
  />
</svg>`;
const BAG = markup`<svg
  class="icon"
  viewBox="0 0 24 24"
  width="24"
  height="24"
  aria-hidden="true"
  focusable="false"
>
  <path
    d="M5 8h14l-1.2 12.5H6.2L5 8zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linejoin="round"
  />
</svg>`;

/** Search: the SDK's <rove-search> upgrades a plain GET form that works without JavaScript. */
function searchSlot(): SafeHtml {
  return markup`<rove-search class="site-search">
    <form class="site-search__fallback" action="/search" method="get" role="search">
      <label class="visually-hidden" for="site-search-input">Search the store</label>
      <input
        id="site-search-input"
        type="search"
        name="q"
        placeholder="Search sofas, rugs, lighting…"
        autocomplete="off"
      />
    </form>
  </rove-search>`;
}

/** The flags <rove-country> shows (regional-indicator text, as the widget renders them). */
const FLAGS: Readonly<Record<Country, string>> = {
  US: '\u{1F1FA}\u{1F1F8}',
  CA: '\u{1F1E8}\u{1F1E6}',
  AU: '\u{1F1E6}\u{1F1FA}',
  KR: '\u{1F1F0}\u{1F1F7}',
  UK: '\u{1F1EC}\u{1F1E7}',
  HK: '\u{1F1ED}\u{1F1F0}',
};

/**
 * Country menu placeholder: links with ?locale= until the country widget takes over. Its summary
 * shows what the widget's button shows (flag, code, currency symbol), so the header's actions
 * keep their width when the widget mounts.
 */
function countryMenu(chrome: PageChrome): SafeHtml {
  const { country, currency } = chrome.shop;
  return markup`<rove-country class="country-menu">
    <details class="country-menu__fallback">
      <summary>
        <span class="country-menu__flag" aria-hidden="true">${FLAGS[country]}</span
        ><span class="visually-hidden">Country: ${COUNTRY_NAMES[country]}, currency ${currency}. </span
        >${country} · ${currencySymbol(currency)}
      </summary>
      <ul class="country-menu__list">
        ${COUNTRIES.map(
          (c) =>
            markup`<li>
              <a
                href="${chrome.path}?locale=${DEFAULT_LOCALE[c]}"
                ${c === country ? markup`aria-current="true"` : ''}
                >${COUNTRY_NAMES[c]} (${COUNTRY_CURRENCY[c]})</a
              >
            </li>`,
        )}
      </ul>
    </details>
  </rove-country>`;
}

/** The count as the widgets' badge shows it (muted when 0). */
function countBadge(count: number): SafeHtml {
  const empty = count === 0 ? ' header-link__count--empty' : '';
  return markup`<span class="header-link__count${empty}">${count}</span>`;
}

/**
 * The widget renders its own link to /i-love; until it upgrades, the server's link with the
 * count stands in (progressive enhancement), in the same box and look (an icon with a count
 * badge, site.css) so nothing shifts.
 */
function loveCountFallback(count: number): SafeHtml {
  return markup`<a class="header-link" href="/i-love"
    >${HEART}<span class="visually-hidden">Wishlist, </span>${countBadge(count)}<span
      class="visually-hidden"
      > ${count === 1 ? 'item' : 'items'}</span></a
  >`;
}

/** The cart link the server renders; <rove-cart-count> keeps it as its no-JS fallback. */
function cartCountFallback(count: number): SafeHtml {
  return markup`<a class="header-link" href="/cart"
    >${BAG}<span class="visually-hidden">Cart </span>${countBadge(count)}<span
      class="visually-hidden"
      > ${count === 1 ? 'item' : 'items'} in your cart</span></a
  >`;
}

/**
 * The account menu (spec/shell.md §2: /wishlist, /user, /user/logout, the membership sign-up) and the
 * shop-the-look / lookbook links, which <rove-header> opens in a new tab (data-rove-new-tab).
 * Plain links without JavaScript; on phones <rove-header> folds it behind a disclosure button.
 */
function secondaryNav(chrome: PageChrome): SafeHtml {
  const signedIn = chrome.visitor.role !== 'anonymous';
  return markup`<nav class="site-nav site-nav--secondary" id="site-nav-secondary" aria-label="Account" data-rove-menu="secondary">
    <ul class="site-nav__list">
      <li><a href="/shop-the-look/room/living-room" data-rove-new-tab>Shop the look</a></li>
      <li><a href="${LOOKBOOK_URL}" data-rove-new-tab>Lookbook</a></li>
      <li><a href="/wishlist">Wishlist</a></li>
      <li><a href="/user">${signedIn ? 'My account' : 'Sign in'}</a></li>
      ${
        signedIn
          ? markup`<li><a href="/user/logout">Sign out</a></li>`
          : markup`<li><a href="/user/membership/enroll/login?register=1">Become a member</a></li>`
      }
    </ul>
  </nav>`;
}

/**
 * The site header, wrapped in <rove-header> (sticky on wide screens, menu disclosures on phones,
 * the cart flyout, live info). Everything inside works without JavaScript: the menus are links,
 * the cart link goes to /cart (the flyout's fallback).
 */
export function siteHeader(chrome: PageChrome): SafeHtml {
  return markup`<rove-header><header class="site-header">
    <div class="site-header__inner">
      <a class="site-logo" href="/">Rove<span class="site-logo__dot">.</span></a>
      ${chrome.focused ? '' : searchSlot()}
      <div class="site-header__actions">
        ${countryMenu(chrome)}
        <rove-love-count class="header-love"
          >${loveCountFallback(chrome.loveCount)}</rove-love-count
        >
        <rove-cart-count class="header-cart" ${chrome.focused ? '' : markup`data-rove-cart-flyout`}
          >${cartCountFallback(chrome.cartCount)}</rove-cart-count
        >
      </div>
    </div>
    ${
      chrome.focused
        ? ''
        : markup`<nav class="site-nav" id="site-nav-primary" aria-label="Categories" data-rove-menu="primary">
          <ul class="site-nav__list">
            ${chrome.categories.map((c) => markup`<li><a href="/category/${c.slug}">${c.title}</a></li>`)}
          </ul>
        </nav>
        ${secondaryNav(chrome)}`
    }
  </header></rove-header>`;
}
