import type { Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { countCart } from '../db/cart';
import { lovedNids } from '../db/loves';
import { buildPageSettings, type PageSettings } from '../shop/page-settings';
import { searchSettings } from '../shop/search-settings';
import type { PageChrome } from '../templates/page-chrome';

// Demo-only ?flags=: the body classes a CMS would set for membership-only countries and locks.
const BODY_FLAGS: Readonly<Record<string, string>> = {
  'membership-only': 'rove-membership-only',
  'membership-lock': 'rove-membership-lock',
  'msrp-lock': 'rove-msrp-lock',
};

function bodyFlags(param: string | undefined): string[] {
  if (!param) return [];
  return param
    .split(',')
    .map((flag) => BODY_FLAGS[flag.trim()])
    .filter((cls): cls is string => cls !== undefined);
}

/**
 * Demo-only ?membership=closed: the page says the programme takes no new members (the
 * membership page's enabled flag), so <rove-membership> offers nothing.
 */
function withMembershipParam(settings: PageSettings, param: string | undefined): PageSettings {
  return param === 'closed'
    ? { ...settings, membership: { ...settings.membership, enabled: false } }
    : settings;
}

export interface PageContext {
  chrome: PageChrome;
  settings: PageSettings;
  loved: number[];
}

/** Reads the visitor, country and loves once for a page: the header, settings and body need them. */
export function pageContext(c: Context<DemoHostEnv>, deps: DemoDeps): PageContext {
  const visitor = c.get('visitor');
  const shop = c.get('shop');
  const loved = lovedNids(deps.db, visitor.loveKey);
  const cartCount = countCart(deps.db, visitor.loveKey);
  return {
    loved,
    settings: withMembershipParam(
      buildPageSettings(
        shop,
        visitor,
        loved,
        cartCount,
        searchSettings(
          c.req.header('host'),
          new URL(c.req.url).protocol === 'https:' ? 'https' : 'http',
        ),
      ),
      c.req.query('membership'),
    ),
    chrome: {
      shop,
      visitor,
      loveCount: loved.length,
      cartCount,
      categories: deps.products.categories,
      path: c.req.path,
      bodyFlags: bodyFlags(c.req.query('flags')),
    },
  };
}
