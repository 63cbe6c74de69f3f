import type { Shop, Visitor } from '../context';
import type { Category } from '../fixtures/catalogue-types';

/** Everything the shared layout needs to know about the request, gathered once per page. */
export interface PageChrome {
  shop: Shop;
  visitor: Visitor;
  /** This visitor's love count, rendered inside <rove-love-count> before the widget upgrades. */
  loveCount: number;
  /** Units in the cart, rendered inside <rove-cart-count> before the widget upgrades. */
  cartCount: number;
  categories: readonly Category[];
  /** Request path, so demo links (?as=, ?locale=) stay on the current page. */
  path: string;
  /** Extra body classes, e.g. the CMS flags rove-membership-only (demo: ?flags=…). */
  bodyFlags: readonly string[];
  /**
   * A focused header (logo and counters, no search or category menu), as checkouts use so the
   * shopper is not led away from paying.
   */
  focused?: boolean;
}
