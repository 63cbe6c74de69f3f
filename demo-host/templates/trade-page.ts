import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

// The 'Trade Membership Application' page (spec/product.md §2): the CMS page that carries
// <rove-trade-application>. The fallback inside the tag shows until the element upgrades (and
// stays if scripts are off).

export const TRADE_PAGE_TITLE = 'Trade Membership Application';

export function tradePage(): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: 'Trade', href: '/trade' }, { label: TRADE_PAGE_TITLE }])}
    <header class="page-head">
      <h1 class="page-head__title">${TRADE_PAGE_TITLE}</h1>
      <p class="page-head__lead">
        For interior designers, architects, stagers and other design professionals in the United
        States and Canada.
      </p>
    </header>
    <rove-trade-application>
      <p class="trade-fallback">
        The application form is loading. If it does not appear, please enable JavaScript or
        email trade@example.com.
      </p>
    </rove-trade-application>`;
}
