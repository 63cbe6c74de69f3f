import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import type { CatalogueProduct } from '../fixtures/catalogue-types';
import { trackedProduct, trackingSettings } from '../shop/tracking-settings';
import { homeListPage } from '../templates/home-page';
import { layout } from '../templates/layout';
import { pageContext } from './page-context';

// spec/shell.md §2: the home page's shop-all button goes to /best-sellers or /new-arrivals. Simple
// listings of what the country sells, flagged as such in the catalogue.

interface HomeList {
  path: '/best-sellers' | '/new-arrivals';
  title: string;
  lead: string;
  bodyClass: string;
  includes(product: CatalogueProduct): boolean;
}

export const HOME_LISTS: readonly HomeList[] = [
  {
    path: '/best-sellers',
    title: 'Best sellers',
    lead: 'The pieces our customers choose again and again.',
    bodyClass: 'page-best-sellers',
    includes: (p) => p.bestSeller,
  },
  {
    path: '/new-arrivals',
    title: 'New arrivals',
    lead: 'Fresh from our studio this season.',
    bodyClass: 'page-new-arrivals',
    includes: (p) => p.newArrival,
  },
];

/** Largest listing shown on one page (no pagination: the lists are short by nature). */
export const HOME_LIST_LIMIT = 48;

export function homeListRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  for (const list of HOME_LISTS) {
    app.get(list.path, (c: Context<DemoHostEnv>) => {
      const { chrome, settings } = pageContext(c, deps);
      const products = deps.products
        .listed(chrome.shop.country)
        .filter((p) => list.includes(p))
        .slice(0, HOME_LIST_LIMIT);
      return c.html(
        layout({
          chrome,
          title: list.title,
          bodyClasses: [list.bodyClass],
          settings: {
            kind: 'json',
            settings: {
              ...settings,
              tracking: trackingSettings(chrome.visitor, 'category', {
                list: {
                  name: list.title,
                  products: products.map((p) =>
                    trackedProduct(p, chrome.shop.country, deps.products.categories),
                  ),
                },
              }),
            },
          },
          main: homeListPage({ ...list, products }, chrome.shop),
        }).toString(),
      );
    });
  }
  return app;
}
