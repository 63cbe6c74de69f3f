import type { Database } from 'better-sqlite3';
import type { Country } from '../lib/markets';
import type { CatalogueProduct, Category, CategorySlug } from '../fixtures/catalogue-types';

// Products never change while the server runs, so they are read from SQLite once and indexed in
// memory; loves, which do change, are always read from the database.

export interface ProductStore {
  categories: readonly Category[];
  all(): readonly CatalogueProduct[];
  byNid(nid: number): CatalogueProduct | undefined;
  bySlug(slug: string): CatalogueProduct | undefined;
  category(slug: string): Category | undefined;
  /** A category's products that are sold in the country, in nid order. */
  inCategory(slug: CategorySlug, country: Country): CatalogueProduct[];
  /** Products sold in the country, in nid order. */
  listed(country: Country): CatalogueProduct[];
}

export function loadProductStore(db: Database): ProductStore {
  const rows = db.prepare('SELECT data FROM products ORDER BY nid').all() as { data: string }[];
  const products = rows.map((row) => JSON.parse(row.data) as CatalogueProduct);
  const meta = db.prepare("SELECT value FROM meta WHERE key = 'categories'").get() as
    { value: string } | undefined;
  const categories = meta ? (JSON.parse(meta.value) as Category[]) : [];
  const nids = new Map(products.map((p) => [p.nid, p]));
  const slugs = new Map(products.map((p) => [p.slug, p]));
  const sold = (country: Country) => (p: CatalogueProduct) => p.hide[country] === 0;

  return {
    categories,
    all: () => products,
    byNid: (nid) => nids.get(nid),
    bySlug: (slug) => slugs.get(slug),
    category: (slug) => categories.find((c) => c.slug === slug),
    inCategory: (slug, country) => products.filter((p) => p.category === slug && sold(country)(p)),
    listed: (country) => products.filter(sold(country)),
  };
}
