import type { Database } from 'better-sqlite3';
import type { Catalogue } from '../fixtures/catalogue-types';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { DEMO_USERS } from './users';
import { seedCheckoutAccounts } from '../shop/checkout/accounts';

/** Creates the tables in an empty database and fills them from the catalogue, in one transaction. */
export function seedDatabase(db: Database, catalogue: Catalogue): void {
  db.exec(SCHEMA_SQL);
  const insertProduct = db.prepare(
    'INSERT INTO products (nid, slug, sku, title, category, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertUser = db.prepare(
    'INSERT INTO users (uid, name, email, member, staff) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  db.transaction(() => {
    for (const p of catalogue.products) {
      insertProduct.run(p.nid, p.slug, p.sku, p.title, p.category, JSON.stringify(p));
    }
    for (const u of DEMO_USERS) {
      insertUser.run(u.uid, u.name, u.email, u.member ? 1 : 0, u.staff ? 1 : 0);
    }
    seedCheckoutAccounts(db);
    insertMeta.run('catalogue_seed', catalogue.seed);
    insertMeta.run('categories', JSON.stringify(catalogue.categories));
  })();
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
