import type { Database } from 'better-sqlite3';
import type { DemoUser } from './db/users';
import type { Country, Currency, Locale } from './lib/markets';
import type { CatalogueSearch } from './search/catalogue-search';
import type { ProductStore } from './shop/product-store';

/** Who the demo host pretends the visitor is (?as=…, persisted in the rove_demo_as cookie). */
export type VisitorRole = 'anonymous' | 'customer' | 'member';

export type Visitor =
  | {
      role: 'anonymous';
      /** Key of this visitor's loves: 'anon:{rove_demo_visitor cookie}'. */
      loveKey: string;
      user: null;
    }
  | {
      role: 'customer' | 'member';
      /** Key of this visitor's loves: 'uid:{uid}'. */
      loveKey: string;
      user: DemoUser;
    };

/** The country the page is rendered for and what follows from it. */
export interface Shop {
  country: Country;
  locale: Locale;
  currency: Currency;
}

export interface DemoHostEnv {
  Variables: {
    visitor: Visitor;
    shop: Shop;
  };
}

/** What route modules need; passed explicitly so tests can build a host on a temp database. */
export interface DemoDeps {
  db: Database;
  products: ProductStore;
  /** The search service's indexes, built from the products once at start (search/). */
  search: CatalogueSearch;
  /** Absolute path of the built SDK (ROVE_DIST). */
  distDir: string;
  /** Absolute path of the static Storybook build (served at /storybook/ when present). */
  storybookDir: string;
  /** Absolute path of demo-host/public (site.css, demo scripts). */
  publicDir: string;
  log: (line: string) => void;
}
